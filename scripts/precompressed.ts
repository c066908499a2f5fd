// The app's server (vite preview, `npm start`) sends the brotli copies the build wrote beside large
// engine files (asset groups marked `compressed`): `/vendor/heavy/…/soffice.wasm` is answered from
// `soffice.wasm.br` with Content-Encoding: br when the browser accepts it. The browser decodes it, so
// every reader (fetch, the service worker's cache) sees the original bytes. Other hosts can do the
// same with their own precompressed-file support (nginx brotli_static, most static hosts do it).
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.wasm': 'application/wasm',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

export type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Serves `<path>.br` from `folder` for GET requests that accept br; anything else goes on to `next`. */
export function precompressedFiles(folder: string, headers: Record<string, string>): Middleware {
  return (request, response, next) => {
    const accepts = String(request.headers['accept-encoding'] ?? '').split(',').some((coding) => coding.trim().split(';')[0] === 'br');
    if (request.method !== 'GET' || !accepts || request.headers.range) return next();
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(folder, path));
    // Never outside the served folder.
    if (!file.startsWith(folder.endsWith(sep) ? folder : folder + sep)) return next();
    const compressed = `${file}.br`;
    if (!existsSync(compressed) || !existsSync(file)) return next();
    response.statusCode = 200;
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    response.setHeader('Content-Encoding', 'br');
    response.setHeader('Content-Length', statSync(compressed).size);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Cache-Control', 'no-cache');
    createReadStream(compressed).pipe(response);
  };
}
