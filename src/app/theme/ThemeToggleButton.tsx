import { Moon, Sun } from 'lucide-react';
import { chooseTheme, useThemeChoice } from './use-theme-choice';
import { themeTexts as text } from './texts';

/** The header's one-click switch between light and dark; the footer's switch also offers the system's. */
export function ThemeToggleButton() {
  const { theme } = useThemeChoice();
  const other = theme === 'dark' ? 'light' : 'dark';
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button type="button" className="icon-btn" aria-label={text.switchTo(other)} title={text.switchTo(other)} onClick={() => chooseTheme(other)} data-testid="theme-toggle">
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
