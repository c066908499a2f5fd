import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { test, expect, chooseFiles, corpus, download } from './fixtures';
import { pdfsigReport } from '../test/readers/pdfsig';

const PASSWORD = 'correct horse battery';


/** The page rendered by pdftoppm at 72 dpi: one pixel per point. */
function render(path: string, hideAnnotations = false): PNG {
  const out = join(mkdtempSync(join(tmpdir(), 'render-')), 'page');
  execFileSync('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', '-singlefile', ...(hideAnnotations ? ['-hide-annotations'] : []), path, out]);
  return PNG.sync.read(readFileSync(`${out}.png`));
}

test('makes a personal certificate, signs the text PDF visibly where drawn; pdfsig says valid and the box is on the page', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto('/sign-pdf-certificate');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign PDF with a certificate' })).toBeVisible();
  await chooseFiles(page, [corpus('multipage-text-tracemonkey-14p.pdf')]);
  await expect(page.getByTestId('certificate-needed')).toBeVisible();
  await page.getByRole('radio', { name: /A personal certificate/ }).check();
  await page.getByLabel('Your name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('E-mail (optional)', { exact: true }).fill('ada@example.org');
  await page.getByLabel('Password for the certificate file', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat the password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Keep it on this device', { exact: true }).check();
  await page.getByRole('button', { name: 'Make my certificate' }).click();
  await expect(page.getByTestId('certificate-made')).toContainText('Certificate for Ada Lovelace made');
  await expect(page.getByTestId('kept-certificate')).toContainText('Ada Lovelace');

  // The .p12 opens with the chosen password only: the key is kept locked.
  const p12 = await download(page, 'Download .p12');
  expect(p12.filename).toBe('Ada-Lovelace-certificate.p12');
  expect(execFileSync('openssl', ['pkcs12', '-in', p12.path, '-passin', `pass:${PASSWORD}`, '-nokeys'], { encoding: 'utf8' })).toContain('Ada Lovelace');
  expect(() => execFileSync('openssl', ['pkcs12', '-in', p12.path, '-passin', 'pass:wrong password', '-nokeys'], { stdio: 'pipe' })).toThrow();

  // Visible, drawn on the page's bottom right quarter.
  await page.getByRole('radio', { name: /Visible/ }).check();
  const area = page.getByTestId('signature-box-area');
  await expect(area.locator('img')).toBeVisible();
  const bounds = (await area.boundingBox())!;
  await page.mouse.move(bounds.x + bounds.width * 0.5, bounds.y + bounds.height * 0.05);
  await page.mouse.down();
  await page.mouse.move(bounds.x + bounds.width * 0.7, bounds.y + bounds.height * 0.1, { steps: 5 });
  await page.mouse.move(bounds.x + bounds.width * 0.9, bounds.y + bounds.height * 0.15, { steps: 5 });
  await page.mouse.up();
  await page.getByRole('radio', { name: /^Type/ }).check();
  await expect(page.getByLabel('Name to write', { exact: true })).toHaveValue('Ada Lovelace');
  await page.getByLabel('Reason (optional)', { exact: true }).fill('I am the author');
  await page.getByRole('button', { name: 'Sign PDF' }).click();
  await expect(page.getByTestId('toast')).toContainText('PDF signed');
  await expect(page.getByTestId('result-note')).toContainText('Signed by Ada Lovelace.');
  const signed = await download(page, 'Download PDF');
  expect(signed.filename).toBe('multipage-text-tracemonkey-14p-signed.pdf');

  const report = pdfsigReport(signed.path);
  expect(report).toContain('Signature is Valid.');
  expect(report).toContain('Ada Lovelace');
  expect(report).toContain('Total document signed');
  // The appearance is inside the drawn box (x 50–90 %, y 5–15 % of the page), and nowhere else.
  const withBox = render(signed.path);
  const without = render(signed.path, true);
  let inside = 0;
  let outside = 0;
  for (let y = 0; y < withBox.height; y += 1) {
    for (let x = 0; x < withBox.width; x += 1) {
      const at = (y * withBox.width + x) * 4;
      if (Math.abs(withBox.data[at] - without.data[at]) + Math.abs(withBox.data[at + 2] - without.data[at + 2]) < 40) continue;
      const inBox = x >= withBox.width * 0.5 - 2 && x <= withBox.width * 0.9 + 2 && y >= withBox.height * 0.05 - 2 && y <= withBox.height * 0.15 + 2;
      if (inBox) inside += 1;
      else outside += 1;
    }
  }
  expect(inside).toBeGreaterThan(300);
  expect(outside).toBe(0);

  // No key material and no password anywhere the page keeps: logs, and the kept entry is the locked .p12.
  expect(logs.join('\n')).not.toContain(PASSWORD);
  expect(logs.join('\n')).not.toContain('PRIVATE KEY');
  const kept = await page.evaluate(async () => {
    const request = indexedDB.open('folio-certificates');
    const db = await new Promise<IDBDatabase>((resolve) => { request.onsuccess = () => resolve(request.result); });
    const all = await new Promise<Array<Record<string, unknown>>>((resolve) => {
      const get = db.transaction('personal').objectStore('personal').getAll();
      get.onsuccess = () => resolve(get.result);
    });
    return Promise.all(all.map(async (entry) => ({ keys: Object.keys(entry).sort(), p12: Array.from(new Uint8Array(await (entry.p12 as Blob).arrayBuffer())) })));
  });
  expect(kept).toHaveLength(1);
  expect(kept[0].keys).toEqual(['email', 'fileName', 'id', 'name', 'notAfter', 'p12', 'savedAt']);
  expect(Buffer.from(kept[0].p12)).toEqual(p12.bytes);

  // Deleting it leaves nothing behind.
  await page.getByRole('button', { name: 'Delete the certificate of Ada Lovelace from this device' }).click();
  await expect(page.getByTestId('kept-certificate')).toHaveCount(0);
});

test('validates a file signed by pdfsig, trusts it once its CA is trusted, and finds its tampered copy invalid', async ({ page }) => {
  const tampered = join(mkdtempSync(join(tmpdir(), 'tampered-')), 'tampered.pdf');
  const bytes = readFileSync(corpus('signed-poppler-rsa.pdf'));
  bytes[2000] = bytes[2000] === 0x41 ? 0x42 : 0x41;
  writeFileSync(tampered, bytes);
  await page.goto('/validate-signature');
  await chooseFiles(page, [corpus('signed-poppler-rsa.pdf'), tampered]);
  const [original, altered] = [page.getByTestId('file-signatures').nth(0), page.getByTestId('file-signatures').nth(1)];
  await expect(original.getByTestId('signature-report')).toHaveAttribute('data-verdict', 'valid');
  await expect(original).toContainText('Valid: the document has not changed since it was signed');
  await expect(original.getByTestId('trust-sentence')).toHaveText('Signed by Grace Hopper; Folio cannot tell whether Grace Hopper is who they claim.');
  await expect(original).toContainText('Approved for release');
  await expect(altered.getByTestId('signature-report')).toHaveAttribute('data-verdict', 'invalid');
  await expect(altered).toContainText('The bytes this signature covers are not the bytes that were signed.');

  await page.getByTestId('trusted-input').setInputFiles(corpus('signed-poppler-ca.pem'));
  await expect(page.getByTestId('trusted-certificate')).toContainText('signed-poppler-ca.pem');
  await expect(original.getByTestId('trust-sentence')).toHaveText('Signed by Grace Hopper, whose certificate leads to a certificate you trust.');
  // Kept for the next visit.
  await page.reload();
  await expect(page.getByTestId('trusted-certificate')).toContainText('signed-poppler-ca.pem');
});

test('warns before compressing a signed file that its signature will no longer be valid', async ({ page }) => {
  await page.goto('/compress-pdf');
  await chooseFiles(page, [corpus('signed-poppler-rsa.pdf')]);
  await expect(page.getByTestId('signed-file-warning')).toHaveText('This PDF is digitally signed. This tool saves a new file, so the signature will no longer be valid.');
  await page.goto('/validate-signature');
  await chooseFiles(page, [corpus('signed-poppler-rsa.pdf')]);
  await expect(page.getByTestId('signature-report')).toBeVisible();
  await expect(page.getByTestId('signed-file-warning')).toHaveCount(0);
});

test('the editor\'s sign tool shows the file\'s signatures and hands the file to Sign with a certificate', async ({ page }) => {
  await page.goto('/edit-pdf?tool=sign');
  await chooseFiles(page, [corpus('signed-poppler-rsa.pdf')]);
  const panel = page.getByTestId('digital-signature-panel');
  await expect(panel.getByTestId('signature-report')).toHaveAttribute('data-verdict', 'valid');
  await expect(panel.getByTestId('trust-sentence')).toContainText('Signed by Grace Hopper');
  await panel.getByRole('button', { name: 'Sign with a certificate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign PDF with a certificate' })).toBeVisible();
  await expect(page.getByTestId('file-card')).toContainText('signed-poppler-rsa.pdf');
  // Signing keeps the earlier signature valid: this tool does not warn.
  await expect(page.getByTestId('signed-file-warning')).toHaveCount(0);
});

test('a comment added in the editor to a signed file keeps its signature valid (pdfsig)', async ({ page }) => {
  await page.goto('/edit-pdf');
  await chooseFiles(page, [corpus('signed-poppler-rsa.pdf')]);
  await expect(page.getByTestId('signed-file-warning')).toContainText('keep the signature valid');
  await expect(page.getByTestId('page-of')).toHaveText('Page 1 of 4');
  await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
  const overlay = page.getByTestId('editor-overlay');
  await overlay.scrollIntoViewIfNeeded();
  const bounds = (await overlay.boundingBox())!;
  await page.mouse.move(bounds.x + bounds.width * 0.3, bounds.y + bounds.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(bounds.x + bounds.width * 0.5, bounds.y + bounds.height * 0.4, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByTestId('edit-count')).toHaveText('1 edit on this file');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('job-notice')).toContainText('its signature stays valid');
  const saved = await download(page, 'Download PDF');
  const report = pdfsigReport(saved.path);
  expect(report).toContain('Signature is Valid.');
  expect(report).not.toContain('Total document signed');
});

test('signs with the user\'s own .p12 (password asked, a wrong one refused and retried); nothing of the key is kept', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto('/sign-pdf-certificate');
  await chooseFiles(page, [corpus('pdfa-1b-01.pdf')]);
  await page.getByTestId('certificate-input').setInputFiles(corpus('signed-poppler-signer.p12'));
  await expect(page.getByTestId('certificate-name')).toHaveText('signed-poppler-signer.p12');
  await page.getByLabel('Certificate password', { exact: true }).fill('not it');
  await page.getByRole('button', { name: 'Sign PDF' }).click();
  await expect(page.getByTestId('job-error')).toHaveText('The password does not open signed-poppler-signer.p12. Check it and try again.');
  await page.getByLabel('Certificate password', { exact: true }).fill('folio-test');
  await page.getByRole('button', { name: 'Sign PDF' }).click();
  await expect(page.getByTestId('result-note')).toContainText('Signed by Grace Hopper.');
  const signed = await download(page, 'Download PDF');
  expect(pdfsigReport(signed.path)).toContain('Signature is Valid.');
  expect(logs.join('\n')).not.toContain('folio-test');
  // Nothing was kept: no personal certificate on the device.
  const kept = await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('folio-certificates')) return 0;
    const request = indexedDB.open('folio-certificates');
    const db = await new Promise<IDBDatabase>((resolve) => { request.onsuccess = () => resolve(request.result); });
    return new Promise<number>((resolve) => {
      const count = db.transaction('personal').objectStore('personal').count();
      count.onsuccess = () => resolve(count.result);
    });
  });
  expect(kept).toBe(0);
});
