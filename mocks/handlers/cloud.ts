import { http, HttpResponse } from 'msw';
import { runJob } from '../run-job';
import { storeResult } from '../result-store';
import { codeChallenge, randomToken } from '../pkce';
import { forgetToken, keepToken, startAuthorisation, takeAuthorisation, tokenFor } from '../cloud-session';
import { cloudProviderApis, ProviderError, typeFromName } from '../cloud-providers';
import { EngineError } from '../../src/contract/errors';
import {
  CLOUD_CALLBACK_PATH, CLOUD_PROVIDER_IDS, CLOUD_PROVIDER_NAMES,
  type CloudAuthAnswer, type CloudDownloadAnswer, type CloudDownloadRequest, type CloudFilesAnswer, type CloudProviderId, type CloudTokenRequest,
} from '../../src/contract/cloud';
import { CLOUD_CONFIG_PATH, type CloudConfig, type CloudProviderConfig } from '../../src/contract/cloud-config';
import { DEFAULT_ACCEPT, DEFAULT_MAX_SIZE_MB, MB } from '../../src/contract/upload-rules';

// The /api/cloud/... calls (src/contract/cloud.ts). They talk to the user's provider with the user's
// own token, from this page: files come from the user's drive to this device, nothing goes anywhere.

let configLoad: Promise<CloudConfig> | undefined;

function loadConfig(origin: string): Promise<CloudConfig> {
  configLoad ??= fetch(new URL(CLOUD_CONFIG_PATH, origin)).then((response) => (response.ok ? response.json() : {}), () => ({}));
  return configLoad;
}

function providerOf(value: unknown): CloudProviderId {
  if (!CLOUD_PROVIDER_IDS.includes(value as CloudProviderId)) throw new EngineError('bad-params', `There is no cloud provider "${String(value)}".`);
  return value as CloudProviderId;
}

async function configured(request: Request, provider: CloudProviderId): Promise<CloudProviderConfig> {
  const config = (await loadConfig(request.url))[provider];
  if (!config) throw new EngineError('bad-params', `Cloud import from ${CLOUD_PROVIDER_NAMES[provider]} is not set up on this site.`);
  return config;
}

function connectedToken(provider: CloudProviderId): string {
  const token = tokenFor(provider);
  if (!token) throw new EngineError('bad-params', `Connect to ${CLOUD_PROVIDER_NAMES[provider]} first.`);
  return token;
}

/** A provider's refusal in the contract's words; a refused token is forgotten, so the next try connects again. */
function providerFailure(provider: CloudProviderId, error: unknown): never {
  if (error instanceof ProviderError) {
    if (error.status === 401) forgetToken(provider);
    throw new EngineError('engine-failed', `${CLOUD_PROVIDER_NAMES[provider]} refused the request (${error.status}).`);
  }
  if (error instanceof EngineError) throw error;
  if (error instanceof DOMException && error.name === 'AbortError') throw new EngineError('cancelled', 'The import was cancelled.');
  throw new EngineError('engine-failed', `${CLOUD_PROVIDER_NAMES[provider]} could not be reached. Check the connection and try again.`);
}

/** GET /api/cloud/{provider}/auth — the authorisation URL for the popup: code flow with PKCE (S256). */
const authHandler = http.get('/api/cloud/:provider/auth', ({ request, params }) => runJob(request, async () => {
  const provider = providerOf(params.provider);
  const config = await configured(request, provider);
  const verifier = randomToken();
  const state = randomToken();
  const redirectUri = new URL(CLOUD_CALLBACK_PATH, request.url).href;
  startAuthorisation(provider, { verifier, state, redirectUri });
  const url = new URL(config.authUrl);
  const query = {
    client_id: config.clientId, redirect_uri: redirectUri, response_type: 'code',
    code_challenge: await codeChallenge(verifier), code_challenge_method: 'S256', state,
    ...cloudProviderApis[provider].authParams,
  };
  Object.entries(query).forEach(([key, value]) => url.searchParams.set(key, value));
  return HttpResponse.json({ authUrl: url.href } satisfies CloudAuthAnswer);
}));

/** POST /api/cloud/{provider}/token — JSON {code, state} from the popup: exchanged for a token kept in memory. */
const tokenHandler = http.post('/api/cloud/:provider/token', ({ request, params }) => runJob(request, async () => {
  const provider = providerOf(params.provider);
  const config = await configured(request, provider);
  const { code, state } = await request.json() as Partial<CloudTokenRequest>;
  const authorisation = typeof state === 'string' ? takeAuthorisation(provider, state) : undefined;
  // A state we did not issue is someone else's code: refused, never exchanged.
  if (!authorisation || typeof code !== 'string' || !code) throw new EngineError('bad-params', `The answer from ${CLOUD_PROVIDER_NAMES[provider]} does not match this sign-in.`);
  let token: unknown;
  try {
    const response = await fetch(config.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code', code, client_id: config.clientId, redirect_uri: authorisation.redirectUri, code_verifier: authorisation.verifier,
      }),
      signal: request.signal,
    });
    if (!response.ok) throw new ProviderError(response.status);
    ({ access_token: token } = await response.json() as { access_token?: unknown });
  } catch (error) {
    providerFailure(provider, error);
  }
  if (typeof token !== 'string' || !token) throw new EngineError('engine-failed', `${CLOUD_PROVIDER_NAMES[provider]} gave no access token.`);
  keepToken(provider, token);
  return new HttpResponse(null, { status: 204 });
}));

/** GET /api/cloud/{provider}/files?accept=.pdf,application/pdf — the user's files the tool accepts. */
const filesHandler = http.get('/api/cloud/:provider/files', ({ request, params }) => runJob(request, async ({ signal }) => {
  const provider = providerOf(params.provider);
  const config = await configured(request, provider);
  const token = connectedToken(provider);
  const acceptParam = new URL(request.url).searchParams.get('accept');
  const accept = acceptParam ? acceptParam.split(',').filter(Boolean) : DEFAULT_ACCEPT;
  try {
    const files = await cloudProviderApis[provider].listFiles(config, token, accept, signal);
    return HttpResponse.json({ files } satisfies CloudFilesAnswer);
  } catch (error) {
    return providerFailure(provider, error);
  }
}));

/**
 * POST /api/cloud/{provider}/download?maxSizeMb=N — JSON {fileId|filePath, fileName}: the bytes
 * from the provider, counted in X-Job-Id progress, kept for GET /api/uploads/{filename}.
 */
const downloadHandler = http.post('/api/cloud/:provider/download', ({ request, params }) => runJob(request, async ({ signal, onProgress }) => {
  const provider = providerOf(params.provider);
  const config = await configured(request, provider);
  const token = connectedToken(provider);
  const body = await request.json() as Partial<CloudDownloadRequest>;
  if (typeof body.fileName !== 'string' || (typeof body.fileId !== 'string' && typeof body.filePath !== 'string')) {
    throw new EngineError('bad-params', 'Name the file to download (fileId or filePath, and fileName).');
  }
  const maxBytes = Number(new URL(request.url).searchParams.get('maxSizeMb') ?? DEFAULT_MAX_SIZE_MB) * MB;
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    const response = await cloudProviderApis[provider].download(config, token, body as CloudDownloadRequest, signal);
    const total = Number(response.headers.get('Content-Length') ?? 0);
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      // The size rule of a local file, checked while it arrives: a file too large is not fetched whole.
      if (received > maxBytes) {
        await reader.cancel();
        throw new EngineError('too-large', `${body.fileName} exceeds the maximum size of ${maxBytes / MB}MB.`);
      }
      chunks.push(value);
      onProgress(received, Math.max(total, received), 'download');
    }
  } catch (error) {
    providerFailure(provider, error);
  }
  const mimetype = typeFromName(body.fileName);
  const stored = storeResult(new Blob(chunks as BlobPart[], { type: mimetype }), body.fileName);
  const answer: CloudDownloadAnswer = { file: { filename: stored.filename, mimetype, size: received }, url: stored.url };
  return HttpResponse.json(answer);
}));

export default function cloudHandlers() {
  return [authHandler, tokenHandler, filesHandler, downloadHandler];
}

