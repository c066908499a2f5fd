// What a tool screen keeps for the visit beside its files, per route and in this page's memory only:
// the order the person gave the files, the files the last pick refused. A screen that is left and
// come back to (Back, Forward) finds them as they were; another tool has its own.
import { useCallback } from 'react';
import { create } from 'zustand';
import { useRouteScope } from './route-scope';

const useMemory = create<{ values: Readonly<Record<string, unknown>> }>(() => ({ values: {} }));

const keyOf = (route: string, name: string) => `${route}#${name}`;

/**
 * Like useState, but kept with the route: every component of the route that asks for `name` shares
 * the value, and it outlives the screen until the page is closed. `initial` should be a constant.
 */
export function useRouteMemory<T>(name: string, initial: T): [T, (value: T) => void] {
  const key = keyOf(useRouteScope(), name);
  const value = useMemory((state) => (key in state.values ? state.values[key] as T : initial));
  const set = useCallback((next: T) => useMemory.setState((state) => ({ values: { ...state.values, [key]: next } })), [key]);
  return [value, set];
}
