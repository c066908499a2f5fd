import { test, expect } from './fixtures';

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the footer’s company links reach the not-found screen, as the spec says', async ({ page }) => {
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
});

test('a tool page shows its title, description and back link', async ({ page }) => {
  await page.goto('/split-pdf');
  await expect(page.getByRole('heading', { level: 1, name: 'Split PDF' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Separate one page or a whole set into independent PDF files.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to all tools' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a card opens the page of its variant, which is built (no "being built" notice)', async ({ page }) => {
  const notice = page.getByRole('status').filter({ hasText: 'This tool is being built' });
  await page.goto('/');
  await page.getByTestId('tool-grid').getByRole('link', { name: /Word to PDF/ }).click();
  await expect(page).toHaveURL(/\/convert-to-pdf\?type=word$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Word to PDF' })).toBeVisible();
  await expect(page).toHaveTitle(/Word to PDF/);
  // The spec's alias: jpg opens the image variant, whose card is JPG to PDF.
  await page.goto('/convert-to-pdf?type=jpg');
  await expect(page.getByRole('heading', { level: 1, name: 'JPG to PDF' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
