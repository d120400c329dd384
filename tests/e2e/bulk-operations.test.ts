import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { BULK_MESSAGES } from '../../domain/admin.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
const SHOTS = '/tmp/shots/bulk-operations';

async function openBulk(page: Page) {
  // The machine is shared with other test runs: pages may come slowly.
  page.setDefaultTimeout(60_000);
  await page.goto(`${e2e.url}/bulk-operations`);
  await page
    .getByRole('heading', { name: 'Bulk Operations' })
    .waitFor()
    .catch(async (e) => {
      await page.screenshot({ path: `${SHOTS}/debug.png` });
      throw e;
    });
  await page.getByRole('list', { name: 'Districts to change' }).waitFor();
}

describeE2E('Bulk Operations', () => {
  it('selects districts, rehearses an announcement as a dry run, runs it, and the district sees the banner (1440 px)', async () => {
    const { context, page } = await e2e.signedIn('provider', { width: 1440 });
    await openBulk(page);
    expect(await axeViolations(page, 'main')).toEqual([]);

    // Select All / Select None and the count.
    await page.getByRole('button', { name: /^Select All/ }).click();
    const total = await page.getByRole('list', { name: 'Districts to change' }).getByRole('listitem').count();
    await page.getByText(`${total} of ${total} selected`).waitFor();
    await page.getByRole('button', { name: 'Select None' }).click();
    await page.getByText(`0 of ${total} selected`).waitFor();

    // Search, then choose Benson and Riverside.
    await page.getByRole('searchbox', { name: 'Search districts' }).fill('benson');
    await page.getByRole('checkbox', { name: /Benson Unified School District/ }).click();
    await page.getByRole('searchbox', { name: 'Search districts' }).fill('');
    await page.getByRole('checkbox', { name: /Riverside Elementary District/ }).click();
    await page.getByText(`2 of ${total} selected`).waitFor();

    await page.getByLabel('Operation', { exact: true }).selectOption('send_announcement');
    const confirm = page.getByRole('note');
    await confirm.getByText(/This cannot be undone/).waitFor();
    await confirm.getByText(/Benson Unified School District/).waitFor();
    expect(await page.getByRole('button', { name: 'Run for real' }).isDisabled()).toBe(true);

    // The schema's message for a missing announcement.
    await page.getByRole('button', { name: 'Dry run' }).click();
    await page.getByText(BULK_MESSAGES.messageRequired).waitFor();
    await page
      .getByLabel('Announcement message')
      .fill('Network upgrade tonight at 8 pm: expect short outages.');
    await page.getByLabel('Severity').selectOption('warning');
    await page.getByRole('button', { name: 'Dry run' }).click();

    const results = page.getByRole('list', { name: 'Results per district' });
    await page.getByText(/^Done: 2 ok · 0 skipped · 0 failed$/).waitFor();
    await results
      .getByText(/^Would show a warning banner to \d+ users? from now\.$/)
      .first()
      .waitFor();
    await page.getByText('Dry run: nothing changed').waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/dry-run-1440.png`, fullPage: true });

    await page.getByRole('button', { name: 'Run for real' }).click();
    await page.getByRole('heading', { name: 'Send system announcement', exact: true }).waitFor();
    await results
      .getByText(/^Showed a warning banner/)
      .first()
      .waitFor();
    await page.getByText(/^Done: 2 ok · 0 skipped · 0 failed$/).waitFor();
    const past = page.getByRole('list', { name: 'Past runs' });
    expect(await past.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: `${SHOTS}/run-1440.png`, fullPage: true });
    await context.close();

    // Benson's administrator sees the banner and dismisses it.
    const admin = await e2e.signedIn('admin@benson.demo', { width: 1440 });
    await admin.page.goto(e2e.url);
    const banner = admin.page.getByRole('region', { name: 'Warning from Five Star' });
    await banner.getByText('Network upgrade tonight at 8 pm: expect short outages.').waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);
    await admin.page.screenshot({ path: `${SHOTS}/banner-1440.png` });
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await banner.waitFor({ state: 'detached' });
    await admin.page.reload();
    await admin.page.getByRole('main').waitFor();
    expect(await admin.page.getByRole('region', { name: 'Warning from Five Star' }).count()).toBe(0);
    await admin.context.close();
  }, 300_000);

  it('works at 390 px: a backup dry run and run, with a download, axe clean', async () => {
    const { context, page } = await e2e.signedIn('provider', { width: 390, acceptDownloads: true });
    await openBulk(page);
    await page.getByRole('checkbox', { name: /Mountain View Schools/ }).click();
    await page.getByLabel('Operation', { exact: true }).selectOption('backup_district_data');
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/form-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Dry run' }).click();
    await page.getByText(/^Would archive \d+ rows from \d+ tables/).waitFor();
    await page.getByRole('button', { name: 'Run for real' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the backup of Mountain View Schools' }).click();
    expect((await download).suggestedFilename()).toMatch(/-backup-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    expect(await axeViolations(page, 'main')).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/run-390.png`, fullPage: true });
    await context.close();
  }, 300_000);
});
