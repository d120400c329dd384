import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ANALYTICS_MESSAGES } from '../../domain/analytics.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
const SHOTS = '/tmp/shots/analytics';
await fs.mkdir(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describeE2E('analytics', () => {
  it('walks the tabs of a district, with its range in the URL, and exports a PDF', async () => {
    const { page } = await e2e.signedIn('admin@benson.demo', { acceptDownloads: true });
    await page.goto(`${e2e.url}/`);
    await page.getByRole('link', { name: 'Analytics & Reports' }).click();
    await page.getByRole('heading', { name: 'Analytics & Reports' }).waitFor();
    await page.getByText('Tickets created').waitFor();
    await page.getByRole('main').getByText('Benson Unified School District', { exact: true }).waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await shot(page, 'overview-1440');

    // Two changes in quick succession both stay in the address.
    await page.getByLabel('Date range').selectOption('90d');
    await page.getByRole('tab', { name: 'Tickets' }).click();
    await page.getByRole('heading', { name: 'SLA met on working time' }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('tickets');
    expect(new URL(page.url()).searchParams.get('range')).toBe('90d');
    // Each chart's numbers are a table: the button shows it.
    await page.getByRole('button', { name: 'Show Tickets over time as a table' }).click();
    await page.getByRole('table', { name: 'Tickets over time' }).waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await shot(page, 'tickets-1440');

    // A shared link opens the same view.
    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    await other.getByRole('tab', { name: 'Tickets', selected: true }).waitFor();
    expect(await other.getByLabel('Date range').inputValue()).toBe('90d');
    await other.close();

    for (const tab of ['Assets', 'Costs', 'Performance']) {
      await page.getByRole('tab', { name: tab }).click();
      await page
        .getByRole('tabpanel', { name: tab })
        .getByText(/compared with/)
        .waitFor();
    }
    await page.getByRole('tab', { name: 'Costs' }).click();
    await page.getByText('Annual license spend').waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await shot(page, 'costs-1440');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^analytics-costs-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const bytes = await fs.readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const report = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('menuitem', { name: 'Executive Summary', exact: true }).click();
    expect((await report).suggestedFilename()).toMatch(/^executive-summary-.*\.pdf$/);

    // The administrator subscribes to the monthly summary by email.
    await page.getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('menuitem', { name: 'Email me the Executive Summary monthly' }).click();
    await page.getByText(ANALYTICS_MESSAGES.subscribed, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Reports' }).click();
    await page.getByRole('menuitem', { name: 'Stop the monthly email' }).waitFor();
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('shows a provider admin the roll-up of every district, and fits a phone', async () => {
    const { page } = await e2e.signedIn('provider', { width: 390, height: 844 });
    await page.goto(`${e2e.url}/analytics?range=custom&from=2026-01-01&to=2026-01-31`);
    await page.getByText(/^All districts \(\d+\)$/).waitFor();
    await page.getByLabel('Districts in the roll-up').selectOption('altitude');
    await page.getByText(/^FS Altitude districts \(\d+\)$/).waitFor();
    expect(await page.getByLabel('From').inputValue()).toBe('2026-01-01');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await shot(page, 'rollup-390');
    await page.getByRole('tab', { name: 'Tickets' }).click();
    await page.getByRole('heading', { name: 'SLA met on working time' }).waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await shot(page, 'tickets-390');
    await page.context().close();
  });
});
