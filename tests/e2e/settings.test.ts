import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEFAULT_SLA_HOURS, SETTINGS_MESSAGES as M } from '../../domain/settings.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';

const e2e = setUpBrowserTests();
/** Lakeside is the demo district on FS Apex, the tier of System Settings. */
const APEX_ADMIN = 'admin@lakeside.demo';
const SHOTS = '/tmp/shots/settings';

const violations = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function openSettings(page: Page) {
  await page.goto(`${e2e.url}/settings`);
  await page.getByRole('heading', { name: 'System Settings', level: 1 }).waitFor();
  await page.getByRole('combobox', { name: 'Time zone' }).waitFor();
}
const field = {
  timezone: (p: Page) => p.getByRole('combobox', { name: 'Time zone' }),
  enrollment: (p: Page) => p.getByRole('spinbutton', { name: 'Students enrolled' }),
  start: (p: Page) => p.getByLabel('Starts at'),
  end: (p: Page) => p.getByLabel('Ends at'),
  sla: (p: Page, name: string) => p.getByRole('spinbutton', { name, exact: true }),
};

describeE2E('System Settings', () => {
  it('a district administrator changes the settings, saves, and finds them kept after a reload', async () => {
    const { context, page } = await e2e.signedIn(APEX_ADMIN);
    await openSettings(page);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Dashboard' })
      .waitFor();
    // The defaults until saved.
    expect(await field.timezone(page).inputValue()).toBe('America/New_York');
    expect(await field.start(page).inputValue()).toBe('07:00');
    expect(await field.end(page).inputValue()).toBe('16:00');
    expect(await field.sla(page, 'Critical').inputValue()).toBe(String(DEFAULT_SLA_HOURS.critical));
    await page.getByText(`Default ${DEFAULT_SLA_HOURS.low} hours`).waitFor();
    await page.getByText('All changes saved').waitFor();
    expect(await violations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/settings-1440.png`, fullPage: true });

    await field.timezone(page).fill('America/Chicago');
    await field.enrollment(page).fill('2450');
    await field.start(page).fill('07:30');
    await field.end(page).fill('15:15');
    await field.sla(page, 'Critical').fill('2');
    await page.getByText('Unsaved changes').waitFor();
    await page.getByText('Local time now:').waitFor();
    for (const section of ['Time zone', 'Enrollment', 'School day', 'SLA targets'])
      await page.getByRole('group', { name: section }).getByText('Edited').waitFor();
    expect(await page.getByRole('group', { name: 'District' }).getByText('Edited').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/settings-unsaved-1440.png` });
    const put = page.waitForResponse(
      (r) => r.url().endsWith('/api/settings') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await put).status()).toBe(200);
    await toast(page, M.saved.title);
    await page.getByText('All changes saved').waitFor();

    await page.reload();
    await openSettings(page);
    expect(await field.timezone(page).inputValue()).toBe('America/Chicago');
    expect(await field.enrollment(page).inputValue()).toBe('2450');
    expect(await field.start(page).inputValue()).toBe('07:30');
    expect(await field.end(page).inputValue()).toBe('15:15');
    expect(await field.sla(page, 'Critical').inputValue()).toBe('2');
    expect(await field.sla(page, 'High').inputValue()).toBe(String(DEFAULT_SLA_HOURS.high));
    await context.close();
  });

  it('a day that ends before it starts shows the domain’s message under the end, and nothing is saved', async () => {
    const { context, page } = await e2e.signedIn(APEX_ADMIN);
    await openSettings(page);
    expect(await field.start(page).inputValue()).toBe('07:30');
    let puts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/settings') && r.method() === 'PUT') puts++;
    });
    await field.start(page).fill('16:00');
    await field.end(page).fill('08:00');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(M.dayOrder).waitFor();
    expect(await field.end(page).getAttribute('aria-invalid')).toBe('true');
    await field.enrollment(page).fill('-5');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(M.enrollment).waitFor();
    expect(await violations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/settings-invalid-1440.png`, fullPage: true });
    expect(puts).toBe(0);
    // Discard goes back to what is kept.
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await field.start(page).inputValue()).toBe('07:30');
    await page.reload();
    await openSettings(page);
    expect(await field.end(page).inputValue()).toBe('15:15');
    expect(await field.enrollment(page).inputValue()).toBe('2450');
    await context.close();
  });

  it('adds a site; a second of the same name is refused', async () => {
    const { context, page } = await e2e.signedIn(APEX_ADMIN);
    await openSettings(page);
    const sites = page.getByRole('region', { name: 'Sites' });
    await sites.getByText('No sites yet').waitFor();

    await sites.getByRole('button', { name: 'Add Site' }).click();
    const add = page.getByRole('dialog', { name: 'Add Site' });
    await add.getByRole('button', { name: 'Add Site' }).click();
    await add.getByText('Enter the site’s name').waitFor();
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    await add.getByLabel('Name', { exact: true }).fill('North Elementary');
    await add.getByLabel('Address').fill('100 Main St, Lakeside, MI');
    await add.getByLabel('Contact person').fill('Dana Office');
    await add.getByRole('button', { name: 'Add Site' }).click();
    await toast(page, M.siteSaved.title);
    await add.waitFor({ state: 'detached' });
    const row = sites.getByRole('row', { name: /North Elementary/ });
    await row.getByText('100 Main St, Lakeside, MI').waitFor();
    await row.getByText('Dana Office').waitFor();

    // A second site of the same name is refused with the server's reason.
    await sites.getByRole('button', { name: 'Add Site' }).click();
    await add.getByLabel('Name', { exact: true }).fill('north elementary');
    await add.getByRole('button', { name: 'Add Site' }).click();
    await toast(page, M.siteNameTaken);
    await add.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  });

  it('edits and deletes a site (with a confirmation)', async () => {
    const { context, page } = await e2e.signedIn(APEX_ADMIN);
    await openSettings(page);
    const sites = page.getByRole('region', { name: 'Sites' });

    await sites.getByRole('button', { name: 'Edit North Elementary' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Site' });
    expect(await edit.getByLabel('Address').inputValue()).toBe('100 Main St, Lakeside, MI');
    await edit.getByLabel('Name', { exact: true }).fill('North Elementary School');
    await edit.getByLabel('Phone').fill('(269) 555-0101');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, M.siteSaved.title);
    const renamed = sites.getByRole('row', { name: /North Elementary School/ });
    await renamed.getByText('(269) 555-0101').waitFor();
    await renamed.getByText('Dana Office').waitFor();
    expect(await violations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/sites-1440.png`, fullPage: true });

    await sites.getByRole('button', { name: 'Delete North Elementary School' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this site?' });
    await confirm.getByRole('button', { name: 'Delete Site' }).click();
    await toast(page, M.siteDeleted.title);
    await sites.getByText('No sites yet').waitFor();
    await context.close();
  });

  it('works on a phone (390 px), axe clean', async () => {
    const { context, page } = await e2e.signedIn(APEX_ADMIN, { width: 390, height: 844 });
    await openSettings(page);
    const sites = page.getByRole('region', { name: 'Sites' });
    await sites.getByRole('button', { name: 'Add Site' }).click();
    const add = page.getByRole('dialog', { name: 'Add Site' });
    await add.getByLabel('Name', { exact: true }).fill('Lakeside High School');
    await add.getByLabel('Address').fill('2200 Shoreline Drive, Lakeside, MI 49116');
    await add.getByLabel('Phone').fill('(269) 555-0199');
    await add.getByRole('button', { name: 'Add Site' }).click();
    await toast(page, M.siteSaved.title);
    await sites.getByRole('list', { name: 'Sites' }).getByText('Lakeside High School').waitFor();
    expect(await violations(page, 'main')).toEqual([]);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/settings-390.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/settings-390-top.png` });
    await page.getByRole('spinbutton', { name: 'Critical', exact: true }).fill('3');
    await page.getByRole('group', { name: 'SLA targets' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/settings-390-sla.png` });

    await sites.getByRole('button', { name: 'Edit Lakeside High School' }).click();
    await page.getByRole('dialog', { name: 'Edit Site' }).waitFor();
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/site-dialog-390.png` });
    await context.close();
  });

  it('is an FS Apex screen: a district on another tier is told so; a provider admin chooses the district', async () => {
    const benson = await e2e.signedIn('admin@benson.demo');
    await benson.page.goto(`${e2e.url}/settings`);
    await benson.page.getByText('System Settings are part of FS Apex').waitFor();
    expect(await benson.page.getByRole('combobox', { name: 'Time zone' }).count()).toBe(0);
    await benson.context.close();

    const { context, page } = await e2e.signedIn('provider');
    await page.goto(`${e2e.url}/settings`);
    await page.getByRole('button', { name: 'Choose a district' }).waitFor();
    await page
      .getByLabel('District', { exact: true })
      .selectOption({ label: 'Riverside Elementary District' });
    await page.getByRole('combobox', { name: 'Time zone' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'District name' }).inputValue()).toBe(
      'Riverside Elementary District',
    );
    await context.close();
  });
});
