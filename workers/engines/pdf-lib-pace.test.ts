import { afterEach, describe, expect, it, vi } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { loadWithPdfLib, saveWithPdfLib } from './pdf-lib-pace';

async function manyObjects(): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  for (let page = 0; page < 150; page += 1) document.addPage().drawText(`page ${page + 1}`);
  return document;
}

/** Whether `work` settles while no timer may fire: only microtasks run. */
async function settlesWithoutTimers(work: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void work.then(() => { settled = true; });
  for (let turn = 0; turn < 1000 && !settled; turn += 1) await Promise.resolve();
  return settled;
}

describe('pdf-lib at full speed', () => {
  afterEach(() => vi.useRealTimers());

  it('saves without waiting for a timer between objects', async () => {
    const document = await manyObjects();
    vi.useFakeTimers();
    expect(await settlesWithoutTimers(saveWithPdfLib(document, { useObjectStreams: true }))).toBe(true);
    // pdf-lib's own default does wait: what the test would catch if the pace were lost.
    expect(await settlesWithoutTimers(document.save({ useObjectStreams: true }))).toBe(false);
  });

  it('reads without waiting for a timer between objects', async () => {
    const bytes = await (await manyObjects()).save({ useObjectStreams: false });
    vi.useFakeTimers();
    expect(await settlesWithoutTimers(loadWithPdfLib(bytes))).toBe(true);
    expect(await settlesWithoutTimers(PDFDocument.load(bytes))).toBe(false);
  });
});
