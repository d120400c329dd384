import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { VISIT_MESSAGES } from '../../domain/visits.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
/** Lakeside is the demo district on FS Apex: its administrator may invite a technician too. */
const ADMIN = 'admin@lakeside.demo';
const SHOTS = '/tmp/shots/scheduling';
const TECH_PASSWORD = 'Visit-Tech-2030!';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function openScheduling(page: Page) {
  await page.goto(`${e2e.url}/technician-scheduling`);
  await page
    .getByRole('heading', { name: 'Technician Scheduling', level: 1 })
    .waitFor()
    .catch(async (err) => {
      await page.screenshot({ path: `${SHOTS}/failed-open.png`, fullPage: true });
      throw err;
    });
  await page.getByRole('region', { name: 'Visit summary' }).getByText('en route or on site').waitFor();
}

/** A school with an address, a technician who accepted their invitation, and an open ticket. */
async function prepare(api: APIRequestContext) {
  const site = await api.post(`${e2e.url}/api/sites`, {
    data: { name: 'Lincoln Elementary', address: '12 Oak Street, Lakeside' },
  });
  expect(site.ok()).toBe(true);
  const invite = await api.post(`${e2e.url}/api/users/invitations`, {
    data: { email: 'nia.visit@lakeside.example', role: 'technician', firstName: 'Nia', lastName: 'Visit' },
  });
  expect(invite.ok()).toBe(true);
  const token = new URL((await invite.json()).inviteUrl).pathname.split('/').pop();
  const tickets = (await (await api.get(`${e2e.url}/api/tickets?status=open&limit=5`)).json()) as {
    id: string;
    ticketNumber: string;
  }[];
  return { siteId: (await site.json()).id as string, token: token!, ticket: tickets[0]! };
}

describeE2E('Technician Scheduling', () => {
  it('schedules a visit, sees it in the list and the calendar; the technician walks it to completed on a phone, live', async () => {
    await fs.mkdir(SHOTS, { recursive: true });
    const { context, page } = await e2e.signedIn(ADMIN);
    const { siteId, token, ticket } = await prepare(context.request);

    // The technician accepts the invitation (signed in on their own phone).
    const phone = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const accepted = await phone.request.post(`${e2e.url}/api/auth/invite/accept`, {
      data: { token, password: TECH_PASSWORD },
    });
    expect(accepted.ok()).toBe(true);

    await openScheduling(page);
    expect(await axeViolations(page, 'main')).toEqual([]);

    // Schedule Visit: each missing field says so, then a real booking with the technician's day.
    await page.getByRole('button', { name: 'Schedule Visit' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Visit' });
    await dialog.getByLabel('Date and time', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Schedule Visit' }).click();
    const error = (field: string) => dialog.locator(`#visit-${field}-error`);
    await error('ticketId').getByText(VISIT_MESSAGES.ticketRequired).waitFor();
    await error('technicianId').getByText(VISIT_MESSAGES.technicianRequired).waitFor();
    await error('siteId').getByText(VISIT_MESSAGES.siteRequired).waitFor();
    await error('scheduledStart').getByText(VISIT_MESSAGES.startRequired).waitFor();
    await dialog.getByLabel('Ticket', { exact: true }).selectOption(ticket.id);
    await dialog.getByLabel('Technician', { exact: true }).selectOption({ label: 'Nia Visit' });
    await dialog.getByLabel('Location', { exact: true }).selectOption(siteId);
    await dialog.getByLabel('Room', { exact: true }).fill('Library');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    await dialog.getByLabel('Date and time', { exact: true }).fill(`${day}T10:00`);
    await dialog.getByRole('region', { name: 'Technician’s day' }).getByText('No visits that day.').waitFor();
    await dialog.getByLabel('Contact phone', { exact: true }).fill('+1 555 010 2000');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/schedule-dialog-1440.png` });
    await dialog.getByRole('button', { name: 'Schedule Visit' }).click();
    // The default school day is 07:00–16:00 in the district's zone: 10:00 here may fall outside it.
    const confirm = dialog.getByText(/falls outside the school day/);
    if (await confirm.isVisible().catch(() => false)) {
      await dialog.getByRole('checkbox', { name: /falls outside the school day/ }).check();
      await dialog.getByRole('button', { name: 'Schedule Visit' }).click();
    }
    await toast(page, VISIT_MESSAGES.scheduled);
    await dialog.waitFor({ state: 'detached' });
    // The demo district has visits of its own (some for the same ticket): this one is Nia's.
    const row = page
      .getByRole('row', { name: new RegExp(ticket.ticketNumber) })
      .filter({ hasText: 'Nia Visit' });
    await row.getByText('Nia Visit').waitFor();
    await row.getByText('Scheduled').waitFor();
    await page.screenshot({ path: `${SHOTS}/list-1440.png`, fullPage: true });

    // Calendar View: a real week calendar with the visit, and the month.
    await page.getByRole('tab', { name: 'Calendar View' }).click();
    await page.locator('.fc').waitFor();
    await page.getByRole('list', { name: 'Technician colours' }).getByText('Nia Visit').waitFor();
    await page.getByRole('button', { name: 'Month' }).click();
    await page.locator('.fc-event').filter({ hasText: ticket.ticketNumber }).first().waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/calendar-1440.png`, fullPage: true });

    // A visit for today, booked through the API; the administrator watches today's list.
    const now = new Date();
    now.setSeconds(0, 0);
    const today = await context.request.post(`${e2e.url}/api/visits`, {
      data: {
        ticketId: ticket.id,
        technicianId: (await (await phone.request.get(`${e2e.url}/api/auth/check`)).json()).user.id,
        siteId,
        scheduledStart: now.toISOString(),
        estimatedDuration: 30,
        priority: 'high',
        contactPerson: 'Ms. Ortiz',
        contactPhone: '555 010 3000',
        confirmOutsideSchoolDay: true,
        override: true,
      },
    });
    expect(today.ok()).toBe(true);
    await page.getByRole('tab', { name: 'List View' }).click();
    await page.getByLabel('Filter by date').selectOption('today');
    const todayRow = page.getByRole('row').filter({ hasText: 'Nia Visit' }).first();
    await todayRow.getByText('Scheduled').waitFor();

    // The technician's day at 390 px: one tap per step.
    const tech = await phone.newPage();
    await tech.goto(`${e2e.url}/technician-scheduling`);
    const mine = tech.getByRole('list', { name: 'My visits today' });
    await mine.getByText('Lincoln Elementary').first().waitFor();
    expect(await mine.getByRole('link', { name: 'Call Ms. Ortiz' }).getAttribute('href')).toBe(
      'tel:5550103000',
    );
    expect(await axeViolations(tech, 'main')).toEqual([]);
    await tech.screenshot({ path: `${SHOTS}/my-visits-390.png`, fullPage: true });
    await mine.getByRole('button', { name: 'On my way' }).click();
    await toast(tech, VISIT_MESSAGES.statusChanged('en_route'));
    // Live: the administrator's open list follows without a reload.
    await todayRow.getByText('En Route').waitFor();
    await mine.getByRole('button', { name: 'Arrived on site' }).click();
    await toast(tech, VISIT_MESSAGES.statusChanged('on_site'));
    await mine.getByRole('button', { name: 'Complete visit' }).click();
    const complete = tech.getByRole('dialog', { name: 'Complete visit' });
    await complete.getByRole('button', { name: 'Complete Visit' }).click();
    await complete.getByText(VISIT_MESSAGES.notesRequired).waitFor();
    await complete.getByLabel('Work notes').fill('Reseated the projector board');
    await complete.getByLabel('Also mark the ticket resolved').uncheck();
    expect(await axeViolations(tech, '[role="dialog"]')).toEqual([]);
    await tech.screenshot({ path: `${SHOTS}/complete-390.png` });
    await complete.getByRole('button', { name: 'Complete Visit' }).click();
    await toast(tech, VISIT_MESSAGES.statusChanged('completed'));
    await todayRow.getByText('Completed').waitFor();

    // Active Visits: Nia's is no longer among them (the demo district's own may be).
    await page.getByRole('tab', { name: /Active Visits/ }).click();
    const active = page.getByRole('tabpanel', { name: /Active Visits/ });
    await active.waitFor();
    await expect.poll(() => active.getByText('Nia Visit').count()).toBe(0);
    await phone.close();
    await context.close();
  }, 300_000);

  it('reads well at 390 px for an administrator: cards, list cards and the calendar, axe clean', async () => {
    const { context, page } = await e2e.signedIn(ADMIN, { width: 390, height: 844 });
    await openScheduling(page);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/page-390.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Calendar View' }).click();
    await page.locator('.fc').waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/calendar-390.png`, fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await context.close();
  }, 120_000);
});
