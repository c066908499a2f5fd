// An emulated cloud provider for the cloud import tests: the OAuth 2 authorise and token endpoints
// (authorisation code with PKCE S256, as Google and Dropbox implement it) and the list and download
// endpoints the app calls (Drive v3 files.list / files.get?alt=media, Dropbox files/list_folder and
// files/download). The app's build is pointed at it; the shipped app never is.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, statSync } from 'node:fs';

export interface EmulatedFile {
  name: string;
  /** On disk; none: the download fails with 500. */
  path?: string;
  mimeType: string;
}

export interface ProviderCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: Record<string, string>;
  authorization?: string;
}

export interface EmulatedProvider {
  origin: string;
  calls: ProviderCall[];
  /** Every token given so far stops working, as when the user revokes the app's access. */
  revokeTokens: () => void;
  close: () => Promise<void>;
}

const CLIENT_IDS = new Set(['folio-test-drive', 'folio-test-dropbox']);
const base64Url = (bytes: Buffer) => bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => { body += chunk; });
    request.on('end', () => resolve(body));
  });
}

export async function startEmulatedProvider(port: number, drive: Array<EmulatedFile & { id: string }>, dropbox: Array<EmulatedFile & { path_lower: string }>): Promise<EmulatedProvider> {
  const codes = new Map<string, { challenge: string; clientId: string; redirectUri: string }>();
  const tokens = new Set<string>();
  const calls: ProviderCall[] = [];

  const send = (response: ServerResponse, status: number, body: string | Buffer, type = 'application/json') => {
    response.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
    response.end(body);
  };
  const authorised = (request: IncomingMessage) => tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''));
  const sendFile = (response: ServerResponse, file: EmulatedFile | undefined) => {
    if (!file) return send(response, 404, '{"error":"not_found"}');
    if (!file.path) return send(response, 500, '{"error":"internal"}');
    return send(response, 200, readFileSync(file.path), file.mimeType);
  };
  const fileFacts = (file: EmulatedFile) => ({ size: file.path ? statSync(file.path).size : 1024, modified: '2026-11-02T10:00:00Z' });

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://localhost:${port}`);
    // The app calls the APIs from its own origin: cross-origin requests, with CORS as the real services answer.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Dropbox-API-Arg');
    response.setHeader('Access-Control-Expose-Headers', 'Content-Length');
    if (request.method === 'OPTIONS') return send(response, 204, '');
    const raw = request.method === 'POST' ? await readBody(request) : '';
    const body = request.headers['content-type']?.includes('x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(raw)) : undefined;
    calls.push({ method: request.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body, authorization: request.headers.authorization });

    if (url.pathname === '/authorize') {
      const query = Object.fromEntries(url.searchParams);
      if (!CLIENT_IDS.has(query.client_id) || query.response_type !== 'code' || query.code_challenge_method !== 'S256' || !query.code_challenge) {
        return send(response, 400, 'invalid_request', 'text/plain');
      }
      const code = base64Url(randomBytes(16));
      codes.set(code, { challenge: query.code_challenge, clientId: query.client_id, redirectUri: query.redirect_uri });
      const back = (params: Record<string, string>) => `${query.redirect_uri}?${new URLSearchParams({ ...params, state: query.state })}`;
      return send(response, 200, `<!doctype html><title>Emulated provider</title><h1>Allow Folio to read your files?</h1>
        <a href="${back({ code })}">Allow</a> <a href="${back({ error: 'access_denied' })}">Deny</a>`, 'text/html');
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const grant = body && codes.get(body.code);
      codes.delete(body?.code ?? '');
      const verified = grant && body.grant_type === 'authorization_code' && body.client_id === grant.clientId && body.redirect_uri === grant.redirectUri
        && base64Url(createHash('sha256').update(body.code_verifier ?? '').digest()) === grant.challenge;
      if (!verified) return send(response, 400, '{"error":"invalid_grant"}');
      const token = base64Url(randomBytes(16));
      tokens.add(token);
      return send(response, 200, JSON.stringify({ access_token: token, token_type: 'bearer', expires_in: 3600 }));
    }
    if (!authorised(request)) return send(response, 401, '{"error":"invalid_token"}');

    if (url.pathname === '/drive/v3/files') {
      // Only the MIME clauses of q matter here: `mimeType = 'x'` and `mimeType contains 'x'`.
      const q = url.searchParams.get('q') ?? '';
      const exact = [...q.matchAll(/mimeType = '([^']+)'/g)].map((match) => match[1]);
      const prefixes = [...q.matchAll(/mimeType contains '([^']+)'/g)].map((match) => match[1]);
      const files = drive.filter((file) => exact.includes(file.mimeType) || prefixes.some((prefix) => file.mimeType.startsWith(prefix)))
        .map((file) => ({ id: file.id, name: file.name, mimeType: file.mimeType, size: String(fileFacts(file).size), modifiedTime: fileFacts(file).modified }));
      return send(response, 200, JSON.stringify({ files }));
    }
    const driveFile = /^\/drive\/v3\/files\/([^/]+)$/.exec(url.pathname);
    if (driveFile && url.searchParams.get('alt') === 'media') return sendFile(response, drive.find((file) => file.id === decodeURIComponent(driveFile[1])));
    if (url.pathname === '/dropbox/2/files/list_folder' && request.method === 'POST') {
      const entries = [
        { '.tag': 'folder', name: 'Documents', path_lower: '/documents' },
        ...dropbox.map((file) => ({ '.tag': 'file', name: file.name, path_lower: file.path_lower, size: fileFacts(file).size, server_modified: fileFacts(file).modified })),
      ];
      return send(response, 200, JSON.stringify({ entries, has_more: false }));
    }
    if (url.pathname === '/dropbox-content/2/files/download' && request.method === 'POST') {
      const { path } = JSON.parse(String(request.headers['dropbox-api-arg'] ?? '{}')) as { path?: string };
      return sendFile(response, dropbox.find((file) => file.path_lower === path));
    }
    return send(response, 404, '{"error":"not_found"}');
  });
  // Port 0: any free port (the unit tests); the origin names the one given.
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${listening}`,
    calls,
    revokeTokens: () => tokens.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
