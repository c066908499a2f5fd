import { useEffect } from 'react';

// When a screen swaps views (the drop area gives way to the chosen file, the file card to the drop
// area, the Run button is disabled while a job runs), the element holding the focus leaves or stops
// being focusable, and the browser drops the focus to <body>: a keyboard user starts again from
// "Skip to content". The element a view marks as its landing takes the focus then, and only then:
// never on page load, never from an element that is still there, never across a move to another page.

/** Put on the root of a page: focus lost inside it may land elsewhere inside it, never in the next page. */
export const focusScope = { 'data-focus-scope': '' } as const;
const SCOPE_SELECTOR = '[data-focus-scope]';

// The browser says nothing when the focused element leaves the page, so where the focus last was is
// kept from the focusin events, with the page it was in at that moment.
let lastFocused: { element: Element; scope: Element | null } | undefined;
let tracking = false;

function trackFocus(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener('focusin', (event) => {
    const element = event.target as Element;
    lastFocused = { element, scope: element.closest(SCOPE_SELECTOR) };
  });
}

/** The focus was taken from an element of the landing's page by the page itself, not moved by the person. */
function focusWasLost(landing: HTMLElement): boolean {
  const scope = landing.closest(SCOPE_SELECTOR);
  if (!scope) return false;
  const active = document.activeElement;
  // Just disabled (the Run button of a job that starts): the browser will drop its focus in a moment.
  if (active && active !== document.body) return active.matches(':disabled') && scope.contains(active);
  if (!lastFocused || lastFocused.scope !== scope) return false;
  return !lastFocused.element.isConnected || lastFocused.element.matches(':disabled');
}

/** Moves the focus to `element` (without scrolling) if the page has just lost it; says whether it did. */
export function takeFocusIfLost(element: HTMLElement | null): boolean {
  if (!element || !focusWasLost(element)) return false;
  element.focus({ preventScroll: true });
  return true;
}

/**
 * A ref callback: the element takes the focus when it appears because the focused element went away.
 * A callback, not an effect: a view that comes back inside the same component (the drop area after the
 * last file is removed) lands as well as one just mounted.
 */
export function focusLanding(element: HTMLElement | null): void {
  trackFocus();
  takeFocusIfLost(element);
}

/** Starts the focus tracking with the page, before anything on it is focused. */
export function useFocusTracking(): void {
  useEffect(trackFocus, []);
}
