// The timestamp authority a signature may ask for a PAdES B-T timestamp, set by the deployer at
// build time (VITE_TIMESTAMP_URL, README "Timestamps"); none by default. Only the hash of a
// signature is ever sent there, and only when the person ticks the box.
export const TIMESTAMP_URL_VARIABLE = 'VITE_TIMESTAMP_URL';

/** The authority's URL from build-time variables: https, or http on this machine (tests); else none. */
export function timestampAuthorityFrom(env: Record<string, string | undefined>): string | undefined {
  const text = env[TIMESTAMP_URL_VARIABLE]?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return url.protocol === 'https:' || (url.protocol === 'http:' && local) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The authority this build was set up with (Vite writes the variable into the bundle). */
export function configuredTimestampAuthority(): string | undefined {
  return timestampAuthorityFrom((import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env ?? {});
}

/** The origin connect-src must name for it: nothing when none is set up. */
export function timestampConnectOrigins(env: Record<string, string | undefined>): string[] {
  const url = timestampAuthorityFrom(env);
  return url ? [new URL(url).origin] : [];
}
