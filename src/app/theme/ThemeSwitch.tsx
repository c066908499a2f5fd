import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { THEME_CHOICES, type ThemeChoice } from './theme-choice';
import { chooseTheme, useThemeChoice } from './use-theme-choice';
import { themeTexts as text } from './texts';

const icons = { light: Sun, dark: Moon, system: Monitor } satisfies Record<ThemeChoice, unknown>;

/** Light, dark or the system's: three radio buttons side by side (the arrow keys move between them). */
export function ThemeSwitch({ className = '' }: { className?: string }) {
  const { choice } = useThemeChoice();
  const name = useId();
  return (
    <fieldset className={`flex items-center gap-2 ${className}`} data-testid="theme-switch">
      <legend className="sr-only">{text.legend}</legend>
      <span aria-hidden className="text-sm text-slate-500">{text.legend}</span>
      <div className="inline-flex rounded-lg border border-slate-300 p-0.5">
        {THEME_CHOICES.map((option) => {
          const Icon = icons[option];
          return (
            <label key={option} className="flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-700 has-[:checked]:bg-slate-200 has-[:checked]:text-slate-900 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-red-200">
              <input type="radio" className="sr-only" name={name} value={option} checked={choice === option} onChange={() => chooseTheme(option)} />
              <Icon className="size-4" aria-hidden />
              {text.choices[option]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
