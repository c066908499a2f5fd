import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { mupdfFacts } from '../../test/readers/mupdf-checks';
import type { FileAnnotationsAnswer } from '../../src/contract/file-annotations';
import { editedPdf } from '../../test/fixtures/edited-pdf';
import { findResultByUrl } from '../result-store';

const outline = corpusFile('multipage-outline-links-4p.pdf');

describe('POST /api/file-annotations', () => {
  it('lists the square of a file and answers the backdrop without it, links kept', async () => {
    const { bytes } = await editedPdf({
      file: outline, images: {}, edits: {
        flatten: false, pages: [],
        items: [{ kind: 'rectangle', id: 'r', page: 1, x: 60, y: 300, width: 100, height: 80, strokeColor: '#ff0000', fillColor: 'none', strokeWidth: 2, opacity: 1 }],
      },
    });
    const response = await callLocalApi('/api/file-annotations', { method: 'POST', body: formWithFiles([pdfFile({ name: 'boxed.pdf', bytes })]) });
    expect(response.status).toBe(200);
    const answer = await response.json() as FileAnnotationsAnswer;
    expect(answer.annotations.map((annotation) => annotation.kind)).toEqual(['Square']);
    const backdrop = new Uint8Array(await findResultByUrl(answer.backdropUrl!)!.blob.arrayBuffer());
    expect(mupdfFacts(backdrop).annotations).toBe(mupdfFacts(outline.bytes).annotations);
    expect(mupdfFacts(bytes).annotations).toBe(mupdfFacts(outline.bytes).annotations + 1);
  });

  it('refuses an edit that removes an annotation on a page the file does not have', async () => {
    const form = formWithFiles([pdfFile(outline)]);
    form.append('edits', JSON.stringify({ items: [], pages: [], flatten: false, removeAnnotations: [{ page: 9, object: 12 }] }));
    const response = await callLocalApi('/api/edit-pdf', { method: 'POST', body: form });
    expect(response.status).toBe(400);
  });
});
