import { describe, expect, it } from 'vitest';
import { contentSecurityPolicies, contentSecurityPolicy } from '../../security-headers';
import { readFileSync } from 'node:fs';
import { workerDescriptors } from '../../workers/runtime/descriptors';
import { VARIANT_SCRIPT_SOURCES } from '../../scripts/variant-view-script';
import { THEME_SCRIPT_SOURCE } from '../../scripts/theme-script';

// As vite.config.ts builds it: from the workers' descriptors.
const contentSecurityPolicyFor = contentSecurityPolicies(workerDescriptors);

const scriptSources = (policy: string) => /script-src ([^;]*)/.exec(policy)![1].split(' ');

describe('the content security policy', () => {
  it('allows scripts from our origin only (and WASM, and the page\'s three inline scripts by their hashes) for the page and every other file', () => {
    for (const path of ['/', '/background-remover', '/assets/index-abc.js', '/assets/document.worker-abc.js', '/assets/background-assets-x.js']) {
      expect(contentSecurityPolicyFor(path)).toBe(contentSecurityPolicy);
    }
    expect(scriptSources(contentSecurityPolicy)).toEqual(["'self'", "'wasm-unsafe-eval'", THEME_SCRIPT_SOURCE, ...VARIANT_SCRIPT_SOURCES]);
  });

  it('is the policy the README tells hosts to send', () => {
    expect(readFileSync(new URL('../../README.md', import.meta.url), 'utf8')).toContain(`Content-Security-Policy: ${contentSecurityPolicy}\n`);
  });

  it('lets only the background worker import blob: scripts', () => {
    const policy = contentSecurityPolicyFor('/assets/background.worker-C6yQ_7-E.js');
    expect(scriptSources(policy)).toEqual(["'self'", "'wasm-unsafe-eval'", 'blob:']);
    // Everything else stays as strict as the page's.
    expect(policy.replace(/script-src [^;]*/, '')).toBe(contentSecurityPolicy.replace(/script-src [^;]*/, ''));
  });

  it('lets the office worker and LibreOffice’s own scripts evaluate library-built code, and nothing else under its folder', () => {
    const office = '/vendor/heavy/libreoffice/2.7.2/';
    for (const path of ['/assets/office.worker-Bx1_9.js', `${office}soffice.js`, `${office}browser.worker.global.js`]) {
      expect(scriptSources(contentSecurityPolicyFor(path)), path).toEqual(["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"]);
    }
    for (const path of [`${office}soffice.wasm`, `${office}sub/x.js`, '/vendor/heavy/other/soffice.js', '/convert-to-pdf']) {
      expect(contentSecurityPolicyFor(path), path).toBe(contentSecurityPolicy);
    }
  });
});
