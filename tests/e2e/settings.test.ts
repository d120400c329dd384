import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEFAULT_SLA_HOURS, SETTINGS_MESSAGES as M } from '../../domain/settings.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
/** Lakeside is the demo district on FS Apex, the tier of System Settings (its own fields: name, SLA targets). */
const APEX_ADMIN = 'admin@lakeside.demo';
const SHOTS = '/tmp/shots/settings';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function openSettings(page: Page) {
  await page.goto(`${e2e.url}/settings`);
  await page.getByRole('heading', { name: 'System Settings', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: 'District name' }).waitFor();
}
const field = {
  sla: (p: Page, name: string) => p.getByRole('spinbutton', { name, exact: true }),
};

describeE2E('System Settings', () => {
  it('a district administrator changes the name and SLA targets, saves, and finds them kept after a reload', async () => {
    const { context, page } = await e2e.signedIn(APEX_ADMIN);
    await openSettings(page);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Dashboard' })
      .waitFor();
    // The defaults until saved; the foundations are in the District profile, linked from here.
    expect(await field.sla(page, 'Critical').inputValue()).toBe(String(DEFAULT_SLA_HOURS.critical));
    await page.getByText(`Default ${DEFAULT_SLA_HOURS.low} hours`).waitFor();
    await page.getByText('All changes saved').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'District profile', exact: true }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Time zone' }).count()).toBe(0);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/settings-1440.png`, fullPage: true });

    await field.sla(page, 'Critical').fill('2');
    await page.getByRole('textbox', { name: 'Location' }).fill('Lakeside Township, MI');
    await page.getByText('Unsaved changes').waitFor();
    for (const section of ['District', 'SLA targets'])
      await page.getByRole('group', { name: section }).getByText('Edited').waitFor();
    const put = page.waitForResponse(
      (r) => r.url().endsWith('/api/settings') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect((await put).status()).toBe(200);
    await toast(page, M.saved.title);
    await page.getByText('All changes saved').waitFor();

    await page.reload();
    await openSettings(page);
    expect(await field.sla(page, 'Critical').inputValue()).toBe('2');
    expect(await field.sla(page, 'High').inputValue()).toBe(String(DEFAULT_SLA_HOURS.high));
    expect(await page.getByRole('textbox', { name: 'Location' }).inputValue()).toBe('Lakeside Township, MI');
    await context.close();
  });

  it('a wrong target shows the domain’s message under it, and nothing is saved; works on a phone', async () => {
    const { context, page } = await e2e.signedIn(APEX_ADMIN, { width: 390, height: 844 });
    await openSettings(page);
    let puts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/settings') && r.method() === 'PUT') puts++;
    });
    await field.sla(page, 'Critical').fill('0');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('The critical target must be at least 1 hour').waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/settings-390.png`, fullPage: true });
    expect(puts).toBe(0);
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await field.sla(page, 'Critical').inputValue()).toBe('2');
    await context.close();
  });

  it('is an FS Apex screen: a district on another tier is told so and pointed to its District profile; a provider admin chooses the district', async () => {
    const benson = await e2e.signedIn('admin@benson.demo');
    await benson.page.goto(`${e2e.url}/settings`);
    await benson.page.getByText('System Settings are part of FS Apex').waitFor();
    expect(await benson.page.getByRole('spinbutton', { name: 'Critical' }).count()).toBe(0);
    await benson.context.close();

    const { context, page } = await e2e.signedIn('provider');
    await page.goto(`${e2e.url}/settings`);
    await page.getByRole('button', { name: 'Choose a district' }).waitFor();
    await page
      .getByLabel('District', { exact: true })
      .selectOption({ label: 'Riverside Elementary District' });
    expect(await page.getByRole('textbox', { name: 'District name' }).inputValue()).toBe(
      'Riverside Elementary District',
    );
    await context.close();
  });
});
