import type { ThemeChoice } from './theme-choice';

export const themeTexts = {
  legend: 'Theme',
  choices: { light: 'Light', dark: 'Dark', system: 'System' } satisfies Record<ThemeChoice, string>,
  switchTo: (theme: 'light' | 'dark') => `Switch to the ${theme} theme`,
};
