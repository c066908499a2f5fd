// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { THEME_HEAD_SCRIPT, THEME_STORAGE_KEY, applyTheme, saveThemeChoice, savedThemeChoice, themeOf, type ThemeChoice } from './theme-choice';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const closed = {
  getItem: () => { throw new Error('SecurityError'); },
  setItem: () => { throw new Error('SecurityError'); },
  removeItem: () => { throw new Error('SecurityError'); },
};

describe('the theme choice', () => {
  it('is what was saved, else the system', () => {
    expect(savedThemeChoice(memoryStorage({ [THEME_STORAGE_KEY]: 'dark' }))).toBe('dark');
    expect(savedThemeChoice(memoryStorage({ [THEME_STORAGE_KEY]: 'light' }))).toBe('light');
    expect(savedThemeChoice(memoryStorage())).toBe('system');
    expect(savedThemeChoice(memoryStorage({ [THEME_STORAGE_KEY]: 'sepia' }))).toBe('system');
    expect(savedThemeChoice(closed)).toBe('system');
    expect(savedThemeChoice(undefined)).toBe('system');
  });

  it('keeps light and dark, and forgets for system so the system is followed', () => {
    const storage = memoryStorage();
    saveThemeChoice(storage, 'dark');
    expect(storage.values.get(THEME_STORAGE_KEY)).toBe('dark');
    saveThemeChoice(storage, 'system');
    expect(storage.values.has(THEME_STORAGE_KEY)).toBe(false);
    expect(() => saveThemeChoice(closed, 'light')).not.toThrow();
  });

  it('gives the theme of the choice and the system', () => {
    expect(themeOf('system', true)).toBe('dark');
    expect(themeOf('system', false)).toBe('light');
    expect(themeOf('light', true)).toBe('light');
    expect(themeOf('dark', false)).toBe('dark');
  });

  it('marks the page dark with an attribute, and light without it', () => {
    const root = document.createElement('html');
    applyTheme(root, 'dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
    applyTheme(root, 'light');
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('has a head script that decides as the app does', () => {
    const cases: [string | undefined, boolean][] = [['dark', false], ['light', true], [undefined, true], [undefined, false], ['sepia', true]];
    for (const [saved, systemDark] of cases) {
      const root = document.createElement('html');
      const storage = memoryStorage(saved ? { [THEME_STORAGE_KEY]: saved } : {});
      new Function('localStorage', 'matchMedia', 'document', THEME_HEAD_SCRIPT)(storage, () => ({ matches: systemDark }), { documentElement: root });
      const expected = themeOf(savedThemeChoice(storage) as ThemeChoice, systemDark);
      expect(root.getAttribute('data-theme') ?? 'light', `${saved} with a ${systemDark ? 'dark' : 'light'} system`).toBe(expected);
    }
  });
});
