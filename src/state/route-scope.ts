// Which route a piece of the screen belongs to. What a tool keeps for the visit (its files, the order
// the person gave them, the files its last pick refused) is kept per route, so Back returns to a tool
// as it was left and a tool never shows another tool's files. Set by src/app/ToolScreenRoute.tsx.
import { createContext, useContext } from 'react';

/** The route's key: its path ('/split-pdf'); the variants of a route (its `?type=`) share it. */
export const RouteScope = createContext('');

export function useRouteScope(): string {
  return useContext(RouteScope);
}

/**
 * Whether the route's tool leaves digital signatures valid (ToolDefinition.keepsSignatures): where it
 * does not, the card of a signed PDF warns before the run.
 */
export const KeepsSignatures = createContext(false);

export function useKeepsSignatures(): boolean {
  return useContext(KeepsSignatures);
}
