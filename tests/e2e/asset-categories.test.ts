import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ASSET_CATEGORY_MESSAGES, ASSET_MESSAGES } from '../../domain/assets.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations, layoutProblems } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The district's own categories (issue 27.5): a list field (e.g. "Lens type") added to a category in
 * the Categories editor, by keyboard; then an asset of that category with the field set, listed as such.
 */
async function addFieldAndAsset(
  page: Page,
  width: number,
  c: { category: string; field: string; options: [string, string]; tag: string; name: string },
) {
  await page.goto(`${e2e.url}/inventory`);
  await page.getByRole('heading', { name: 'Inventory' }).waitFor();
  await page
    .getByRole('button', { name: /^View BENS-/ })
    .first()
    .waitFor();

  const opener = page.getByRole('button', { name: 'Categories' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Categories' });
  await editor.waitFor();
  await editor.getByRole('button', { name: new RegExp(`^Fields of ${c.category}`) }).click();
  const addField = editor.getByRole('button', { name: `Add field to ${c.category}` });
  // A list field without options is refused with the domain's message before anything is sent.
  await addField.focus();
  await page.keyboard.press('Enter');
  const fieldName = editor
    .getByRole('textbox', { name: new RegExp(`^Name of field \\d+ of ${c.category}$`) })
    .last();
  await fieldName.fill(c.field);
  await editor.getByRole('combobox', { name: `Type of ${c.field}` }).selectOption('list');
  await editor.getByRole('button', { name: 'Save categories' }).click();
  await editor.getByRole('alert').getByText(ASSET_CATEGORY_MESSAGES.listOptions(c.field)).waitFor();
  await editor
    .getByRole('textbox', { name: `Options of ${c.field}, separated by commas` })
    .fill(c.options.join(', '));
  expect(await axeViolations(page)).toEqual([]);
  if (width < 600) expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `/tmp/asset-categories-editor-${width}.png` });
  await editor.getByRole('button', { name: 'Save categories' }).click();
  await toast(page, ASSET_CATEGORY_MESSAGES.saved.title);
  await editor.waitFor({ state: 'detached' });
  // Focus is back on what opened the dialog.
  expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

  // Add an asset of the category with the new field set.
  await page.getByRole('button', { name: 'Add Asset' }).click();
  const add = page.getByRole('dialog', { name: 'Add Asset' });
  await add.getByLabel('Asset Tag').fill(c.tag);
  await add.getByLabel('Name', { exact: true }).fill(c.name);
  await add.getByLabel('Category').selectOption({ label: c.category });
  await add.getByLabel(c.field).selectOption(c.options[1]);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/asset-categories-form-${width}.png` });
  await add.getByRole('button', { name: 'Add Asset' }).click();
  await toast(page, ASSET_MESSAGES.created.title);
  await add.waitFor({ state: 'detached' });

  // The list finds it by its custom field value, and shows the category and the field.
  const answered = page.waitForResponse(
    (r) =>
      r.url().includes('/api/assets/page') &&
      new URL(r.url()).searchParams.get('search') === c.options[1].toLowerCase(),
  );
  await page.getByRole('searchbox', { name: 'Search assets' }).fill(c.options[1].toLowerCase());
  await answered;
  await page.getByRole('button', { name: `View ${c.tag}` }).waitFor();
  await page.getByText(`${c.field}: ${c.options[1]}`, { exact: false }).first().waitFor();
  if (width >= 768) await page.getByRole('cell', { name: c.category, exact: true }).waitFor();
  else await page.getByText(`${c.category} · `, { exact: false }).first().waitFor();
  // (The toast's announcement for screen readers is visually hidden on purpose.)
  expect((await layoutProblems(page)).filter((p) => !p.includes('"Notification '))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/asset-categories-list-${width}.png` });

  // The detail shows it too.
  await page.getByRole('button', { name: `View ${c.tag}` }).click();
  const detail = page.getByRole('dialog', { name: c.name });
  await detail.getByText(c.field, { exact: true }).waitFor();
  await detail.getByText(c.options[1], { exact: true }).waitFor();
}

describeE2E('Asset categories', () => {
  it('edits the categories and adds a document camera with a custom field, at 1440 px, axe clean', async () => {
    const { context, page } = await e2e.signedIn('admin@benson.demo', { width: 1440 });
    await addFieldAndAsset(page, 1440, {
      category: 'Document camera',
      field: 'Lens type',
      options: ['Fixed', 'Zoom'],
      tag: 'E2E-DC-1440',
      name: 'Elmo document camera',
    });
    await context.close();
  });

  it('does the same at 390 px within the screen', async () => {
    const { context, page } = await e2e.signedIn('admin@benson.demo', { width: 390 });
    await addFieldAndAsset(page, 390, {
      category: 'Hotspot',
      field: 'Carrier',
      options: ['Verizon', 'T-Mobile'],
      tag: 'E2E-HS-390',
      name: 'Bus hotspot',
    });
    await context.close();
  });
});
