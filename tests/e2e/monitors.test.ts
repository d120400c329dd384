import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MONITOR_MESSAGES } from '../../domain/monitors.ts';
import { demoAdminEmail } from '../../server/seed/demo-accounts.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { lakesideMember } from '../support/every-screen.ts';
import { checkDialogFocus, expectVisibleFocus, hasFocus } from '../support/focus-check.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';

// System Status (issue 32, docs/product.md#system-status) in a browser, at 1440 and 390 px.

const e2e = setUpBrowserTests();
const SLOW = 240_000;
const SHOTS = '/tmp/monitors-ui-shots';
mkdirSync(SHOTS, { recursive: true });
const BENSON = demoAdminEmail('BENSON');

/**
 * Checks the page (axe, layout) and keeps a screenshot. With a dialog open, only the window is shot:
 * a full-page shot resizes the window for a moment, and the list behind would switch to its phone
 * layout and back, replacing the button the dialog gives focus back to.
 */
async function look(page: Page, name: string, width: number, { dialog = false } = {}) {
  await settle(page);
  expect(await axeViolations(page), name).toEqual([]);
  expect(await layoutProblems(page), name).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: !dialog });
}

const toast = (page: Page, text: string | RegExp) =>
  page
    .getByText(text, typeof text === 'string' ? { exact: true } : undefined)
    .first()
    .waitFor();

/** The monitor's row (a table row from lg, a card on a phone). */
const monitorRow = (page: Page, name: string): Locator =>
  page
    .getByRole('main')
    .locator('tr, li')
    .filter({ has: page.getByRole('button', { name, exact: true }) });

async function openStatus(page: Page) {
  await page.goto(`${e2e.url}/status`);
  await page.getByRole('heading', { name: 'System Status', level: 1 }).waitFor();
  await settle(page);
}

/** Opens a monitor's action menu by keyboard and picks an item (its dialog gives focus back to the menu's button). */
async function menuItem(page: Page, monitor: string, item: string) {
  const trigger = page.getByRole('button', { name: `Actions for ${monitor}` });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const entry = page.getByRole('menuitem', { name: item });
  await entry.waitFor();
  await entry.focus();
  await page.keyboard.press('Enter');
  return trigger;
}

describeE2E('system status', () => {
  for (const width of [1440, 390]) {
    it(
      `${width} px: a district administrator adds, checks, reads, edits, pauses and deletes a monitor`,
      async () => {
        const { page, context } = await e2e.signedIn(BENSON, { width });
        await openStatus(page);
        await look(page, 'status', width);

        // The dialog opens and closes by keyboard, focus back on Add monitor.
        const add = page.getByRole('button', { name: 'Add monitor' }).first();
        await checkDialogFocus(page, add, 'Add monitor');

        // Nothing typed: the domain's messages under their fields.
        await add.click();
        const dialog = page.getByRole('dialog', { name: 'Add monitor' });
        await dialog.getByLabel('Name').waitFor();
        await look(page, 'status-add', width, { dialog: true });
        await dialog.getByRole('button', { name: 'Add monitor' }).click();
        await dialog.getByText(MONITOR_MESSAGES.nameRequired).waitFor();
        await dialog.getByText(MONITOR_MESSAGES.targetRequired).waitFor();
        // A website needs https://; the interval stays within 1 to 15 minutes.
        const name = `Website ${width}`;
        await dialog.getByLabel('Name').fill(name);
        await dialog.getByLabel('Address').fill('http://www.example.invalid/');
        await dialog.getByLabel('Every (minutes)').fill('30');
        await dialog.getByRole('button', { name: 'Add monitor' }).click();
        await dialog.getByText(MONITOR_MESSAGES.httpsTarget).waitFor();
        await dialog.getByText(MONITOR_MESSAGES.intervalRange).waitFor();
        // Kind-specific fields: a DNS name has no website checks; an integration is picked from a list.
        await dialog.getByLabel('What to check').selectOption('dns');
        await dialog.getByLabel('Host name').waitFor();
        expect(await dialog.getByLabel('Expected status').count()).toBe(0);
        await dialog.getByLabel('What to check').selectOption('integration');
        expect(await dialog.getByRole('combobox', { name: 'Integration' }).inputValue()).toBe('connectwise');
        await dialog.getByLabel('What to check').selectOption('https');
        await dialog.getByLabel('Address').fill('https://www.example.invalid/');
        await dialog.getByLabel('Every (minutes)').fill('5');
        await dialog.getByLabel('Page must contain').fill('Welcome');
        await dialog.getByRole('button', { name: 'Add monitor' }).click();
        await toast(page, MONITOR_MESSAGES.created);
        await dialog.waitFor({ state: 'detached' });
        const row = monitorRow(page, name);
        await row.waitFor();

        // Check now: the answer in plain words; the row follows (the address does not resolve).
        const checked = page.waitForResponse(
          (r) => r.url().includes('/check') && r.request().method() === 'POST',
        );
        await row.getByRole('button', { name: `Check now: ${name}` }).click();
        expect((await checked).status()).toBe(200);
        await toast(page, new RegExp(`^${name}: (down|degraded|up)`));
        await expect.poll(() => row.getByText(/^(Down|Degraded|Up)$/).count()).toBeGreaterThan(0);
        await look(page, 'status-checked', width);

        // History: uptime by range and the strip of states; focus back on the name.
        const opener = page.getByRole('button', { name, exact: true });
        await opener.click();
        const history = page.getByRole('dialog', { name: `${name}: history` });
        await history.getByRole('tab', { name: '24 hours', selected: true }).waitFor();
        await history.getByRole('img', { name: /States over the last 24 hours/ }).waitFor();
        await history.getByText(/^\d+ checks?( ·.*)?$/).waitFor();
        await history.getByRole('tab', { name: '7 days' }).click();
        await history.getByRole('img', { name: /States over the last 7 days/ }).waitFor();
        await look(page, 'status-history', width, { dialog: true });
        await page.keyboard.press('Escape');
        await history.waitFor({ state: 'detached' });
        await expect.poll(() => hasFocus(opener)).toBe(true);
        await expectVisibleFocus(page);

        // Edit from the menu: the values are the monitor's; focus back on the menu's button.
        let trigger = await menuItem(page, name, 'Edit');
        const edit = page.getByRole('dialog', { name: 'Edit monitor' });
        expect(await edit.getByLabel('Address').inputValue()).toBe('https://www.example.invalid/');
        expect(await edit.getByLabel('Page must contain').inputValue()).toBe('Welcome');
        await edit.getByLabel('Every (minutes)').fill('10');
        await edit.getByRole('button', { name: 'Save changes' }).click();
        await toast(page, MONITOR_MESSAGES.updated);
        await edit.waitFor({ state: 'detached' });
        await expect.poll(() => hasFocus(trigger)).toBe(true);

        // Pause asks first; the row says Paused.
        trigger = await menuItem(page, name, 'Pause');
        const pause = page.getByRole('alertdialog', { name: 'Pause this monitor?' });
        await look(page, 'status-pause', width, { dialog: true });
        await pause.getByRole('button', { name: 'Pause monitor' }).click();
        await toast(page, MONITOR_MESSAGES.paused);
        await row.getByText('Paused', { exact: true }).waitFor();
        await expect.poll(() => hasFocus(trigger)).toBe(true);

        // Delete asks first too.
        await menuItem(page, name, 'Delete');
        const remove = page.getByRole('alertdialog', { name: 'Delete this monitor?' });
        await remove.getByRole('button', { name: 'Delete monitor' }).click();
        await toast(page, MONITOR_MESSAGES.deleted);
        await row.waitFor({ state: 'detached' });
        await context.close();
      },
      SLOW,
    );

    it(
      `${width} px: suggestions added in one click; the dashboard's System Health; Five Star's panel`,
      async () => {
        // Riverside has no monitor: the dashboard says so and links to System Status.
        const riverside = await e2e.signedIn(demoAdminEmail('RIVERSIDE'), { width });
        await riverside.page.goto(`${e2e.url}/`);
        const healthCard = riverside.page.getByRole('region', { name: 'System Health' });
        await healthCard.getByText('No monitors yet', { exact: false }).waitFor();
        await look(riverside.page, 'dashboard-unmeasured', width);
        await healthCard.getByRole('link', { name: 'Add monitors' }).click();
        await riverside.page.getByRole('heading', { name: 'System Status', level: 1 }).waitFor();
        await riverside.page.getByRole('main').getByText(MONITOR_MESSAGES.noMonitors).first().waitFor();
        await riverside.context.close();

        // Benson: a suggestion (its integrations) added in one click from the dialog.
        const { page, context } = await e2e.signedIn(BENSON, { width });
        await openStatus(page);
        await page.getByRole('button', { name: 'Add monitor' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Add monitor' });
        const suggested = dialog.getByRole('region', { name: 'Suggested for this district' });
        const first = suggested.getByRole('button', { name: /^Add / }).first();
        if ((await first.count()) > 0) {
          const label = (await first.getAttribute('aria-label'))!.replace(/^Add /, '');
          await first.click();
          await toast(page, MONITOR_MESSAGES.created);
          // The added suggestion leaves the list; focus stays in the dialog, so Escape closes it.
          await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
          await monitorRow(page, label).waitFor();
          // Checked now, so System Health counts it (a pending monitor is not counted).
          const checked = page.waitForResponse((r) => r.url().includes('/check'));
          await page.getByRole('button', { name: `Check now: ${label}` }).click();
          expect((await checked).status()).toBe(200);
        } else {
          await page.keyboard.press('Escape');
        }

        // The dashboard measures System Health from the monitors, with why.
        await page.goto(`${e2e.url}/`);
        const health = page.getByRole('region', { name: 'System Health' });
        await health.getByRole('link', { name: /System Status/ }).waitFor();
        await look(page, 'dashboard-measured', width);
        await context.close();

        // Five Star outside a district: one row per district, each opening its status.
        const provider = await e2e.signedIn('provider', { width });
        await openStatus(provider.page);
        const districts = provider.page.getByRole('main');
        await districts
          .getByRole('link', { name: 'Riverside Elementary District: open its status' })
          .waitFor();
        await look(provider.page, 'status-provider', width);
        await districts
          .getByRole('link', { name: 'Benson Unified School District: open its status' })
          .click();
        await provider.page.getByText(/The services Benson Unified School District depends on/).waitFor();
        await provider.page.getByRole('button', { name: 'Add monitor' }).first().waitFor();
        await look(provider.page, 'status-provider-benson', width);
        await provider.page.getByRole('button', { name: 'All districts' }).click();
        await districts
          .getByRole('link', { name: 'Riverside Elementary District: open its status' })
          .waitFor();
        await provider.context.close();
      },
      SLOW,
    );
  }

  it(
    'a viewer reads Lakeside’s monitors, a month of history and the incidents, without the administrators’ controls',
    async () => {
      const page = await lakesideMember(e2e, 'viewer');
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 1000 });
        await openStatus(page);
        await monitorRow(page, 'District website').waitFor();
        // Every tier's sidebar links it, for every staff role (the phone's menu is closed).
        if (width === 1440)
          await page.getByRole('navigation').getByRole('link', { name: 'System Status' }).first().waitFor();
        const incidents = page.getByRole('list', { name: 'Open incidents' });
        await incidents.getByText('IncidentIQ sync', { exact: true }).waitFor();
        await page
          .getByRole('list', { name: 'Recently resolved incidents' })
          .getByText('District website', { exact: true })
          .waitFor();
        expect(await page.getByRole('button', { name: 'Add monitor' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: /^Check now/ }).count()).toBe(0);
        await look(page, 'status-viewer', width);

        // The month's strip shows the outage three days ago.
        const history = page.getByRole('button', { name: 'History of District website' });
        await history.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'District website: history' });
        await dialog.getByRole('tab', { name: '30 days' }).click();
        // The demo's 45-minute outage three days ago: one day of the strip, or two when it
        // straddles a day's boundary (the demo's times follow the clock).
        await dialog.getByRole('img', { name: /States over the last 30 days: Down in [12]\b/ }).waitFor();
        await look(page, 'status-viewer-history', width, { dialog: true });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await expect.poll(() => hasFocus(history)).toBe(true);
      }
      await page.context().close();
    },
    SLOW,
  );
});
