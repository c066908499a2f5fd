// The local API as the app loads it (lazily, from src/api/api-fetch.ts): the handlers, answered by
// the Web Workers.
import { browserEngines } from '../workers/runtime/browser-engines';
import { localApiHandlers } from './local-api';

export const browserHandlers = localApiHandlers(browserEngines);
