import { useSyncExternalStore } from 'react';
import { DARK_QUERY, applyTheme, saveThemeChoice, savedThemeChoice, themeOf, type Theme, type ThemeChoice } from './theme-choice';

interface ThemeState {
  choice: ThemeChoice;
  theme: Theme;
}

// One store for the page: the header's toggle, the footer's and the menu's switches show the same choice.
const listeners = new Set<() => void>();
let state: ThemeState | undefined;
/**
 * What the prerendered page's switches show (no storage or system in Node): "System" and the light theme's
 * button. The page's colours are already right then (the head script); the switches catch up when the app runs.
 */
const PRERENDERED: ThemeState = { choice: 'system', theme: 'light' };

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};
const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

const stateOf = (choice: ThemeChoice): ThemeState => ({ choice, theme: themeOf(choice, systemPrefersDark()) });

function update(choice: ThemeChoice) {
  state = stateOf(choice);
  applyTheme(document.documentElement, state.theme);
  for (const listener of listeners) listener();
}

function current(): ThemeState {
  state ??= stateOf(savedThemeChoice(storage()));
  return state;
}

let watching = false;

function subscribe(listener: () => void) {
  if (!watching) watchSystemAndOtherTabs();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sets the page's theme once from the app too (a host whose Content-Security-Policy lacks the head script's hash
 * would block it), then follows the system's theme while the choice is 'system', and a choice made in another tab.
 */
function watchSystemAndOtherTabs() {
  watching = true;
  applyTheme(document.documentElement, current().theme);
  window.matchMedia(DARK_QUERY).addEventListener('change', () => update(current().choice));
  window.addEventListener('storage', (event) => {
    if (event.storageArea === storage()) update(savedThemeChoice(storage()));
  });
}

/** Keeps the choice on the device and shows it at once. */
export function chooseTheme(choice: ThemeChoice): void {
  saveThemeChoice(storage(), choice);
  update(choice);
}

/** The visitor's theme choice and the theme it gives now. */
export function useThemeChoice(): ThemeState {
  return useSyncExternalStore(subscribe, current, () => PRERENDERED);
}
