// The local API (the spec's call table): every handler in ./handlers, each answering one call.
// A handler module default-exports `(engines) => handler(s)`, so adding a call is adding its file.
import type { RequestHandler } from 'msw';
import type { LocalEngines } from './local-engines';

export type HandlerFactory = (engines: LocalEngines) => RequestHandler | RequestHandler[];

const factories = import.meta.glob<HandlerFactory>(['./handlers/*.ts', '!./handlers/*.test.ts'], { eager: true, import: 'default' });

export function localApiHandlers(engines: LocalEngines): RequestHandler[] {
  return Object.values(factories).flatMap((create) => create(engines));
}
