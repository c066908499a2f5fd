import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { test, expect, chooseFiles, corpus, download } from './fixtures';

/** qpdf's list of the document's attached files (their keys). */
function qpdfKeys(path: string): string[] {
  return execFileSync('qpdf', ['--list-attachments', path], { encoding: 'utf8' })
    .split('\n').filter((line) => / -> \d+,\d+$/.test(line)).map((line) => line.replace(/ -> \d+,\d+$/, '').trim());
}

test('lists the files a PDF carries, saves one byte for byte, removes one and attaches a new one', async ({ page }, testInfo) => {
  const source = testInfo.outputPath('report-with-files.pdf');
  execFileSync('qpdf', [
    corpus('multipage-outline-links-4p.pdf'),
    '--add-attachment', corpus('ocr-phototest.gt.txt'), '--description=The transcript', '--',
    '--add-attachment', corpus('image-greyscale-bird.png'), '--',
    source,
  ]);
  await page.goto('/pdf-attachments');
  await expect(page.getByRole('heading', { level: 1, name: 'PDF attachments' })).toBeVisible();
  await chooseFiles(page, [source]);
  const rows = page.getByTestId('attachment-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'ocr-phototest.gt.txt' })).toContainText('The transcript');

  await page.getByLabel('Save ocr-phototest.gt.txt').check();
  await page.getByRole('button', { name: 'Save attached files' }).click();
  await expect(page.getByTestId('toast')).toContainText('Attached files saved');
  const saved = await download(page, 'Download ocr-phototest.gt.txt');
  expect(saved.bytes.equals(readFileSync(corpus('ocr-phototest.gt.txt')))).toBe(true);

  await page.getByRole('radio', { name: /Add or remove files/ }).check();
  await page.getByLabel('Remove image-greyscale-bird.png').check();
  await page.getByTestId('attachment-input').setInputFiles([corpus('statements-side-by-side.fods')]);
  await page.getByLabel('Description of statements-side-by-side.fods').fill('The statements');
  await page.getByRole('button', { name: 'Save PDF' }).click();
  await expect(page.getByTestId('toast')).toContainText('Attachments changed');
  const { path, filename } = await download(page, 'Download PDF');
  expect(filename).toBe('report-with-files-attachments.pdf');
  expect(qpdfKeys(path)).toEqual(['ocr-phototest.gt.txt', 'statements-side-by-side.fods']);
  const attached = execFileSync('qpdf', ['--show-attachment=statements-side-by-side.fods', path]);
  expect(attached.equals(readFileSync(corpus('statements-side-by-side.fods')))).toBe(true);
  expect(execFileSync('pdfinfo', [path], { encoding: 'utf8' })).toContain('Pages:           4');
});

test('lists 500 attached files a screenful at a time, and removes the last one', async ({ page }, testInfo) => {
  const document = await PDFDocument.create();
  document.addPage([200, 200]);
  for (let index = 1; index <= 500; index += 1) {
    await document.attach(new TextEncoder().encode(`file ${index}\n`), `file-${String(index).padStart(3, '0')}.txt`, { mimeType: 'text/plain' });
  }
  const source = testInfo.outputPath('many-files.pdf');
  writeFileSync(source, await document.save());
  await page.goto('/pdf-attachments');
  await chooseFiles(page, [source]);
  await expect(page.getByTestId('attachment-list').getByRole('heading')).toContainText('500');
  const rows = page.getByTestId('attachment-row');
  await expect(rows.first()).toContainText('file-001.txt');
  expect(await rows.count()).toBeLessThan(40);
  await page.getByRole('radio', { name: /Add or remove files/ }).check();
  await rows.first().locator('xpath=ancestor::div[1]').evaluate((view) => { view.scrollTop = view.scrollHeight; });
  await page.getByLabel('Remove file-500.txt').check();
  expect(await rows.count()).toBeLessThan(40);
  await page.getByRole('button', { name: 'Save PDF' }).click();
  await expect(page.getByTestId('toast')).toContainText('Attachments changed');
  const { path } = await download(page, 'Download PDF');
  const keys = qpdfKeys(path);
  expect(keys).toHaveLength(499);
  expect(keys).not.toContain('file-500.txt');
});
