// Everything the app loads comes from its own origin (ARCHITECTURE.md §5). This test fails the
// build when shipped source names a remote URL, so no CDN or tracker can creep in.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const shipped = ['src', 'workers', 'mocks', 'public', 'index.html', 'vite.config.ts', 'security-headers.ts'];
const skipped = new Set(['vendor', 'source', 'node_modules']);
// Names that are identifiers, not places to load from: XML namespaces (XMP's Dublin Core, PDF and XMP schemas among them), JSON Schema dialects, licence texts
// and the EPUB font-obfuscation algorithms' names (IDPF's and Adobe's).
// And the user's own cloud drives (src/contract/cloud-config.ts): their endpoints and the Drive scope
// are asked for only when the deployer set the provider up and the user connects; no code or data of
// the app comes from them.
const allowed = [
  /^https?:\/\/www\.w3\.org\//, /^http:\/\/purl\.org\/dc\/elements\/1\.1\/$/, /^http:\/\/ns\.adobe\.com\/(pdf\/1\.3|xap\/1\.0)\/$/, /^https:\/\/json-schema\.org\/draft\//, /^https?:\/\/localhost\b/, /^https?:\/\/127\.0\.0\.1\b/,
  /^http:\/\/www\.idpf\.org\/2008\/embedding$/, /^http:\/\/ns\.adobe\.com\/pdf\/enc#RC$/,
  /^https:\/\/(accounts\.google\.com|oauth2\.googleapis\.com|www\.googleapis\.com|www\.dropbox\.com|api\.dropboxapi\.com|content\.dropboxapi\.com)\//,
];

// Copyright notices quoted word for word from the fonts inside the Office converter, written into its
// FONTS.txt, and LibreOffice's own licence document (its links are to its projects' home pages; the
// descriptor test checks it loads nothing): text for people to read, never fetched.
const quotedNotices = new Set(['workers/office/font-licences.ts', 'workers/office/licences/LIBREOFFICE-LICENSE.html']);
// Tests are not shipped (an HTML sanitizer test names remote images on purpose).
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function files(path: string): string[] {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full).filter((name) => !skipped.has(name)).flatMap((name) => files(join(path, name)));
}

describe('shipped source', () => {
  it('names no remote URL', () => {
    const found: string[] = [];
    const scanned = shipped.flatMap(files)
      .filter((name) => /\.(tsx?|m?js|html|css|json|svg|webmanifest)$/.test(name) && !isTest(name) && !quotedNotices.has(relative(root, name)));
    for (const file of scanned) {
      for (const match of readFileSync(file, 'utf8').matchAll(/https?:\/\/[a-z0-9.-]+\.[a-z]{2,}[^\s'"`)]*/gi)) {
        if (!allowed.some((pattern) => pattern.test(match[0]))) found.push(`${relative(root, file)}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
