import { describe, expect, it } from 'vitest';
import { callLocalApi, formWithFiles, pdfFile } from '../../test/setup/local-api';
import { corpusFile } from '../../test/fixtures/corpus';

const outline = pdfFile(corpusFile('multipage-outline-links-4p.pdf'));

function post(files: File[], settings?: string) {
  const body = formWithFiles(files);
  if (settings !== undefined) body.set('settings', settings);
  return callLocalApi('/api/header-footer', { method: 'POST', body });
}

describe('POST /api/header-footer', () => {
  it('stamps every file in order and adds the Bates log', async () => {
    const items = await (await post([outline, outline], JSON.stringify({ texts: { 'bottom-right': '{bates}' }, bates: { prefix: 'B', digits: 4, start: 1 } }))).json();
    expect(items.map((item: { filename: string }) => item.filename)).toEqual([
      'multipage-outline-links-4p-stamped.pdf', 'multipage-outline-links-4p-stamped (2).pdf', 'bates-numbers.csv',
    ]);
  });

  it('answers 400 naming the bad setting', async () => {
    const colour = await post([outline], JSON.stringify({ color: 'red' }));
    expect(colour.status).toBe(400);
    expect(await colour.text()).toBe('The colour must look like #1a2b3c, not "red".');
    expect(await (await post([outline], JSON.stringify({ texts: {} }))).text()).toBe('Type a text for at least one place.');
    expect(await (await post([outline], JSON.stringify({ bates: { digits: 40 } }))).text()).toBe('The number of Bates digits must be a number from 1 to 12.');
  });
});
