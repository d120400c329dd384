import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../../domain/access.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
const SHOTS = '/tmp/shots/permissions';
const BENSON = 'Benson Unified School District';
const OFF = ACCESS_MESSAGES.toggle('tickets');

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function openPermissions(page: Page) {
  await page.goto(`${e2e.url}/permissions`);
  await page.getByRole('heading', { name: 'Manage Permissions' }).waitFor();
  await page.getByRole('switch', { name: 'Support tickets' }).waitFor();
}

describeE2E('Manage Permissions and the audit log', () => {
  it('turns support tickets off for Benson: its administrator sees Support dimmed with the reason, live', async () => {
    const admin = await e2e.signedIn('admin@benson.demo');
    await admin.page.goto(`${e2e.url}/`);
    const support = admin.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Support/ });
    await support.waitFor();
    expect(await support.getAttribute('title')).toBeNull();

    const { page } = await e2e.signedIn('provider');
    await openPermissions(page);
    // The access-level table comes from the access table: technicians change tickets, viewers read them.
    const ticketsRow = page.getByRole('row', { name: /^Support tickets/ });
    await ticketsRow.getByRole('cell', { name: 'Read and change' }).waitFor();
    await ticketsRow.getByRole('cell', { name: 'Their own only' }).waitFor();
    await ticketsRow.getByRole('cell', { name: 'Read only' }).waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search districts' }).fill('Benson');
    await page.getByRole('radio', { name: new RegExp(BENSON) }).click();
    await page.getByRole('heading', { name: `Feature access · ${BENSON}` }).waitFor();
    const tickets = page.getByRole('switch', { name: 'Support tickets' });
    expect(await tickets.isChecked()).toBe(true);
    await tickets.press('Space');
    expect(await tickets.isChecked()).toBe(false);
    await page.getByText('Unsaved changes').waitFor();
    await page.screenshot({ path: `${SHOTS}/permissions-1440.png`, fullPage: true });

    // Leaving with unsaved changes asks first.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Background Jobs' })
      .click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    expect(await axeViolations(page, '[role="alertdialog"]')).toEqual([]);
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/permissions');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, `Permissions saved for ${BENSON}`);
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });

    // Benson's administrator: the sidebar follows at once, and the page says why.
    await expect.poll(() => support.getAttribute('title'), { timeout: 10_000 }).toBe(OFF);
    await support.getByText('Off', { exact: true }).waitFor();
    expect(await axeViolations(admin.page, 'nav[aria-label="Main"]')).toEqual([]);
    await admin.page.screenshot({ path: `${SHOTS}/sidebar-off-1440.png` });
    await support.click();
    await admin.page.getByRole('heading', { name: 'Technology Support Tickets' }).waitFor();
    await admin.page.getByRole('main').getByText(OFF, { exact: true }).waitFor();
    expect(await axeViolations(admin.page, 'main')).toEqual([]);

    // The act is in the audit log, with the real actor and what changed.
    await page.goto(`${e2e.url}/audit`);
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    await page.getByLabel('Action', { exact: true }).selectOption('permissions.saved');
    const row = page.getByRole('row', { name: /Permissions saved/ }).first();
    await row.getByText(BENSON).first().waitFor();
    await row.getByText('tickets:').waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/audit-1440.png`, fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    await toast(page, 'Exported 1 entry');

    // Benson's administrator reads their own district's log.
    await admin.page.goto(`${e2e.url}/audit`);
    await admin.page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    await admin.page
      .getByRole('row', { name: /Permissions saved/ })
      .first()
      .waitFor();
    expect(await admin.page.getByLabel('District', { exact: true }).count()).toBe(0);

    // Back on, for the other tests.
    await openPermissions(page);
    await page.getByRole('radio', { name: new RegExp(BENSON) }).click();
    await page.getByRole('heading', { name: `Feature access · ${BENSON}` }).waitFor();
    await page.getByRole('switch', { name: 'Support tickets' }).check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, `Permissions saved for ${BENSON}`);
    await expect.poll(() => support.getAttribute('title'), { timeout: 10_000 }).toBeNull();
  }, 240_000);

  it('works at 390 px: the district list, the toggles, the access table and the audit log, axe clean', async () => {
    const { page } = await e2e.signedIn('provider', { width: 390, height: 844 });
    await openPermissions(page);
    await page.getByRole('heading', { name: 'Feature access · All districts' }).waitFor();
    await page.getByRole('switch', { name: 'Analytics' }).click();
    await page.getByText('Unsaved changes').waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/permissions-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });

    await page.goto(`${e2e.url}/audit`);
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    await page
      .getByRole('list', { name: 'Audit entries' })
      .or(page.getByText('No administrative act'))
      .first()
      .waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/audit-390.png`, fullPage: true });
  }, 120_000);
});
