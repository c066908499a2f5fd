// The visitor's theme: light, dark, or the system's, kept on the device. The page's head runs
// THEME_HEAD_SCRIPT before the first paint (scripts/theme-script.ts puts it there), so a dark page never
// flashes light; the app then keeps `data-theme` in step with the choice and the system (use-theme-choice.ts).
// The colours themselves are src/theme/dark-palette.css, under `:root[data-theme='dark']`.

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'folio-theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The saved choice; 'system' when none is saved, it is not one we know, or storage is closed to us. */
export function savedThemeChoice(storage: Pick<Storage, 'getItem'> | undefined): ThemeChoice {
  try {
    const saved = storage?.getItem(THEME_STORAGE_KEY);
    return THEME_CHOICES.find((choice) => choice === saved) ?? 'system';
  } catch {
    return 'system';
  }
}

/** Keeps the choice; 'system' is kept as no choice, so a later system change is followed. */
export function saveThemeChoice(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, choice: ThemeChoice): void {
  try {
    if (choice === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage closed (private mode, blocked): the choice holds for this page only.
  }
}

export function themeOf(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  return choice === 'system' ? (systemPrefersDark ? 'dark' : 'light') : choice;
}

/** Light is the page without the attribute, as before any script runs. */
export function applyTheme(root: HTMLElement, theme: Theme): void {
  if (theme === 'dark') root.setAttribute('data-theme', 'dark');
  else root.removeAttribute('data-theme');
}

/** The same rule as savedThemeChoice and themeOf, in plain script for the head: it runs before the app. */
export const THEME_HEAD_SCRIPT = `try {
  var choice = localStorage.getItem('${THEME_STORAGE_KEY}');
  if (choice === 'dark' || (choice !== 'light' && matchMedia('${DARK_QUERY}').matches)) document.documentElement.setAttribute('data-theme', 'dark');
} catch (error) {}`;
