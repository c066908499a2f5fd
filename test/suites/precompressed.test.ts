// The app's server sends the build's brotli copies of large engine files to browsers that accept them.
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedFiles } from '../../scripts/precompressed';

const folder = mkdtempSync(join(tmpdir(), 'folio-precompressed-'));
const original = Buffer.from('WebAssembly '.repeat(10_000));
let server: Server;
let origin: string;

beforeAll(async () => {
  mkdirSync(join(folder, 'vendor', 'heavy'), { recursive: true });
  writeFileSync(join(folder, 'vendor', 'heavy', 'engine.wasm'), original);
  writeFileSync(join(folder, 'vendor', 'heavy', 'engine.wasm.br'), brotliCompressSync(original));
  writeFileSync(join(folder, 'vendor', 'heavy', 'plain.js'), 'plain');
  const serve = precompressedFiles(folder, { 'Cross-Origin-Embedder-Policy': 'require-corp' });
  server = createServer((request, response) => serve(request, response, () => {
    response.statusCode = 418;
    response.end('next');
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('precompressed engine files', () => {
  it('are sent as brotli to a browser that accepts it, with the type and the page’s isolation headers, and decode to the file', async () => {
    const response = await fetch(`${origin}/vendor/heavy/engine.wasm`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('application/wasm');
    expect(response.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(original.length / 10);
    // fetch decodes Content-Encoding, as the browser does.
    expect(Buffer.from(await response.arrayBuffer()).equals(original)).toBe(true);
  });

  it('are left to the static server when the browser does not accept brotli, when there is no copy, or outside the folder', async () => {
    const plainFetch = (path: string, encoding: string) => fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': encoding } });
    expect((await plainFetch('/vendor/heavy/engine.wasm', 'gzip')).status).toBe(418);
    expect((await plainFetch('/vendor/heavy/plain.js', 'br')).status).toBe(418);
    expect((await plainFetch('/vendor/heavy/missing.wasm', 'br')).status).toBe(418);
    expect((await plainFetch('/../etc/passwd', 'br')).status).toBe(418);
  });
});
