// @pdf-lib/fontkit's shapers for Indic and other complex scripts (e.g. Devanagari, which Noto
// Sans covers) were built with Babel's generator transform and call a global
// `regeneratorRuntime` that the package does not ship. Provide it before fontkit is used.
import regeneratorRuntime from 'regenerator-runtime';
import fontkit from '@pdf-lib/fontkit';

const scope = globalThis as { regeneratorRuntime?: unknown };
scope.regeneratorRuntime ??= regeneratorRuntime;

export { fontkit };
