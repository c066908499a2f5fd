import { test, expect, chooseFiles, corpus } from './fixtures';

const toast = (page: import('@playwright/test').Page) => page.getByTestId('toast');

test('accepted files are announced with "Files added"', async ({ page }) => {
  await page.goto('/merge-pdf');
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf'), corpus('pdfa-1b-01.pdf')]);
  await expect(toast(page)).toContainText('Files added');
  await expect(toast(page)).toContainText('2 file(s) have been added.');
});

test('a file of the wrong type is skipped with "Invalid file type"', async ({ page }) => {
  await page.goto('/merge-pdf');
  await chooseFiles(page, [corpus('image-photo-mountain.jpg')]);
  await expect(toast(page)).toContainText('Invalid file type');
  await expect(toast(page)).toContainText('image-photo-mountain.jpg is not a supported file type.');
  await expect(page.getByTestId('upload-area')).toBeVisible();
});

test('an empty file and a text file called .pdf are refused at once, named; a damaged real PDF is taken', async ({ page }) => {
  await page.goto('/split-pdf');
  const input = page.getByTestId('file-input');
  await input.setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
  await expect(toast(page)).toContainText('empty.pdf is empty.');
  await input.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Dear committee,\nthis is a letter, not a PDF.\n') });
  await expect(toast(page)).toContainText('Invalid file type');
  await expect(toast(page)).toContainText('fake.pdf is not a PDF.');
  await expect(page.getByTestId('upload-area')).toBeVisible();
  await expect(page.getByTestId('file-card')).toHaveCount(0);
  // Cut short, but a PDF: taken, for the screen (and repair) to deal with.
  await chooseFiles(page, [corpus('truncated-tail-01.pdf')]);
  await expect(toast(page)).toContainText('Choose how to split it.');
  await expect(page.getByTestId('file-card')).toHaveCount(1);
});

test('a pick of more than 10 files is rejected whole with "Too many files"', async ({ page }) => {
  await page.goto('/merge-pdf');
  const files = Array.from({ length: 11 }, (_, index) => ({
    name: `file-${index}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n'),
  }));
  await page.getByTestId('file-input').setInputFiles(files);
  await expect(toast(page)).toContainText('Too many files');
  await expect(toast(page)).toContainText('You can only upload up to 10 files at once.');
  await expect(page.getByTestId('file-card')).toHaveCount(0);
});

test('a file over 100 MB is skipped with "File too large"', async ({ page }) => {
  await page.goto('/merge-pdf');
  await expect(page.getByTestId('upload-area')).toBeVisible();
  // Built in the page: a 101 MB file never crosses the test protocol.
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('[data-testid="file-input"]')!;
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(101 * 1024 * 1024)], 'huge.pdf', { type: 'application/pdf' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await expect(toast(page)).toContainText('File too large');
  await expect(toast(page)).toContainText('huge.pdf exceeds the maximum size of 100MB.');
});

test('files can be dropped on the upload area and pasted from the clipboard', async ({ page }) => {
  await page.goto('/merge-pdf');
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF-1.4\n'], 'dropped.pdf', { type: 'application/pdf' }));
    return transfer;
  });
  await page.getByTestId('upload-area').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByTestId('file-card')).toHaveCount(1);
  await page.evaluate(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF-1.4\n'], 'pasted.pdf', { type: 'application/pdf' }));
    window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer }));
  });
  await expect(page.getByTestId('file-card')).toHaveCount(2);
});

test('the picker is reset after each use, so the same file can be chosen again', async ({ page }) => {
  await page.goto('/merge-pdf');
  await chooseFiles(page, [corpus('pdfa-1b-01.pdf')]);
  await chooseFiles(page, [corpus('pdfa-1b-01.pdf')]);
  await expect(page.getByTestId('file-card')).toHaveCount(2);
  expect(await page.getByTestId('file-input').first().evaluate((input: HTMLInputElement) => input.value)).toBe('');
});

test('a toast closes on its own after 5 seconds, not before', async ({ page }) => {
  await page.goto('/merge-pdf');
  // Timed in the page, where the toast lives: 'Files added' comes once the file's check says it opens,
  // and the test's own round trips lag on a busy machine.
  const lifetime = page.evaluate(() => new Promise<number>((resolve) => {
    let shownAt: number | undefined;
    const observer = new MutationObserver(() => {
      const shown = document.querySelector('[data-testid="toast"]') !== null;
      if (shown && shownAt === undefined) shownAt = performance.now();
      if (!shown && shownAt !== undefined) {
        observer.disconnect();
        resolve(performance.now() - shownAt);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true });
  }));
  await chooseFiles(page, [corpus('pdfa-1b-01.pdf')]);
  await expect(toast(page)).toBeVisible();
  const shownFor = await lifetime;
  expect(shownFor).toBeGreaterThanOrEqual(4900);
  expect(shownFor).toBeLessThan(7000);
});

test('F8 focuses the toasts; one is shown at a time, at most 420 px wide from medium screens', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/merge-pdf');
  await chooseFiles(page, [corpus('pdfa-1b-01.pdf')]);
  await chooseFiles(page, [corpus('image-photo-mountain.jpg')]);
  await expect(toast(page)).toHaveCount(1);
  await expect(toast(page)).toContainText('Invalid file type');
  const viewport = page.getByRole('region', { name: /Notifications/ }).locator('ol');
  await expect(viewport).toHaveCSS('max-width', '420px');
  await page.keyboard.press('F8');
  await expect(viewport).toBeFocused();
});

test('a toast can be closed with its close button', async ({ page }) => {
  await page.goto('/merge-pdf');
  await chooseFiles(page, [corpus('pdfa-1b-01.pdf')]);
  await toast(page).getByRole('button', { name: 'Close' }).click();
  await expect(toast(page)).toHaveCount(0);
});

test('a file dropped beside the drop area is added, not opened by the browser', async ({ page }) => {
  await page.goto('/merge-pdf');
  await chooseFiles(page, [corpus('pdfa-1b-01.pdf')]);
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF-1.4\n'], 'beside.pdf', { type: 'application/pdf' }));
    return transfer;
  });
  await page.getByRole('heading', { name: 'Files to merge' }).dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByTestId('file-card')).toHaveCount(2);
  await expect(page).toHaveURL(/\/merge-pdf$/);
});

test('refused files stay named in the drop area after their toast has closed, until the next pick', async ({ page }) => {
  await page.goto('/split-pdf');
  const input = page.getByTestId('file-input');
  await input.setInputFiles([
    { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
    { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Dear committee,\nthis is a letter, not a PDF.\n') },
  ]);
  const refused = page.getByTestId('refused-file');
  await expect(refused).toHaveText(['empty.pdf is empty.', 'fake.pdf is not a PDF.']);
  await expect(toast(page)).toBeVisible();
  await expect(toast(page)).toBeHidden({ timeout: 8000 });
  // The toast is gone; the drop area still says what became of the files.
  await expect(page.getByTestId('upload-refusals')).toContainText('Not added:');
  await expect(refused).toHaveText(['empty.pdf is empty.', 'fake.pdf is not a PDF.']);
  await page.screenshot({ path: 'test-results/upload-refusals.png', fullPage: true });

  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
  await expect(page.getByTestId('file-card')).toHaveCount(1);
  await expect(refused).toHaveCount(0);
});

test('a file refused through "Add more files" is named beside the button, after its toast has closed', async ({ page }) => {
  await page.goto('/compress-pdf');
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
  await expect(page.getByRole('button', { name: 'Add more files' })).toBeVisible();
  await page.getByTestId('file-input').first().setInputFiles([corpus('image-photo-mountain.jpg'), corpus('pdfa-1b-01.pdf')]);
  await expect(page.getByTestId('file-card')).toHaveCount(2);
  const refused = page.getByTestId('refused-file');
  await expect(refused).toHaveText(['image-photo-mountain.jpg is not a supported file type.']);
  await expect(toast(page)).toBeHidden({ timeout: 8000 });
  await expect(refused).toHaveText(['image-photo-mountain.jpg is not a supported file type.']);
  await page.screenshot({ path: 'test-results/upload-refusals-add-more.png', fullPage: true });
});

test('Back to a tool shows its files again, and Forward to another tool shows none of them', async ({ page }) => {
  await page.goto('/split-pdf');
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
  await expect(page.getByTestId('page-count')).toHaveText(' · 4 pages');
  await expect(toast(page)).toContainText('PDF uploadedChoose how to split it.');
  await toast(page).getByRole('button', { name: 'Close' }).click();
  await page.getByRole('link', { name: 'Back to all tools' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: /^Compress PDF/ }).first().click();
  await expect(page).toHaveURL(/\/compress-pdf$/);
  await expect(page.getByTestId('upload-area')).toBeVisible();
  await expect(page.getByTestId('file-card')).toHaveCount(0);

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/split-pdf$/);
  await expect(page.getByTestId('file-card')).toContainText('multipage-outline-links-4p.pdf');
  await expect(page.getByTestId('page-count')).toHaveText(' · 4 pages');
  // Not announced again: the file was announced when it was chosen.
  await expect(toast(page)).toHaveCount(0);

  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/compress-pdf$/);
  await expect(page.getByTestId('file-card')).toHaveCount(0);
});

test('coming back to a tool whose results were not kept says so, beside its files', async ({ page }) => {
  await page.goto('/split-pdf');
  await chooseFiles(page, [corpus('multipage-outline-links-4p.pdf')]);
  await page.getByLabel('Page ranges').fill('1-2');
  await page.getByRole('button', { name: 'Split PDF' }).click();
  await expect(page.getByTestId('result-file')).toHaveCount(1);
  await page.getByRole('link', { name: 'Back to all tools' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page.getByTestId('file-card')).toContainText('multipage-outline-links-4p.pdf');
  await expect(page.getByTestId('result-file')).toHaveCount(0);
  await expect(toast(page)).toContainText('Your files are still here');
  await expect(toast(page)).toContainText('The results of the last run were not kept: run the tool again to get them.');
});
