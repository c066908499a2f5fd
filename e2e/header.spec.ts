import { test, expect, corpus } from './fixtures';

test.describe('on a large screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the header is sticky and has the three main links', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('position', 'sticky');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [['MERGE PDF', '/merge-pdf'], ['SPLIT PDF', '/split-pdf'], ['COMPRESS PDF', '/compress-pdf']]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('CONVERT PDF opens a menu with PDF to Word, PowerPoint, Excel and PDF/A; Escape closes it', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'CONVERT PDF' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('list', { name: 'CONVERT PDF' });
    await expect(menu.getByRole('link')).toHaveText(['PDF to Word', 'PDF to PowerPoint', 'PDF to Excel', 'PDF to PDF/A']);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('ALL PDF TOOLS lists every tool with its description and can be used with the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'ALL PDF TOOLS' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('list', { name: 'ALL PDF TOOLS' });
    const count = await menu.getByRole('link').count();
    expect(count).toBeGreaterThanOrEqual(26);
    await expect(menu.getByRole('link', { name: /Repair PDF/ })).toContainText('Recover data from a damaged or corrupt PDF file.');
    // The tools past the spec follow, under their groups' headings.
    await expect(page.getByRole('list', { name: 'Security' }).getByRole('link', { name: /Edit metadata/ })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/organize-pdf$/);
    await expect(menu).toBeHidden();
  });

  test('the search button opens a tool finder: type to filter, Enter to open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search tools' }).click();
    const finder = page.getByRole('dialog', { name: 'Find a tool' });
    await expect(finder).toBeVisible();
    await page.keyboard.type('compress');
    await expect(finder.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/compress-pdf$/);
    await expect(finder).toBeHidden();
  });

  test('the tool finder knows other words for a tool', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search tools' }).click();
    const finder = page.getByRole('dialog', { name: 'Find a tool' });
    await page.keyboard.type('strip metadata');
    await expect(finder.getByRole('option')).toHaveText([/Edit metadata/]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pdf-metadata$/);
  });

  test('Ctrl+K opens the tool finder too', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog', { name: 'Find a tool' })).toBeVisible();
  });
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a side sheet holds the three links and categories, one open at a time', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search tools' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    for (const name of ['MERGE PDF', 'SPLIT PDF', 'COMPRESS PDF']) await expect(sheet.getByRole('link', { name })).toBeVisible();

    const convertTo = sheet.getByRole('button', { name: 'Convert to PDF' });
    const toImages = sheet.getByRole('button', { name: 'PDF to Images' });
    for (const name of ['Convert to PDF', 'PDF to Images', 'PDF to Documents', 'PDF to Data', 'Additional Tools']) {
      await expect(sheet.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    await convertTo.click();
    await expect(convertTo).toHaveAttribute('aria-expanded', 'true');
    await expect(sheet.getByRole('link', { name: 'Word to PDF' })).toBeVisible();
    await toImages.click();
    await expect(toImages).toHaveAttribute('aria-expanded', 'true');
    await expect(convertTo).toHaveAttribute('aria-expanded', 'false');
    await expect(sheet.getByRole('link', { name: 'Word to PDF' })).toBeHidden();

    // The groups of the tools past the spec follow the spec's categories.
    const security = sheet.getByRole('button', { name: 'Security' });
    await security.click();
    await expect(sheet.getByRole('link', { name: 'Edit metadata' })).toBeVisible();
    await toImages.click();
    await sheet.getByRole('link', { name: 'PDF to PNG' }).click();
    await expect(page).toHaveURL(/\/convert-from-pdf\?type=png$/);
    await expect(sheet).toBeHidden();
  });

  test('Escape closes the side sheet', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a toast never covers the site header', async ({ page }) => {
    await page.goto('/merge-pdf');
    await page.getByTestId('file-input').setInputFiles([corpus('image-photo-mountain.jpg')]);
    const shown = page.getByTestId('toast');
    await expect(shown).toContainText('Invalid file type');
    const header = await page.locator('header').first().boundingBox();
    const box = await shown.boundingBox();
    expect(header && box).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    // The header's controls stay in reach while it shows.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    // Scrolled down, the sticky header stays on top and the toast still below it.
    await page.mouse.wheel(0, 600);
    await page.getByTestId('file-input').setInputFiles([corpus('image-photo-mountain.jpg')]);
    await expect(shown).toBeVisible();
    const scrolledHeader = await page.locator('header').first().boundingBox();
    const scrolledBox = await shown.boundingBox();
    expect(scrolledBox!.y).toBeGreaterThanOrEqual(scrolledHeader!.y + scrolledHeader!.height);
    await page.screenshot({ path: 'test-results/toast-on-phone.png' });
  });
});
