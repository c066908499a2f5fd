// Which cloud drives this site may import from, set by the deployer at build time (README, "Cloud
// import"): each provider's OAuth client ID, and its endpoints (the real services' by default; tests
// point them at an emulated provider). The build writes the result to /cloud-config.json; without a
// client ID a provider is not set up, and the app says so instead of offering a button that cannot work.
import type { CloudProviderId } from './cloud';

export interface CloudProviderConfig {
  clientId: string;
  /** The page the popup opens (authorisation code with PKCE). */
  authUrl: string;
  /** Code → token. */
  tokenUrl: string;
  /** The REST API (Drive v3; Dropbox's RPC endpoints). */
  apiUrl: string;
  /** Dropbox's content endpoints (downloads); Drive downloads through apiUrl. */
  contentUrl: string;
}

export type CloudConfig = Partial<Record<CloudProviderId, CloudProviderConfig>>;

/** The config file the build writes, beside index.html. */
export const CLOUD_CONFIG_PATH = '/cloud-config.json';

// The real services' endpoints, used when the deployer sets only a client ID.
const DEFAULTS: Record<CloudProviderId, Omit<CloudProviderConfig, 'clientId'> & { prefix: string }> = {
  'google-drive': {
    prefix: 'VITE_GOOGLE_DRIVE',
    authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    apiUrl: 'https://www.googleapis.com/drive/v3',
    contentUrl: 'https://www.googleapis.com/drive/v3',
  },
  dropbox: {
    prefix: 'VITE_DROPBOX',
    authUrl: 'https://www.dropbox.com/oauth2/authorize',
    tokenUrl: 'https://api.dropboxapi.com/oauth2/token',
    apiUrl: 'https://api.dropboxapi.com/2',
    contentUrl: 'https://content.dropboxapi.com/2',
  },
};

/**
 * The config from build-time variables: VITE_GOOGLE_DRIVE_CLIENT_ID, VITE_DROPBOX_CLIENT_ID, and
 * optionally <prefix>_AUTH_URL, _TOKEN_URL, _API_URL, _CONTENT_URL.
 */
export function cloudConfigFrom(env: Record<string, string | undefined>): CloudConfig {
  const config: CloudConfig = {};
  for (const [provider, { prefix, ...urls }] of Object.entries(DEFAULTS) as Array<[CloudProviderId, (typeof DEFAULTS)[CloudProviderId]]>) {
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
    if (!clientId) continue;
    config[provider] = {
      clientId,
      authUrl: env[`${prefix}_AUTH_URL`] || urls.authUrl,
      tokenUrl: env[`${prefix}_TOKEN_URL`] || urls.tokenUrl,
      apiUrl: env[`${prefix}_API_URL`] || urls.apiUrl,
      contentUrl: env[`${prefix}_CONTENT_URL`] || urls.contentUrl,
    };
  }
  return config;
}

/** The origins the app fetches from for the configured providers: what connect-src must name, and nothing more. */
export function cloudConnectOrigins(config: CloudConfig): string[] {
  const origins = Object.values(config).flatMap((provider) => [provider.tokenUrl, provider.apiUrl, provider.contentUrl].map((url) => new URL(url).origin));
  return [...new Set(origins)];
}
