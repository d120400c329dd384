import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { addDaysIso, todayIso } from '../../domain/analytics.ts';
import { ASSET_MONEY_MESSAGES } from '../../domain/asset-money.ts';
import { ASSET_CSV_COLUMNS, ASSET_MESSAGES } from '../../domain/assets.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();

const signedIn = (email: string, width = 1440) => e2e.signedIn(email, { width, acceptDownloads: true });

async function openInventory(page: Page) {
  await page.goto(`${e2e.url}/inventory`);
  await page.getByRole('heading', { name: 'Inventory' }).waitFor();
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
/** Types a search and waits until the list shows its answer (the search waits for typing to pause). */
async function search(page: Page, text: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/assets/page') && new URL(r.url()).searchParams.get('search') === text,
  );
  await page.getByRole('searchbox', { name: 'Search assets' }).fill(text);
  await answered;
}
const SHOTS = '/tmp/shots/inventory';
await fs.mkdir(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
/** The value shown under a label of the asset's details (a `dt` and its `dd`). */
const detail = (page: Page, label: string) =>
  page
    .getByRole('dialog')
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');
/** The figure shown under the title of an Analytics stat card. */
const figure = (page: Page, title: string) =>
  page.getByText(title, { exact: true }).locator('xpath=following-sibling::*[1]');
/** The Assets tab's figures as the server computes them (the district's default range). */
async function assetFigures(api: APIRequestContext) {
  const res = await api.get(`${e2e.url}/api/analytics/assets`);
  expect(res.ok()).toBe(true);
  return (await res.json()).figures as { value: number | null; warrantyEnding: number | null };
}
const usd = (n: number) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const footerCount = (page: Page, n: number) =>
  page.getByText(`${n} ${n === 1 ? 'asset' : 'assets'}`, { exact: true }).waitFor();

describeE2E('Inventory', () => {
  it('adds an asset, edits it, checks it out and in with its history, bulk edits and deletes', async () => {
    const { context, page } = await signedIn('admin@benson.demo');
    await openInventory(page);
    await page
      .getByRole('button', { name: /^View BENS-/ })
      .first()
      .waitFor();

    // Add: tag and name are required.
    await page.getByRole('button', { name: 'Add Asset' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Asset' });
    await addDialog.getByRole('button', { name: 'Add Asset' }).click();
    await toast(page, ASSET_MESSAGES.missing.title);
    await addDialog.getByLabel('Asset Tag').fill('E2E-LT-001');
    await addDialog.getByLabel('Name').fill('E2E laptop');
    await addDialog.getByLabel('Location').fill('High School - Room 7');
    await addDialog.getByRole('button', { name: 'Add Asset' }).click();
    await toast(page, ASSET_MESSAGES.created.title);
    await addDialog.waitFor({ state: 'detached' });

    await search(page, 'E2E-LT');
    await footerCount(page, 1);
    await page.getByRole('button', { name: 'View E2E-LT-001' }).waitFor();
    expect(await page.getByRole('button', { name: /^View / }).count()).toBe(1);
    await page.getByRole('cell', { name: 'Laptop', exact: true }).waitFor();

    // A duplicate tag is refused with the server's reason, and the dialog keeps what was typed.
    await page.getByRole('button', { name: 'Add Asset' }).click();
    await addDialog.getByLabel('Asset Tag').fill('e2e-lt-001');
    await addDialog.getByLabel('Name').fill('Same tag');
    await addDialog.getByRole('button', { name: 'Add Asset' }).click();
    await toast(page, ASSET_MESSAGES.duplicateTag('e2e-lt-001'));
    expect(await addDialog.getByLabel('Name').inputValue()).toBe('Same tag');
    await addDialog.getByRole('button', { name: 'Cancel' }).click();

    // Edit saves through the update call.
    await page.getByRole('button', { name: 'Edit E2E-LT-001' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit E2E-LT-001' });
    await editDialog.getByLabel('Name').fill('E2E teacher laptop');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/assets/') && r.request().method() === 'PUT',
    );
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    expect((await saved).status()).toBe(200);
    await toast(page, ASSET_MESSAGES.updated.title);
    await page.getByRole('button', { name: 'E2E teacher laptop' }).waitFor();

    // Check out to a person, with a due date.
    await page.getByRole('checkbox', { name: 'Select E2E-LT-001' }).click();
    const bulk = page.getByRole('toolbar', { name: 'Bulk actions' });
    await bulk.getByText('1 selected').waitFor();
    await bulk.getByRole('button', { name: 'Check Out' }).click();
    const outDialog = page.getByRole('dialog', { name: 'Check Out' });
    await outDialog.getByLabel('Person', { exact: true }).fill('Ms. Rivera');
    await outDialog.getByLabel('Due back').fill('2031-06-05');
    await outDialog.getByRole('button', { name: 'Check Out 1 asset' }).click();
    await toast(page, 'Checked Out');
    await page.getByText('Ms. Rivera', { exact: true }).waitFor();
    await page.getByText('Due Jun 5, 2031', { exact: true }).waitFor();

    // Its View dialog shows the history; check it in from there.
    await page.getByRole('button', { name: 'View E2E-LT-001' }).click();
    const view = page.getByRole('dialog', { name: 'E2E teacher laptop' });
    const history = view.getByRole('list', { name: 'Asset history' });
    await history.getByText(/^Checked out to Ms\. Rivera on .*, due back Jun 5, 2031$/).waitFor();
    await view.getByRole('button', { name: 'Check In' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Check In' }).click();
    await toast(page, 'Checked In');
    await history.getByText('Checked in from Ms. Rivera', { exact: true }).waitFor();
    await history.getByText('Added to the inventory', { exact: true }).waitFor();
    await view.getByRole('button', { name: 'Close' }).last().click();
    await page.getByText('In stock', { exact: true }).waitFor();

    // Bulk edit the status of every listed asset.
    await page.getByRole('button', { name: 'Add Asset' }).click();
    await addDialog.getByLabel('Asset Tag').fill('E2E-LT-002');
    await addDialog.getByLabel('Name').fill('Second laptop');
    await addDialog.getByRole('button', { name: 'Add Asset' }).click();
    await page.getByRole('button', { name: 'View E2E-LT-002' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all loaded assets' }).click();
    await bulk.getByText('2 selected').waitFor();
    await bulk.getByRole('button', { name: 'Bulk Edit' }).click();
    const bulkDialog = page.getByRole('dialog', { name: 'Bulk Edit' });
    await bulkDialog.getByLabel('Status').selectOption('maintenance');
    await bulkDialog.getByRole('button', { name: 'Update 2 assets' }).click();
    await toast(page, 'Assets Updated');
    await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('maintenance');
    await footerCount(page, 2);
    await page.getByRole('button', { name: 'View E2E-LT-002' }).waitFor();
    expect(await page.getByRole('button', { name: /^View E2E-/ }).count()).toBe(2);

    // Delete asks first, then really deletes.
    await page.getByRole('button', { name: 'Delete E2E-LT-002' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Asset Deleted');
    await page.getByRole('button', { name: 'View E2E-LT-002' }).waitFor({ state: 'detached' });
    const gone = await context.request.get(`${e2e.url}/api/assets/page?search=E2E-LT-002`);
    expect((await gone.json()).total).toBe(0);
    await context.close();
  });

  it('imports a CSV after a dry run that lists the rejected rows, then exports with the product columns', async () => {
    const { context, page } = await signedIn('admin@benson.demo');
    await openInventory(page);
    const header = ASSET_CSV_COLUMNS.map((c) => c.label).join(',');

    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Assets' });
    const file = (name: string, lines: string[]) => ({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    });
    await dialog
      .getByLabel('CSV file to import')
      .setInputFiles(
        file('bad.csv', [
          header,
          'IMP-E2E-1,Cart laptop,laptop,active,Library,S1,',
          'IMP-E2E-2,,toaster,active,,,',
        ]),
      );
    await dialog.getByText('1 of 2 rows would be rejected.').waitFor();
    await dialog.getByRole('cell', { name: 'Missing name; Unknown category "toaster"' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Import 1 asset' }).isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: 'Choose another file' }).click();
    await dialog
      .getByLabel('CSV file to import')
      .setInputFiles(
        file('good.csv', [
          header,
          'IMP-E2E-1,Cart laptop,laptop,active,Library,S1,',
          'IMP-E2E-2,Cart projector,Projector,Maintenance,Gym,S2,',
          'IMP-E2E-3,Front desk PC,desktop,,Office,S3,Mrs. Chen',
        ]),
      );
    await dialog.getByText('All 3 rows are ready to import.').waitFor();
    await dialog.getByRole('button', { name: 'Import 3 assets' }).click();
    await toast(page, 'Import Complete');
    await dialog.waitFor({ state: 'detached' });

    await search(page, 'IMP-E2E');
    await footerCount(page, 3);
    await page.getByRole('button', { name: 'View IMP-E2E-3' }).waitFor();
    expect(await page.getByRole('button', { name: /^View IMP-E2E-/ }).count()).toBe(3);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^assets-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await fs.readFile((await download.path())!, 'utf8');
    const lines = text.trim().split(/\r?\n/);
    // An administrator's export carries the purchase and money columns too (empty here).
    expect(lines[0]).toBe(
      'Asset Tag,Name,Category,Status,Location,Serial Number,Assigned To,Purchase Date,Cost,Vendor,PO Number,Funding Source,Warranty Ends,Depreciation Years',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('IMP-E2E-3,Front desk PC,desktop,active,Office,S3,Mrs. Chen,,,,,,,');
    await toast(page, ASSET_MESSAGES.exportComplete(3).title);
    await page.getByText(ASSET_MESSAGES.exportComplete(3).description, { exact: true }).first().waitFor();
    await context.close();
  });

  it('refreshes another browser of the district when an asset is added', async () => {
    const watcher = await signedIn('admin@benson.demo');
    const editor = await signedIn('admin@benson.demo');
    // The socket answers the client's ping once it is open: from then on, events reach this browser.
    const socketOpen = new Promise<void>((resolve) =>
      watcher.page.on('websocket', (ws) =>
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).includes('pong')) resolve();
        }),
      ),
    );
    await openInventory(watcher.page);
    await socketOpen;
    await search(watcher.page, 'LIVE-');
    await watcher.page.getByText('No assets found matching your criteria', { exact: true }).waitFor();

    const res = await editor.context.request.post(`${e2e.url}/api/assets`, {
      data: { assetTag: 'LIVE-1', name: 'Live projector', category: 'projector' },
      headers: { origin: e2e.url },
    });
    expect(res.status()).toBe(201);
    await watcher.page.getByRole('button', { name: 'View LIVE-1' }).waitFor();
    await watcher.context.close();
    await editor.context.close();
  });

  it("keeps an asset's money: funding sources, the edit form, its details and Analytics' figures (1440)", async () => {
    const { context, page } = await signedIn('admin@benson.demo');
    const created = await context.request.post(`${e2e.url}/api/assets`, {
      data: { assetTag: 'MONEY-1', name: 'Money laptop', category: 'laptop', status: 'active' },
      headers: { origin: e2e.url },
    });
    expect(created.status()).toBe(201);
    const before = await assetFigures(context.request);
    await openInventory(page);

    // The district's funding sources: add one; focus comes back to the button that opened it.
    const fundingButton = page.getByRole('button', { name: 'Funding', exact: true });
    await fundingButton.click();
    const funding = page.getByRole('dialog', { name: 'Funding sources' });
    await funding.getByRole('textbox', { name: 'Name of funding source 1' }).waitFor();
    await funding.getByRole('button', { name: 'Add funding source' }).click();
    const added = funding.getByRole('textbox', { name: /^Name of funding source \d+$/ }).last();
    await added.fill('Bond 2024');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/funding-1440.png` });
    await funding.getByRole('button', { name: 'Save funding sources' }).click();
    await toast(page, ASSET_MONEY_MESSAGES.fundingSaved.title);
    await funding.waitFor({ state: 'detached' });
    await expect.poll(() => fundingButton.evaluate((b) => b === document.activeElement)).toBe(true);

    // The money fields of the edit form.
    const today = todayIso();
    const purchased = addDaysIso(today, -365);
    const warrantyEnds = addDaysIso(today, 30);
    await search(page, 'MONEY-1');
    await page.getByRole('button', { name: 'Edit MONEY-1' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit MONEY-1' });
    await edit.getByLabel('Purchase Date').fill(purchased);
    await edit.getByLabel('Warranty Ends').fill(warrantyEnds);
    await edit.getByLabel('Depreciation (years)').fill('4');
    await edit.getByLabel('Cost ($)').fill('1200.00');
    await edit.getByLabel('Vendor').fill('CDW-G');
    await edit.getByLabel('PO Number').fill('PO-2026-0042');
    await edit.getByLabel('Funding Source').selectOption({ label: 'Bond 2024' });
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'money-form-1440');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, ASSET_MESSAGES.updated.title);
    await edit.waitFor({ state: 'detached' });

    // Its details read them back.
    await page.getByRole('button', { name: 'View MONEY-1' }).click();
    const view = page.getByRole('dialog', { name: 'Money laptop' });
    await view.waitFor();
    expect(await detail(page, 'Cost').textContent()).toBe('$1,200.00');
    expect(await detail(page, 'Vendor').textContent()).toBe('CDW-G');
    expect(await detail(page, 'PO Number').textContent()).toBe('PO-2026-0042');
    expect(await detail(page, 'Funding Source').textContent()).toBe('Bond 2024');
    expect(await detail(page, 'Depreciation').textContent()).toBe('4 years, straight line');
    expect(await detail(page, 'Warranty').textContent()).toContain('Warranty ending soon');
    expect(await detail(page, 'Value Today').textContent()).toMatch(/^\$9\d\d\.\d\d$/);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'money-details-1440');
    await view.getByRole('button', { name: 'Close' }).last().click();

    // Analytics: the fleet value and the warranties ending count it.
    const after = await assetFigures(context.request);
    expect(after.value ?? 0).toBeGreaterThan(before.value ?? 0);
    expect(after.warrantyEnding).toBe((before.warrantyEnding ?? 0) + 1);
    await page.goto(`${e2e.url}/analytics?tab=assets`);
    await page.getByRole('tab', { name: 'Assets', selected: true }).waitFor();
    await figure(page, 'Fleet value').getByText(usd(after.value!), { exact: true }).waitFor();
    await figure(page, 'Warranty ending in 90 days')
      .getByText(String(after.warrantyEnding), { exact: true })
      .waitFor();
    await page.getByRole('heading', { name: 'Repair cost per model' }).waitFor();
    await page.getByRole('heading', { name: 'Damage rate per site' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'analytics-assets-1440');
    await context.close();
  }, 240_000); // a long flow (funding, edit, details, Analytics): 120 s was not enough on a busy machine

  it('shows the money at 390 px to an administrator, and none of it to a technician', async () => {
    const admin = await signedIn('admin@benson.demo', 390);
    const created = await admin.context.request.post(`${e2e.url}/api/assets`, {
      data: {
        assetTag: 'MONEY-2',
        name: 'Phone money laptop',
        category: 'laptop',
        status: 'active',
        cost: 850,
        purchaseDate: addDaysIso(todayIso(), -100),
        vendor: 'CDW-G',
      },
      headers: { origin: e2e.url },
    });
    expect(created.status()).toBe(201);
    const invite = await admin.context.request.post(`${e2e.url}/api/users/invitations`, {
      data: { email: 'tess.money@benson.example', role: 'technician', firstName: 'Tess', lastName: 'Money' },
      headers: { origin: e2e.url },
    });
    expect(invite.ok()).toBe(true);
    const token = new URL((await invite.json()).inviteUrl).pathname.split('/').pop();

    const { page } = admin;
    await openInventory(page);
    await search(page, 'MONEY-2');
    await page.getByRole('button', { name: 'View MONEY-2' }).click();
    await detail(page, 'Cost').getByText('$850.00', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'money-details-390');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Edit MONEY-2' }).click();
    await page.getByRole('dialog', { name: 'Edit MONEY-2' }).getByLabel('Cost ($)').scrollIntoViewIfNeeded();
    await shot(page, 'money-form-390');
    await page.keyboard.press('Escape');
    await page.goto(`${e2e.url}/analytics?tab=assets`);
    await page.getByRole('tab', { name: 'Assets', selected: true }).waitFor();
    await figure(page, 'Fleet value')
      .getByText(/^\$[\d,]+$/)
      .waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'analytics-assets-390');
    await page
      .getByRole('table', { name: 'Repair cost per model' })
      .locator('xpath=ancestor::div[contains(@class,"rounded")][1]')
      .screenshot({ path: `${SHOTS}/repair-cost-390.png` });
    await admin.context.close();

    // A technician edits assets, without the money fields, and reads no money in the details.
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 1000 } });
    const accepted = await context.request.post(`${e2e.url}/api/auth/invite/accept`, {
      data: { token, password: 'Ledger-Harbor-2031' },
    });
    expect(accepted.ok()).toBe(true);
    const tech = await context.newPage();
    await openInventory(tech);
    await search(tech, 'MONEY-2');
    expect(await tech.getByRole('button', { name: 'Funding', exact: true }).count()).toBe(0);
    await tech.getByRole('button', { name: 'View MONEY-2' }).click();
    await detail(tech, 'Purchase Date').waitFor();
    expect(await detail(tech, 'Cost').count()).toBe(0);
    expect(await detail(tech, 'Vendor').count()).toBe(0);
    await shot(tech, 'tech-details-390');
    await tech.keyboard.press('Escape');
    await tech.getByRole('button', { name: 'Edit MONEY-2' }).click();
    const edit = tech.getByRole('dialog', { name: 'Edit MONEY-2' });
    await edit.getByLabel('Purchase Date').waitFor();
    await edit.getByLabel('Depreciation (years)').scrollIntoViewIfNeeded();
    expect(await edit.getByLabel('Cost ($)').count()).toBe(0);
    expect(await edit.getByLabel('Funding Source').count()).toBe(0);
    await shot(tech, 'tech-form-390');
    await context.close();
  });

  it('stays within the screen at 390 px, with the assets as stacked cards', async () => {
    const { context, page } = await signedIn('admin@benson.demo', 390);
    await openInventory(page);
    await page.getByRole('list', { name: 'Assets' }).waitFor();
    await page
      .getByRole('button', { name: /^View BENS-/ })
      .first()
      .waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
