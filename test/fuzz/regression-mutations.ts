// Mutations that once escaped the safety net as raw exceptions (found by the fuzz test's first
// runs, before the fixes), kept with what each engine must now answer. Each is named by its source
// and seed, and pinned by the SHA-256 of its bytes: repeatable without storing the damaged files.
// Before: pdf-lib's "Expected instance of PDFDict, but got instance of PDFInvalidObject" while
// copying pages (split, merge and the other page tools), pdf.js's "Bad encoding in flate stream"
// while reading a page's text, MuPDF's "malformed page tree" and "object is not a stream" while
// compressing, and qpdf refusing to linearize what MuPDF rebuilt.
import type { MutationKind } from './mutate-pdf';

export interface RegressionMutation {
  source: string;
  seed: number;
  kind: MutationKind;
  sha256: string;
  /** Engine run name → 'result', or 'error:<code>'. */
  outcomes: Record<string, string>;
}

export const regressionMutations: RegressionMutation[] = [
  { source: 'pdfa-1b-01.pdf', seed: 8, kind: 'bytes-changed', sha256: '940c9ddc47d1d2bcb2cdbea22764605366bbbf6d8195b3aa29f95ff81c2fa1d1', outcomes: { 'extract-text': 'error:corrupt' } },
  { source: 'multipage-outline-links-4p.pdf', seed: 31, kind: 'chunk-deleted', sha256: 'c4dd2dd1d35f25a2b947b29e83a3bbb3c3655a3643a014b079d8e81e6935e9ee', outcomes: { 'extract-text': 'error:corrupt' } },
  { source: 'pdfa-1b-01.pdf', seed: 35, kind: 'bytes-changed', sha256: 'ebe6584975b9e1f70f28b1d4a1560493daf86731e49c455ef4ddeebe1bac3e50', outcomes: { optimize: 'error:corrupt' } },
  { source: 'pdfa-1b-01.pdf', seed: 56, kind: 'bytes-changed', sha256: 'f3d1eb2a8c11fb60b5846be277908ee6621a91c1bd8da779c715b38cabb09c47', outcomes: { compress: 'error:corrupt', optimize: 'error:corrupt' } },
  // The same file through the editor's engines: MuPDF's "malformed page tree" on loading a page escaped the editor raw.
  { source: 'pdfa-1b-01.pdf', seed: 56, kind: 'bytes-changed', sha256: 'f3d1eb2a8c11fb60b5846be277908ee6621a91c1bd8da779c715b38cabb09c47', outcomes: { edit: 'error:corrupt', 'find-text': 'error:corrupt', 'form-fields': 'error:corrupt', 'file-annotations': 'error:corrupt', compare: 'error:corrupt', protect: 'result', unlock: 'result' } },
  { source: 'form-acroform-irs1040-prefilled.pdf', seed: 90, kind: 'bytes-changed', sha256: '30f8f4f5cfe0536e8f2ea5d7aae7a178e9085ac194194285e657a8a3e0479d68', outcomes: { split: 'result', merge: 'result', organize: 'result', 'page-numbers': 'result' } },
  { source: 'form-acroform-irs1040-prefilled.pdf', seed: 96, kind: 'bytes-changed', sha256: 'c986cef0e2862ab064149a21d4a0a2a837e42855e1c30811e4057ae5a0c909fc', outcomes: { split: 'result', merge: 'result' } },
  { source: 'pdfa-1b-01.pdf', seed: 101, kind: 'bytes-changed', sha256: '4736fdab717c87fa8f6b20f3a480c825fdbc73a7bc340783c8dbb2dbda08e1e8', outcomes: { 'page-numbers': 'error:corrupt', watermark: 'error:corrupt' } },
  { source: 'pdfa-1b-01.pdf', seed: 110, kind: 'bytes-changed', sha256: '7a537326ff31340a397a0e5358c019b1dd4273931a4f1289804f9ab34f37e784', outcomes: { optimize: 'error:corrupt', 'extract-text': 'error:corrupt' } },
  { source: 'form-acroform-irs1040-prefilled.pdf', seed: 135, kind: 'bytes-changed', sha256: '2f7accb2d781469da0a20b2c7d3688d4f723df061c3914342168772d2189a172', outcomes: { split: 'error:corrupt', merge: 'error:corrupt' } },
  { source: 'multipage-outline-links-4p.pdf', seed: 166, kind: 'chunk-deleted', sha256: '3afadfaa1c8df700e83fa68b3e880c3f85052c55869f2cb036d9d52b389a5f31', outcomes: { optimize: 'error:corrupt' } },
  { source: 'pdfa-1b-01.pdf', seed: 185, kind: 'chunk-duplicated', sha256: 'aadb1a39ea8c724e7116a1be060a69a897555f29812c13460c18a6ecadde4107', outcomes: { 'extract-text': 'error:corrupt' } },
  { source: 'form-acroform-irs1040-prefilled.pdf', seed: 189, kind: 'bytes-changed', sha256: '337c410a3208c3e5ff4c0d6ab1d3197b8e0fb986f3571a0d8cae726f06d413f9', outcomes: { split: 'result', merge: 'result' } },
  { source: 'form-acroform-irs1040-prefilled.pdf', seed: 192, kind: 'bytes-changed', sha256: '6ffa55867ec2c74871f5ffcb4dee3244ba9eba2bfe53c5724f7c061a7819ec7f', outcomes: { split: 'result', merge: 'result' } },
];
