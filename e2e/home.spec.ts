import { test, expect } from './fixtures';

test('the home page shows the title, the header text, 26 tool cards and the three reasons', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Free PDF Tools/);
  await expect(page.getByRole('heading', { level: 1, name: 'Free PDF Tools' })).toBeVisible();
  await expect(page.getByText('Every tool you need to work with PDFs in one place')).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /All-in-one free PDF tools.*No registration needed/);

  const cards = page.getByTestId('tool-grid').getByTestId('tool-card');
  await expect(cards).toHaveCount(26);
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of ['/organize-pdf', '/merge-pdf', '/split-pdf', '/remove-pages', '/extract-pages', '/pdf-scanner',
    '/optimize-pdf', '/compress-pdf', '/repair-pdf', '/add-page-numbers', '/add-watermark', '/edit-pdf',
    '/convert-from-pdf?type=ocr', '/convert-from-pdf?type=word', '/convert-from-pdf?type=powerpoint',
    '/convert-from-pdf?type=excel', '/convert-from-pdf?type=jpg', '/convert-to-pdf?type=word',
    '/convert-to-pdf?type=powerpoint', '/convert-to-pdf?type=excel', '/convert-to-pdf?type=jpg', '/convert-to-pdf?type=html']) {
    expect(hrefs, href).toContain(href);
  }
  await expect(cards.filter({ hasText: 'Edit PDF' })).toContainText('New!');
  await expect(page.getByText('New!')).toHaveCount(1);

  for (const reason of ['100% Free', 'Secure & Private', 'All-in-One']) {
    await expect(page.getByRole('heading', { name: reason })).toBeVisible();
  }
});

test('the tools past the spec follow the 26 cards in a "More tools" section, by group, each leading to its page', async ({ page }) => {
  await page.goto('/');
  const more = page.getByTestId('more-tools');
  await expect(more.getByRole('heading', { level: 2, name: 'More tools' })).toBeVisible();
  // After the spec's grid, never inside it.
  const [gridBottom, moreTop] = await Promise.all([
    page.getByTestId('tool-grid').evaluate((grid) => grid.getBoundingClientRect().bottom),
    more.evaluate((section) => section.getBoundingClientRect().top),
  ]);
  expect(moreTop).toBeGreaterThan(gridBottom);
  const groups = await more.getByRole('heading', { level: 3 }).allTextContents();
  expect(groups.length).toBeGreaterThan(0);
  const order = ['Edit', 'Organize', 'Layout and print', 'Optimize', 'Security', 'Convert', 'Automate'];
  expect(groups).toEqual(order.filter((group) => groups.includes(group)));
  await more.getByRole('region', { name: 'Security' }).getByRole('link', { name: /Edit metadata/ }).click();
  await expect(page).toHaveURL(/\/pdf-metadata$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit PDF metadata' })).toBeVisible();
});

test('the grid has 1, 2 or 3 columns depending on the screen width', async ({ page }) => {
  const columnsAt = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    return page.getByTestId('tool-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  };
  expect(await columnsAt(390)).toBe(1);
  expect(await columnsAt(800)).toBe(2);
  expect(await columnsAt(1280)).toBe(3);
});

test('a card leads to its tool', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('tool-grid').getByRole('link', { name: /Merge PDF/ }).click();
  await expect(page).toHaveURL(/\/merge-pdf$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merge PDF Files' })).toBeVisible();
});

test('the footer has the columns, the copyright and a link to the source code', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  for (const column of ['Convert to PDF', 'Edit PDF', 'Company']) {
    await expect(footer.getByRole('heading', { name: column })).toBeVisible();
  }
  await expect(footer).toContainText('© 2024');
  const source = footer.getByRole('link', { name: 'Source code' });
  const response = await page.request.get((await source.getAttribute('href'))!);
  expect(response.ok()).toBe(true);
  expect((await response.body()).length).toBeGreaterThan(10_000);
  const licence = await page.request.get('/LICENSE.txt');
  expect(await licence.text()).toContain('GNU AFFERO GENERAL PUBLIC LICENSE');
  // LibreOffice's notice, beside the Office converter's files, names its licence texts and font list, all served.
  const notices = new URL((await footer.getByRole('link', { name: 'Third-party notices' }).getAttribute('href'))!, page.url());
  expect(await (await page.request.get(notices.href)).text()).toContain('LibreOffice 24.8');
  for (const [file, text] of [['LICENSE-MPL-2.0.txt', 'Mozilla Public License Version 2.0'], ['LIBREOFFICE-NOTICE.txt', 'Apache OpenOffice'], ['LIBREOFFICE-LICENSE.html', 'Licensing and Legal information'], ['FONTS.txt', 'Carlito-Regular.ttf'], ['LICENSE-OFL-1.1.txt', 'SIL OPEN FONT LICENSE'], ['LICENSE-Apache-2.0.txt', 'Apache License'], ['LICENSE-GPL-2.0.txt', 'GNU GENERAL PUBLIC LICENSE'], ['LICENSE-DejaVu.txt', 'Bitstream Vera']]) {
    expect(await (await page.request.get(new URL(file, notices).href)).text(), file).toContain(text);
  }
  // The converter's large files are served brotli-compressed to a browser that accepts it, and decode
  // to the size the offline catalogue records (its 250 MB arrive as about 65 MB).
  const glue = new URL('soffice.js', notices);
  const compressed = await page.request.get(glue.href, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(compressed.headers()['content-encoding']).toBe('br');
  expect(Number(compressed.headers()['content-length'])).toBeLessThan(200_000);
  const catalogue: Array<{ files: Array<{ path: string; size: number }> }> = await (await page.request.get('/vendor/offline-engines.json')).json();
  const recorded = catalogue.flatMap((entry) => entry.files).find((file) => file.path === glue.pathname);
  expect((await compressed.body()).length).toBe(recorded?.size);
});
