// Markdown and text to PDF: the note becomes a page (marked), sanitized like any web page, then
// LibreOffice in WebAssembly prints it; and an RTF document on the Word tab. The converter is large:
// one focused test, its one download shared.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { test, expect, chooseFiles, download, openTab } from './fixtures';
import { wordRecall } from '../test/readers/word-recall';

const NOTE = `# Field notes

Observations from the **spring** survey, with a [link](https://example.com/) and an image that stays out:
![remote](https://example.com/bird.png)

## Counts

| Species | Count |
| --- | ---: |
| Robin | 12 |
| Wren | 7 |

## Method

1. Walk the transect.
2. Count each bird once.

\`\`\`
count = robins + wrens
\`\`\`
`;

test('a Markdown note becomes a PDF with its headings, table and code; pandoc’s reading of the note is all there; nothing fetched; its RTF converts too', async ({ page }, testInfo) => {
  test.setTimeout(10 * 60_000);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const note = testInfo.outputPath('field-notes.md');
  writeFileSync(note, NOTE);
  await page.goto('/convert-to-pdf?type=markdown');
  await expect(page.getByRole('heading', { level: 1, name: 'Markdown to PDF' })).toBeVisible();
  await chooseFiles(page, [note]);
  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  // Success shows a toast, an error only its text on the job: wait for either ("Files added" is a toast too).
  await expect(page.getByTestId('toast').filter({ hasText: 'Conversion Successful' }).or(page.getByTestId('job-error'))).toBeVisible({ timeout: 8 * 60_000 });
  expect(await page.getByTestId('job-error').allTextContents()).toEqual([]);
  await expect(page.getByTestId('convert-note')).toContainText('1 image on other websites was left out');
  const { filename, path } = await download(page, 'Download PDF');
  expect(filename).toBe('field-notes.pdf');
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  expect(text).toMatch(/Robin\s+12/);
  expect(text).toContain('count = robins + wrens');
  const reference = execFileSync('pandoc', ['--quiet', '-f', 'gfm', '-t', 'plain', note], { encoding: 'utf8' });
  expect(wordRecall(reference.replace(/\[remote\]/g, ''), text)).toBeGreaterThanOrEqual(0.97);
  const fonts = execFileSync('pdffonts', [path], { encoding: 'utf8' });
  expect(fonts).toMatch(/LiberationMono/);
  expect(fonts).toMatch(/Bold/);
  expect(requests.filter((url) => url.includes('example.com'))).toEqual([]);

  // RTF, written by pandoc from the same note, on the Word tab.
  const rtf = testInfo.outputPath('field-notes.rtf');
  execFileSync('pandoc', ['--quiet', '-s', '-f', 'gfm', '-t', 'rtf', note, '-o', rtf]);
  await openTab(page, 'Word');
  await chooseFiles(page, [rtf]);
  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Conversion Successful' }).or(page.getByTestId('job-error'))).toBeVisible({ timeout: 4 * 60_000 });
  expect(await page.getByTestId('job-error').allTextContents()).toEqual([]);
  const fromRtf = await download(page, 'Download PDF');
  expect(fromRtf.filename).toBe('field-notes.pdf');
  expect(wordRecall(reference.replace(/\[remote\]/g, ''), execFileSync('pdftotext', [fromRtf.path, '-'], { encoding: 'utf8' }))).toBeGreaterThanOrEqual(0.95);
});
