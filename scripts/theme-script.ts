// Puts the theme's head script (src/app/theme/theme-choice.ts) into every page's head, before the body and the
// app: a visitor who chose dark, or whose system is dark, never sees a light first paint. The page's
// Content-Security-Policy allows it by its hash (security-headers.ts).
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { THEME_HEAD_SCRIPT } from '../src/app/theme/theme-choice.ts';

export const THEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_HEAD_SCRIPT).digest('base64')}'`;

export function themeHeadScript(): Plugin {
  return {
    name: 'folio:theme-head-script',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_HEAD_SCRIPT, injectTo: 'head-prepend' }],
  };
}
