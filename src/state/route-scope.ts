// Which route a piece of the screen belongs to. What a tool keeps for the visit (its files, the order
// the person gave them, the files its last pick refused) is kept per route, so Back returns to a tool
// as it was left and a tool never shows another tool's files. Set by src/app/ToolScreenRoute.tsx.
import { createContext, useContext } from 'react';
import type { SignaturePolicy } from '../contract/digital-signature';

/** The route's key: its path ('/split-pdf'); the variants of a route (its `?type=`) share it. */
export const RouteScope = createContext('');

export function useRouteScope(): string {
  return useContext(RouteScope);
}


/** The route's policy: the card of a signed PDF says it before the run. */
export const RouteSignatures = createContext<SignaturePolicy>('rewritten');

export function useRouteSignatures(): SignaturePolicy {
  return useContext(RouteSignatures);
}
