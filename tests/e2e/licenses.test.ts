import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  addDays,
  isoDay,
  LICENSE_CSV_COLUMNS,
  LICENSE_MESSAGES as M,
  UTILIZATION_ADVICE,
} from '../../domain/licenses.ts';
import { DEFAULT_TIMEZONE } from '../../domain/settings.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
const signedIn = (width = 1440) => e2e.signedIn('admin@benson.demo', { width, acceptDownloads: true });
/** The test districts keep the default time zone: statuses are counted on its day. */
const today = isoDay(new Date(), DEFAULT_TIMEZONE);

async function openLicenses(page: Page) {
  await page.goto(`${e2e.url}/licenses`);
  await page.getByRole('heading', { name: 'License Tracking' }).waitFor();
  await page.getByText('GoGuardian Admin').first().waitFor();
}
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
/** Types a search and waits until the list shows its answer (the search waits for typing to pause). */
async function search(page: Page, text: string) {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/licenses?') && new URL(r.url()).searchParams.get('q') === text,
  );
  await page.getByRole('searchbox', { name: 'Search licenses' }).fill(text);
  await answered;
}

describeE2E('License Tracking', () => {
  it('adds a license, assigns a seat, renews it, sets reminders and reads the tabs, at 1440 px with axe clean', async () => {
    const { context, page } = await signedIn();
    await openLicenses(page);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Dashboard' })
      .waitFor();
    const cards = page.getByRole('region', { name: 'License summary' });
    await cards.getByText('within 90 days').waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);

    // Add License: the product's toast and the fields' messages, then a real one.
    await page.getByRole('button', { name: 'Add License' }).click();
    const add = page.getByRole('dialog', { name: 'Add License' });
    await add.getByRole('button', { name: 'Add License' }).click();
    await toast(page, M.missing.title);
    await add.getByText(M.nameRequired).waitFor();
    await add.getByText(M.renewalRequired).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await add.getByLabel('Name', { exact: true }).fill('E2E Classroom Screens');
    await add.getByLabel('Vendor', { exact: true }).fill('E2E Vendor');
    await add.getByLabel('Category').selectOption('Classroom Management');
    await add.getByLabel('Seats', { exact: true }).fill('2');
    await add.getByLabel('Annual cost (USD)').fill('900');
    await add.getByLabel('Purchase date').fill(addDays(today, -300));
    await add.getByLabel('Renewal date').fill(addDays(today, -301));
    await add.getByRole('button', { name: 'Add License' }).click();
    await add.getByText(M.renewalBeforePurchase).waitFor();
    await add.getByLabel('Renewal date').fill(addDays(today, 40));
    await add.getByRole('button', { name: 'Add License' }).click();
    await toast(page, 'License Added');
    await add.waitFor({ state: 'detached' });

    await search(page, 'E2E');
    const row = page.getByRole('row', { name: /E2E Classroom Screens/ });
    await row.getByText('0 / 2').waitFor();
    await row.getByText('40 days left').waitFor();
    await row.getByText('$900').waitFor();

    // Its detail: assign both seats, the third is refused, and the history says so.
    await page.getByRole('button', { name: 'E2E Classroom Screens', exact: true }).click();
    const detail = page.getByRole('dialog', { name: 'E2E Classroom Screens' });
    await detail.getByRole('button', { name: 'Assign a seat', exact: true }).click();
    await detail.getByRole('button', { name: 'Assign a seat to Maria Lopez' }).click();
    await toast(page, 'Seat Assigned');
    await detail.getByRole('list', { name: 'Seats' }).getByText('Maria Lopez', { exact: true }).waitFor();
    await detail.getByRole('button', { name: 'Assign a seat', exact: true }).click();
    await detail.getByLabel('Someone else (name and email)').check();
    await detail.getByRole('button', { name: 'Assign Seat' }).click();
    await detail.getByText(M.assigneeName).waitFor();
    await detail.getByLabel('Name', { exact: true }).fill('Coach Lee');
    await detail.getByLabel('Email', { exact: true }).fill('lee@benson.example');
    await detail.getByRole('button', { name: 'Assign Seat' }).click();
    await detail.getByText('2 of 2 seats assigned').waitFor();
    expect(await detail.getByRole('button', { name: 'Assign a seat', exact: true }).isDisabled()).toBe(true);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await detail.getByRole('button', { name: 'Free the seat of Coach Lee' }).click();
    await toast(page, 'Seat Freed');
    await detail.getByText('1 of 2 seats assigned').waitFor();
    await detail.getByRole('tab', { name: 'History' }).click();
    await detail.getByText('Freed the seat of Coach Lee (lee@benson.example)').waitFor();
    await detail.getByText('Added the license').waitFor();
    await detail.getByRole('button', { name: 'Close' }).last().click();

    // Expiring Soon: days left, Renew Now (the old term stays in the history), Set Reminder.
    await page.getByRole('tab', { name: /Expiring Soon/ }).click();
    const expiring = page.getByRole('list', { name: 'Licenses expiring soon' });
    await expiring.getByText('40 days left').waitFor();
    await page.getByRole('button', { name: 'Set Reminder, E2E Classroom Screens' }).click();
    const reminders = page.getByRole('dialog', { name: 'Reminders for E2E Classroom Screens' });
    await reminders.getByLabel('90 days before').uncheck();
    await reminders.getByLabel('14 days before').check();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await reminders.getByRole('button', { name: 'Save Reminders' }).click();
    await toast(page, 'Reminder Set');
    await expiring.getByText('Reminders: 60, 30, 14 and 7 days before renewal').waitFor();

    await page.getByRole('button', { name: 'Renew Now, E2E Classroom Screens' }).click();
    const renew = page.getByRole('dialog', { name: 'Renew E2E Classroom Screens' });
    await renew.getByLabel('New renewal date').fill(addDays(today, 400));
    await renew.getByLabel('New annual cost (USD)').fill('950');
    await renew.getByRole('button', { name: 'Record Renewal' }).click();
    await toast(page, 'License Renewed');
    await page.getByText('Nothing expires in the next 90 days').waitFor();

    // Utilization: a bar and advice per license.
    await page.getByRole('searchbox', { name: 'Search licenses' }).fill('');
    await page.getByRole('tab', { name: 'Utilization' }).click();
    const utilization = page.getByRole('list', { name: 'License utilization' });
    await utilization
      .getByRole('meter', { name: 'Utilization of Lightspeed Classroom Management' })
      .waitFor();
    await utilization.getByText(UTILIZATION_ADVICE.high).first().waitFor();
    await utilization
      .getByText(/Keep 16 of [\d,]+ seats: the other [\d,]+ would save \$1,120 a year/)
      .waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);

    // The overview sorts by a column.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('button', { name: 'Renewal' }).click();
    await expect
      .poll(async () => page.getByRole('columnheader', { name: 'Renewal' }).getAttribute('aria-sort'))
      .toBe('ascending');
    await expect.poll(() => page.getByRole('row').nth(1).textContent()).toContain('Mosyle Manager');
    const history = await context.request.get(
      `${e2e.url}/api/licenses/${(await (await context.request.get(`${e2e.url}/api/licenses?q=E2E`)).json())[0].id}/history`,
    );
    expect((await history.json())[0]).toMatchObject({ action: 'renewed', details: { cost: 950 } });
    await context.close();
  });

  it('exports CSV and Excel of the filtered list, and imports a CSV after a dry run', async () => {
    const { context, page } = await signedIn();
    await openLicenses(page);
    await page.getByLabel('Filter by category').selectOption('Mobile Device Management');
    await page.getByRole('row', { name: /Jamf School/ }).waitFor();

    await page.getByRole('button', { name: 'Export' }).click();
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^licenses-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await fs.readFile((await csv.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe(LICENSE_CSV_COLUMNS.map((c) => c.label).join(','));
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Jamf School', 'Mosyle Manager']);
    await toast(page, 'Export Complete');

    await page.getByRole('button', { name: 'Export' }).click();
    const xlsxDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await fs.readFile((await xlsx.path())!)).subarray(0, 2).toString()).toBe('PK');

    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Licenses' });
    const header = LICENSE_CSV_COLUMNS.map((c) => c.label).join(',');
    const file = (name: string, rows: string[]) => ({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...rows].join('\n')),
    });
    const renewal = addDays(today, 200);
    await dialog
      .getByLabel('CSV file to import')
      .setInputFiles(
        file('bad.csv', [
          `Canva for Education,Canva,Productivity,Per user,500,,0,,,${renewal},,No,,,,`,
          `Broken,Vendor,Games,Per user,ten,,0,,,${renewal},,No,,,,`,
        ]),
      );
    await dialog.getByText('1 of 2 rows would be rejected.').waitFor();
    await dialog.getByRole('cell', { name: `${M.invalidCategory}; ${M.seatCount}` }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Import 1 license' }).isDisabled()).toBe(true);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Choose another file' }).click();
    await dialog
      .getByLabel('CSV file to import')
      .setInputFiles(
        file('good.csv', [
          `Canva for Education,Canva,Productivity,Per user,500,,0,,,${renewal},,No,,,,`,
          `Zoom Education,Zoom,Productivity,Per user,80,,2400,,,${renewal},,Yes,,,,`,
        ]),
      );
    await dialog.getByText('All 2 rows are ready to import.').waitFor();
    await dialog.getByText('Zoom Education').waitFor();
    await dialog.getByRole('button', { name: 'Import 2 licenses' }).click();
    await toast(page, 'Import Complete');
    await dialog.waitFor({ state: 'detached' });
    await page.getByLabel('Filter by category').selectOption('all');
    await page.getByRole('row', { name: /Zoom Education/ }).waitFor();
    await context.close();
  });

  it('refreshes another browser of the district when a license changes', async () => {
    const watcher = await signedIn();
    const editor = await signedIn();
    const socketOpen = new Promise<void>((resolve) =>
      watcher.page.on('websocket', (ws) =>
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).includes('pong')) resolve();
        }),
      ),
    );
    await openLicenses(watcher.page);
    await socketOpen;
    const res = await editor.context.request.post(`${e2e.url}/api/licenses`, {
      data: { name: 'Live Added License', vendor: 'Live', licenseCount: 5, renewalDate: addDays(today, 300) },
      headers: { origin: e2e.url },
    });
    expect(res.status()).toBe(201);
    await watcher.page.getByRole('button', { name: 'Live Added License', exact: true }).waitFor();
    await watcher.context.close();
    await editor.context.close();
  });

  it('cancels a license and reactivates it from its menu, sending only the cancellation', async () => {
    const { context, page } = await signedIn();
    const res = await context.request.post(`${e2e.url}/api/licenses`, {
      data: { name: 'E2E Cancel Me', vendor: 'E2E', licenseCount: 5, renewalDate: addDays(today, 300) },
      headers: { origin: e2e.url },
    });
    expect(res.status()).toBe(201);
    const id = ((await res.json()) as { id: string }).id;
    await openLicenses(page);
    await search(page, 'E2E Cancel Me');
    const sent = page.waitForRequest((r) => r.url().includes(`/api/licenses/${id}/cancellation`));
    await page.getByRole('button', { name: 'Actions for E2E Cancel Me' }).click();
    await page.getByRole('menuitem', { name: 'Cancel license' }).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel E2E Cancel Me?' })
      .getByRole('button', { name: 'Cancel License' })
      .click();
    expect((await sent).method()).toBe('POST');
    await toast(page, M.cancelled('E2E Cancel Me').title);
    const back = page.waitForRequest((r) => r.url().includes(`/api/licenses/${id}/cancellation`));
    await page.getByRole('button', { name: 'Actions for E2E Cancel Me' }).click();
    await page.getByRole('menuitem', { name: 'Reactivate' }).click();
    expect((await back).method()).toBe('DELETE');
    await toast(page, M.reactivated('E2E Cancel Me').title);
    const history = await context.request.get(`${e2e.url}/api/licenses/${id}/history`);
    expect(((await history.json()) as { action: string }[]).map((h) => h.action)).toEqual([
      'reactivated',
      'cancelled',
      'created',
    ]);
    await context.close();
  });

  it('stays within the screen at 390 px: stacked cards, tabs, the detail and a dialog, axe clean', async () => {
    const { context, page } = await signedIn(390);
    await openLicenses(page);
    await page.getByRole('list', { name: 'Licenses' }).waitFor();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('tab', { name: /Expiring Soon/ }).click();
    await page.getByRole('list', { name: 'Licenses expiring soon' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Utilization' }).click();
    await page.getByRole('list', { name: 'License utilization' }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('button', { name: 'Actions for Jamf School' }).click();
    await page.getByRole('menuitem', { name: 'View details' }).click();
    const detail = page.getByRole('dialog', { name: 'Jamf School' });
    await detail.getByRole('list', { name: 'Seats' }).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await detail.getByRole('button', { name: 'Assign a seat', exact: true }).click();
    await detail.getByRole('searchbox', { name: 'Search devices' }).fill('BENS-TB');
    await detail.getByRole('list', { name: 'Search results' }).waitFor();
    await context.close();
  });
});
