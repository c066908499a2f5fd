import { describe, expect, it } from 'vitest';
import { callLocalApi, openPreview, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';
import { popplerText } from '../../test/readers/poppler-readers';
import { pageTextPath, type PageTextAnswer } from '../../src/contract/page-text';

describe('GET /api/previews/{id}/pages/{n}/text', () => {
  it('answers the lines of one page with their font, size and colour, the words pdftotext reads', async () => {
    const report = corpusFile('report-sidebar-libreoffice.pdf');
    const id = await openPreview(pdfFile(report));
    const answer: PageTextAnswer = await (await callLocalApi(pageTextPath(id, 1))).json();
    expect(answer.scanned).toBe(false);
    const title = answer.lines.find((line) => line.text.startsWith('Northern Rail Freight'))!;
    expect(title).toMatchObject({ fontName: 'LiberationSans-Bold', family: 'sans', bold: true, italic: false, color: '#000000' });
    expect(title.fontSize).toBeCloseTo(20, 1);
    const words = (text: string) => text.split(/\s+/).filter(Boolean).sort();
    expect(words(answer.lines.map((line) => line.text).join(' '))).toEqual(words(popplerText(report.bytes, 1)));
    expect(answer.lines.every((line) => line.refused === undefined)).toBe(true);
  });

  it('reads a file that needs a password with the one that opened its preview', async () => {
    const id = await openPreview(pdfFile(corpusFile('encrypted-userpw-01.pdf')), 'openpassword');
    const answer: PageTextAnswer = await (await callLocalApi(pageTextPath(id, 1))).json();
    expect(answer.lines.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown preview and 400 for a page the file does not have', async () => {
    expect((await callLocalApi(pageTextPath('preview-none', 1))).status).toBe(404);
    const id = await openPreview(pdfFile(corpusFile('multipage-outline-links-4p.pdf')));
    expect((await callLocalApi(pageTextPath(id, 5))).status).toBe(400);
  });
});
