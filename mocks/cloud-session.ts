// What the local API keeps of a cloud connection, in this page's memory only (never stored): the
// PKCE verifier and state of the authorisation under way, and the access token once given. A reload
// forgets both; the user connects again.
import type { CloudProviderId } from '../src/contract/cloud';

interface PendingAuthorisation {
  verifier: string;
  state: string;
  redirectUri: string;
}

const pending = new Map<CloudProviderId, PendingAuthorisation>();
const tokens = new Map<CloudProviderId, string>();

export function startAuthorisation(provider: CloudProviderId, authorisation: PendingAuthorisation): void {
  pending.set(provider, authorisation);
  tokens.delete(provider);
}

/** The authorisation whose state this is, taken (a code is exchanged once). */
export function takeAuthorisation(provider: CloudProviderId, state: string): PendingAuthorisation | undefined {
  const found = pending.get(provider);
  if (!found || found.state !== state) return undefined;
  pending.delete(provider);
  return found;
}

export function keepToken(provider: CloudProviderId, token: string): void {
  tokens.set(provider, token);
}

export function tokenFor(provider: CloudProviderId): string | undefined {
  return tokens.get(provider);
}

export function forgetToken(provider: CloudProviderId): void {
  tokens.delete(provider);
}
