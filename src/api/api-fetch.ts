// api.fetch: the one door to the spec's call table. In the shipped app the calls are answered
// in this page by the local API (mocks/), which hands the work to Web Workers; no file leaves
// the device. With VITE_API_BASE set, the same calls go to a server implementing the contract.
import type { RequestHandler } from 'msw';
import { InPageRequest } from './in-page-request';

const apiBase: string | undefined = import.meta.env.VITE_API_BASE;
let localHandlers: Promise<RequestHandler[]> | undefined;

function loadLocalHandlers(): Promise<RequestHandler[]> {
  // Loaded on the first call, so the engines' code stays out of the first paint.
  localHandlers ??= Promise.all([import('msw'), import('../../mocks/browser-local-api')]).then(([, module]) => module.browserHandlers);
  return localHandlers;
}

/** Signs that a person is about to use the page (a pointer moving, a touch, a key, a dragged file). */
const FIRST_INTERACTION = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'dragenter', 'focusin'] as const;

/**
 * The local API's progress bus (a few lines, no engines), for src/api/job-progress.ts; none when
 * the calls go to a server (VITE_API_BASE).
 */
export async function loadLocalProgress(): Promise<typeof import('../../mocks/job-progress') | undefined> {
  return apiBase ? undefined : import('../../mocks/job-progress');
}

/**
 * Loads the local API's code ahead of the first call: parsing it on the first click would be one long
 * main-thread task just as the job starts. It waits for the person's first interaction, then for an
 * idle moment, so its 0.5 MB stay out of the page's load (first paint, largest paint, blocking time).
 */
export function preloadLocalApi(): void {
  if (apiBase || localHandlers) return;
  const load = () => void loadLocalHandlers().catch(() => undefined);
  const loadWhenIdle = () => {
    for (const type of FIRST_INTERACTION) removeEventListener(type, loadWhenIdle, true);
    if ('requestIdleCallback' in globalThis) requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load, 200);
  };
  for (const type of FIRST_INTERACTION) addEventListener(type, loadWhenIdle, { capture: true, passive: true });
}

export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  if (apiBase) return fetch(new URL(path, apiBase), { ...init, credentials: 'include' });
  const request = new InPageRequest(new URL(path, location.origin), init);
  const { getResponse } = await import('msw');
  const response = await getResponse(await loadLocalHandlers(), request, { baseUrl: location.origin });
  return response ?? new Response(`There is no ${request.method} ${new URL(request.url).pathname} in the local API.`, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Error-Code': 'bad-params' },
  });
}
