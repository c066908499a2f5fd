// Markdown and text to PDF: the note becomes a page (marked), sanitized like any web page, then
// LibreOffice in WebAssembly prints it; and with the converter loaded: an RTF document on the Word tab, an ODG
// drawing on the PowerPoint tab and an SVG drawing (sanitized first). The converter is large:
// one focused test, its one download shared.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { test, expect, chooseFiles, corpus, download, inspectPdf, openTab } from './fixtures';
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

test('a Markdown note becomes a PDF with its headings, table and code; pandoc’s reading of the note is all there; nothing fetched; its RTF, an ODG drawing, an SVG drawing and an e-mail convert too', async ({ page }, testInfo) => {
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

  // An ODG drawing on the PowerPoint tab (Draw and Impress are one family), and an SVG drawing with a
  // script and a picture on another site: both as vectors (no picture in the PDF), nothing run or fetched.
  await openTab(page, 'PowerPoint');
  await chooseFiles(page, [corpus('odg-floor-plan.odg')]);
  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Conversion Successful' }).or(page.getByTestId('job-error'))).toBeVisible({ timeout: 4 * 60_000 });
  expect(await page.getByTestId('job-error').allTextContents()).toEqual([]);
  const fromOdg = await download(page, 'Download PDF');
  expect(fromOdg.filename).toBe('odg-floor-plan.pdf');
  expect(execFileSync('pdftotext', [fromOdg.path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')).toContain('Floor plan, scale 1:100');
  expect(execFileSync('pdfimages', ['-list', fromOdg.path], { encoding: 'utf8' }).trim().split('\n')).toHaveLength(2);

  const drawing = testInfo.outputPath('garden.svg');
  writeFileSync(drawing, `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" onload="fetch('https://tracker.example/svg')">
  <script>fetch('https://tracker.example/script')</script>
  <rect x="20" y="20" width="600" height="440" fill="#dcfce7" stroke="#166534" stroke-width="4"/>
  <circle cx="200" cy="240" r="80" fill="#fde047"/>
  <text x="140" y="250" font-size="28">Sunflowers</text>
  <text x="380" y="250" font-size="28">Vegetable bed</text>
  <image x="500" y="40" width="80" height="80" href="https://example.com/gnome.png"/>
</svg>`);
  await page.goto('/convert-to-pdf?type=svg');
  await expect(page.getByRole('heading', { level: 1, name: 'SVG to PDF' })).toBeVisible();
  await chooseFiles(page, [drawing]);
  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Conversion Successful' }).or(page.getByTestId('job-error'))).toBeVisible({ timeout: 4 * 60_000 });
  expect(await page.getByTestId('job-error').allTextContents()).toEqual([]);
  await expect(page.getByTestId('convert-note')).toContainText(['2 scripts taken out', '1 image on other websites was left out']);
  const fromSvg = await download(page, 'Download PDF');
  expect(fromSvg.filename).toBe('garden.pdf');
  const svgText = execFileSync('pdftotext', [fromSvg.path, '-'], { encoding: 'utf8' });
  expect(svgText).toContain('Sunflowers');
  expect(svgText).toContain('Vegetable bed');
  // Drawn as vectors at the drawing's size (640 × 480 px is 480 × 360 pt), no picture in it.
  expect(execFileSync('pdfimages', ['-list', fromSvg.path], { encoding: 'utf8' }).trim().split('\n')).toHaveLength(2);
  expect(execFileSync('pdfinfo', [fromSvg.path], { encoding: 'utf8' })).toMatch(/Page size:\s+480(\.\d+)? x 360/);
  expect(requests.filter((url) => /example\.com|tracker\.example/.test(url))).toEqual([]);

  // An e-mail: its headers and HTML body (script gone, the tracking picture not fetched), then its
  // attached PDF (4 pages) and picture (1 page); the text file only listed.
  await page.goto('/convert-to-pdf?type=email');
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail to PDF' })).toBeVisible();
  await chooseFiles(page, [corpus('email-site-visit.eml')]);
  await page.getByRole('button', { name: 'Convert to PDF' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Conversion Successful' }).or(page.getByTestId('job-error'))).toBeVisible({ timeout: 4 * 60_000 });
  expect(await page.getByTestId('job-error').allTextContents()).toEqual([]);
  await expect(page.getByTestId('convert-note')).toContainText(['site-plans.pdf, north-wall.jpg follow the message as pages', '1 image on other websites was left out']);
  const fromEmail = await download(page, 'Download PDF');
  expect(fromEmail.filename).toBe('email-site-visit.pdf');
  const pages = execFileSync('pdftotext', ['-layout', fromEmail.path, '-'], { encoding: 'utf8' }).split('\f');
  expect(pages[0]).toContain('Site visit: plans and photo — Überprüfung');
  expect(pages[0]).toMatch(/From\s+Ada Lovelace <ada@example.org>/);
  expect(pages[0]).toContain('notes.txt');
  const messagePages = pages.findIndex((text) => text.includes(execFileSync('pdftotext', ['-f', '1', '-l', '1', corpus('multipage-outline-links-4p.pdf'), '-'], { encoding: 'utf8' }).trim().split('\n')[0]));
  expect(messagePages).toBeGreaterThan(0);
  expect(inspectPdf(fromEmail.path).pages).toBe(messagePages + 4 + 1);
  expect(requests.filter((url) => /example\.com|tracker\.example/.test(url))).toEqual([]);
});
