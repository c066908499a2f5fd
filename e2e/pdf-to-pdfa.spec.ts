import { test, expect, chooseFiles, corpus, download } from './fixtures';
import { fontsEmbedded, isEncrypted, outputIntents, pdfaIdentification } from '../test/pdfa-checks';

test('converts a PDF whose fonts are not embedded to PDF/A-2b: every font embedded (pdffonts), pdfaid in XMP, an output intent', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const form = 'form-acroform-irs1040-prefilled.pdf';
  expect(fontsEmbedded(corpus(form)).filter((font) => !font.embedded)).toHaveLength(3);
  await page.goto('/convert-from-pdf?type=pdfa');
  await expect(page.getByRole('heading', { level: 1, name: 'PDF to PDF/A' })).toBeVisible();
  await chooseFiles(page, [corpus(form)]);
  await expect(page.getByRole('radio', { name: /PDF\/A-2b/ })).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('pdfa-panel.png'), fullPage: true });
  await page.getByRole('button', { name: 'Convert to PDF/A' }).click();
  await expect(page.getByTestId('download-card')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('pdfa-changes')).toContainText('3 fonts were embedded');

  const result = await download(page, 'Download PDF/A');
  expect(result.filename).toBe('form-acroform-irs1040-prefilled-pdfa-2b.pdf');
  expect(pdfaIdentification(result.path)).toEqual({ part: '2', conformance: 'B' });
  const fonts = fontsEmbedded(result.path);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((font) => !font.embedded)).toEqual([]);
  expect(outputIntents(result.path)).toHaveLength(1);
  expect(isEncrypted(result.path)).toBe(false);
});
