// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from './theme-choice';

/** A system theme the test can change, as matchMedia reports it. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = { get matches() { return dark; }, addEventListener: (_: string, listener: () => void) => listeners.add(listener) };
  vi.stubGlobal('matchMedia', () => query);
  return (next: boolean) => {
    dark = next;
    listeners.forEach((listener) => listener());
  };
}

async function freshStore() {
  vi.resetModules();
  return import('./use-theme-choice');
}

async function renderShown() {
  const { useThemeChoice, chooseTheme } = await freshStore();
  function Shown() {
    const { choice, theme } = useThemeChoice();
    return <p>{`${choice} ${theme}`}</p>;
  }
  render(<><Shown /><Shown /></>);
  return chooseTheme;
}

const pageTheme = () => document.documentElement.getAttribute('data-theme') ?? 'light';

describe('the theme store', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sets the page theme when the app starts, without the head script', async () => {
    fakeSystem(true);
    await renderShown();
    expect(pageTheme()).toBe('dark');
    expect(screen.getAllByText('system dark')).toHaveLength(2);
  });

  it('shows a choice everywhere at once and keeps it on the device', async () => {
    fakeSystem(true);
    const chooseTheme = await renderShown();
    act(() => chooseTheme('light'));
    expect(screen.getAllByText('light light')).toHaveLength(2);
    expect(pageTheme()).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('follows the system while the choice is system, and not otherwise', async () => {
    const setSystem = fakeSystem(false);
    const chooseTheme = await renderShown();
    act(() => setSystem(true));
    expect(pageTheme()).toBe('dark');
    act(() => chooseTheme('light'));
    act(() => setSystem(true));
    expect(pageTheme()).toBe('light');
  });

  it('takes a choice made in another tab', async () => {
    fakeSystem(false);
    await renderShown();
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    act(() => { window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, storageArea: localStorage })); });
    expect(screen.getAllByText('dark dark')).toHaveLength(2);
    expect(pageTheme()).toBe('dark');
  });
});
