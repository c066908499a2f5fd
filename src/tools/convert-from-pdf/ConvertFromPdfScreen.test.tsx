// @vitest-environment happy-dom
// One guide per page: the OCR and PDF/A tabs show their own guide instead of the screen's 'How to
// convert a PDF' (whose FAQ sends scans to OCR), the converting tabs show the screen's. Rendered as
// the build prerenders each variant.
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { variantFor } from '../tool-definition';
import ConvertFromPdfScreen from './ConvertFromPdfScreen';
import { tool } from './tool';

function guideHeadings(type: string): string[] {
  const html = renderToString(
    <MemoryRouter initialEntries={[`/convert-from-pdf?type=${type}`]}>
      <ConvertFromPdfScreen tool={tool} variant={variantFor(tool, type)} />
    </MemoryRouter>,
  );
  return [...html.matchAll(/<h2 id="tool-guide"[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);
}

describe('the guide of Convert from PDF', () => {
  it.each([
    ['ocr', 'How to make a scanned PDF searchable'],
    ['pdfa', 'How to convert a PDF to PDF/A'],
    ['jpg', 'How to convert a PDF'],
    ['word', 'How to convert a PDF'],
    ['json', 'How to convert a PDF'],
  ])('?type=%s shows one guide: “%s”', (type, heading) => {
    expect(guideHeadings(type)).toEqual([heading]);
  });
});
