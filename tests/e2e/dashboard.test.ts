import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DASHBOARD_MESSAGES } from '../../domain/dashboard.ts';
import { TICKET_MESSAGES } from '../../domain/tickets.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const ANALYTICS_URL = 'https://analytics.example.org/five-star';
const e2e = setUpBrowserTests({ ANALYTICS_URL });

async function districtAdmin(code: string, width = 1440): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await e2e.signedIn(`admin@${code}.demo`, { width });
  await page.goto(e2e.url);
  await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
  return { context, page };
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
/** The value of a stat card, by its title. */
const stat = (page: Page, title: string) =>
  page.getByText(title, { exact: true }).first().locator('xpath=following-sibling::*[1]').textContent();

describeE2E('Dashboard', () => {
  it('district view: metrics, recent tickets, alerts, integrations, and a ticket from the New Ticket dialog', async () => {
    const { context, page } = await districtAdmin('benson');
    await page.getByText('Recent Tickets', { exact: true }).waitFor();
    expect(await stat(page, 'Active Districts')).toBe('1');
    expect(await stat(page, 'System Health')).toMatch(/^\d{2}\.\d%$/);
    // Below a thousand the number itself (Benson has a few dozen assets), else thousands: "1.2K".
    expect(await stat(page, 'Assets Managed')).toMatch(/^(\d{1,3}|\d+\.\dK)$/);
    const openBefore = Number(await stat(page, 'Open Tickets'));
    await page.getByText('System Alerts', { exact: true }).waitFor();
    for (const name of ['ConnectWise', 'IncidentIQ', 'BrightGauge', 'Google Workspace'])
      await page.getByText(name, { exact: true }).last().waitFor();
    const analytics = page.getByRole('link', { name: /Open Analytics Dashboard/ });
    expect(await analytics.getAttribute('href')).toBe(ANALYTICS_URL);
    expect(await analytics.getAttribute('target')).toBe('_blank');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Ticket' });
    // Subject, description and district are required: submitting empty does nothing.
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Subject').fill('Bus loop camera offline');
    await dialog
      .getByLabel('Description')
      .fill('The camera over the bus loop stopped recording this morning.');
    await dialog.getByLabel('Priority').selectOption('critical');
    expect(await dialog.getByLabel('District').inputValue()).not.toBe('');
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();
    await toast(page, TICKET_MESSAGES.created);
    await dialog.waitFor({ state: 'detached' });

    const recent = page.locator('li').filter({ hasText: 'Bus loop camera offline' });
    await recent.first().waitFor();
    await expect.poll(async () => Number(await stat(page, 'Open Tickets'))).toBe(openBefore + 1);
    await page
      .getByText(/critical tickets? open/)
      .first()
      .waitFor();
    await context.close();
  });

  it('district view with no tickets shows the empty state, and no New Ticket below FS Ascend', async () => {
    const { context, page } = await districtAdmin('riverside');
    await page.getByText(DASHBOARD_MESSAGES.noRecentTickets, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'New Ticket' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('shows the error state when the metrics cannot be loaded', async () => {
    const { context, page } = await districtAdmin('lakeside');
    await page.route('**/api/dashboard/metrics', (route) =>
      route.fulfill({ status: 500, body: '{"message":"down"}' }),
    );
    await page.reload();
    await page.getByText(DASHBOARD_MESSAGES.loadError.title, { exact: true }).waitFor();
    await page.getByText(DASHBOARD_MESSAGES.loadError.description, { exact: true }).waitFor();
    await context.close();
  });

  it('admin global view: totals, critical tickets of every district, activity, tiers, districts, no New Ticket', async () => {
    const { context, page } = await e2e.signedIn('provider');
    await page.goto(e2e.url);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(Number(await stat(page, 'Active Districts'))).toBeGreaterThanOrEqual(6);
    await page.getByText('Recent Activity', { exact: true }).waitFor();
    await page
      .getByText(/was onboarded with/)
      .first()
      .waitFor();
    for (const tier of ['FS Analysis', 'FS Ascend', 'FS Altitude', 'FS Apex']) {
      await page.getByText(tier, { exact: true }).first().waitFor();
    }
    const critical = page.locator('li').filter({ hasText: 'Critical' });
    await critical.filter({ hasText: 'Benson Unified School District' }).first().waitFor();
    await critical.filter({ hasText: 'Mountain View Schools' }).first().waitFor();
    await page.getByRole('link', { name: /Lakeside Academy District/ }).waitFor();
    expect(await page.getByRole('button', { name: 'New Ticket' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Open Analytics Dashboard/ }).getAttribute('href')).toBe(
      ANALYTICS_URL,
    );

    // A ticket opened in a district reaches the admin's dashboard live.
    const other = await districtAdmin('mountainview');
    await other.page.getByRole('button', { name: 'New Ticket' }).click();
    const dialog = other.page.getByRole('dialog', { name: 'Create New Ticket' });
    await dialog.getByLabel('Subject').fill('Gym sound system dead');
    await dialog.getByLabel('Description').fill('No sound from the gym speakers before the assembly.');
    await dialog.getByLabel('Priority').selectOption('critical');
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();
    await toast(page, 'New Ticket Created');
    await critical.filter({ hasText: 'Gym sound system dead' }).first().waitFor();
    await other.context.close();
    await context.close();
  });
});
