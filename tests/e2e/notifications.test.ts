import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { LINK_WITHHELD, MAIL_MESSAGES } from '../../domain/mail.ts';
import { NOTIFICATION_MESSAGES } from '../../domain/notifications.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();

/** The notifier runs as a background job, and the operations pages poll: allow them a few seconds. */
// Generous: on a starved CI machine a notification job may wait behind the demo's start-up jobs.
const LIVE = { timeout: 60_000, interval: 250 };
const SOON = { timeout: 20_000 };

/** A toast's title (Radix copies toast text into a live region, hence exact and first). */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
/** The bell's name (while no dialog or menu is open: they hide the rest of the page from the accessibility tree). */
const bellName = async (page: Page) => (await bell(page).getAttribute('aria-label', { timeout: 5000 })) ?? '';

async function noSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** Benson's id, as the provider admin's API sees it. */
async function bensonId(provider: BrowserContext): Promise<string> {
  const districts = (await (await provider.request.get(`${e2e.url}/api/districts`)).json()) as {
    id: string;
    code: string;
  }[];
  return districts.find((d) => d.code === 'BENSON')!.id;
}

/** The provider admin opens a ticket in Benson; Benson's administrator is told. */
async function openTicket(provider: BrowserContext, title: string): Promise<string> {
  const res = await provider.request.post(`${e2e.url}/api/tickets`, {
    data: {
      districtId: await bensonId(provider),
      title,
      description: `${title}: reported by the front office.`,
      priority: 'high',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describeE2E('notifications', () => {
  it('tells Maria live through the bell, opens the ticket, and keeps the history and her preferences', async () => {
    const maria = await e2e.signedIn('admin@benson.demo');
    const page = maria.page;
    await page.goto(`${e2e.url}/tickets`);
    await page.getByRole('heading', { name: 'Technology Support Tickets' }).waitFor();
    expect(await bellName(page)).toBe('Notifications');

    // The provider admin opens two tickets in Benson: the bell counts them without a reload.
    const provider = await e2e.signedIn('provider');
    const firstId = await openTicket(provider.context, 'Bell test: projector in Room 5');
    await openTicket(provider.context, 'Bell test: hallway access point down');
    await expect.poll(() => bellName(page), LIVE).toBe('Notifications, 2 unread');

    await bell(page).click();
    // Named by its count, which a later notification would change: find it by the word alone.
    const menu = page.getByRole('menu', { name: /^Notifications/ });
    await menu.getByRole('menuitem', { name: /Bell test: hallway access point down/ }).waitFor();
    await menu.getByRole('menuitem', { name: 'Mark all read' }).waitFor();
    await menu.getByRole('menuitem', { name: 'See all notifications' }).waitFor();
    expect(await axeViolations(page, '[role="menu"]')).toEqual([]);

    // Choosing one marks it read and opens its ticket's details.
    await menu.getByRole('menuitem', { name: /Bell test: projector in Room 5/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('ticket')).toBe(firstId);
    const details = page.getByRole('dialog', { name: /Bell test: projector in Room 5/ });
    await details.getByRole('list', { name: 'Activity' }).getByText('opened the ticket').waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('ticket')).toBeNull();
    await expect.poll(() => bellName(page)).toBe('Notifications, 1 unread');

    // Mark all read: the count goes away.
    await bell(page).click();
    await page.getByRole('menuitem', { name: 'Mark all read' }).click();
    // The menu stays open, without unread ones (an open menu hides the rest of the page).
    await page.getByRole('menu', { name: 'Notifications' }).waitFor();
    await page.getByRole('menuitem', { name: 'Mark all read' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    expect(await bellName(page)).toBe('Notifications');

    // The history keeps both, read; Unread is empty.
    await page.goto(`${e2e.url}/notifications`);
    const history = page.getByRole('list', { name: 'Notifications' });
    await history
      .getByRole('link', { name: /^New ticket BENSON-\d{4}$/ })
      .first()
      .waitFor();
    expect(await history.getByRole('listitem').count()).toBe(2);
    expect(await history.getByText('Bell test: projector in Room 5', { exact: false }).count()).toBe(1);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.getByRole('tab', { name: /^Unread/ }).click();
    await page.getByText(NOTIFICATION_MESSAGES.empty, { exact: true }).waitFor();

    // Preferences: comments by email (off until chosen) are kept after a reload.
    await page.goto(`${e2e.url}/account#notifications`);
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    const comments = page.getByRole('group', { name: 'Comments on my tickets' });
    const byEmail = comments.getByRole('checkbox', { name: 'By email' });
    await byEmail.waitFor();
    expect(await byEmail.getAttribute('aria-checked')).toBe('false');
    // The digest cannot show in the portal: its switch is there, off and disabled.
    const digestInApp = page
      .getByRole('group', { name: 'Daily digest of urgent tickets' })
      .getByRole('checkbox', { name: 'In the portal' });
    expect(await digestInApp.isDisabled()).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await byEmail.click();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await toast(page, NOTIFICATION_MESSAGES.preferencesSaved.title);
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('group', { name: 'Comments on my tickets' })
          .getByRole('checkbox', { name: 'By email' })
          .getAttribute('aria-checked'),
      )
      .toBe('true');

    // The operations pages are not Maria's.
    await page.goto(`${e2e.url}/admin/jobs`);
    await page.getByText('This page is for Five Star administrators.').waitFor();
    await maria.context.close();
    await provider.context.close();
  });

  it('lets a provider admin open a linked ticket of any district, and read jobs and the mail outbox', async () => {
    const { context, page } = await e2e.signedIn('provider');
    const ticketId = await openTicket(context, 'Bell test: library laptops will not charge');
    // Outside a district view, a link opens the ticket whatever district the page shows.
    await page.goto(`${e2e.url}/tickets?ticket=${ticketId}`);
    await page.getByRole('dialog', { name: /Bell test: library laptops will not charge/ }).waitFor();

    // An invitation: without SMTP_URL it waits in the outbox.
    const created = await context.request.post(`${e2e.url}/api/districts`, {
      data: {
        districtName: 'Harbor Point Schools',
        serviceLevel: 'ascend',
        adminName: 'Jordan Lee',
        adminEmail: 'jordan.lee@harborpoint.example.org',
      },
    });
    expect(created.status()).toBe(201);

    await page.goto(`${e2e.url}/admin/jobs`);
    await page.getByRole('heading', { name: 'Background Jobs' }).waitFor();
    await page.getByRole('link', { name: 'Background Jobs' }).waitFor();
    for (const state of ['Queued', 'Running', 'Failed', 'Completed'])
      await page.getByRole('tab', { name: state }).waitFor();
    await page.getByRole('tab', { name: 'Completed' }).click();
    const jobs = page.getByRole('table', { name: 'Completed jobs' });
    await jobs.getByText('tickets.notify').first().waitFor(SOON);
    await jobs
      .getByText(/^\d+ of \d+$/)
      .first()
      .waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);

    await page.getByRole('link', { name: 'Mail Outbox' }).click();
    await page.getByRole('heading', { name: 'Mail Outbox' }).waitFor();
    await page.getByText(MAIL_MESSAGES.notConfigured).waitFor();
    const mail = page.getByRole('table', { name: 'Mail' });
    await mail.getByText('admin@benson.demo').first().waitFor(SOON);
    await page.getByLabel('Status', { exact: true }).selectOption('outbox');
    await mail.getByRole('button', { name: /invited to the Harbor Point Schools/ }).click();
    const dialog = page.getByRole('dialog', { name: /invited to the Harbor Point Schools/ });
    await dialog.getByText('To jordan.lee@harborpoint.example.org').waitFor();
    // An invitation's one-time link is never stored: the outbox shows it withheld, and why.
    await dialog.getByText(LINK_WITHHELD, { exact: false }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Link 1' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Copy text' }).waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await context.close();
  });

  it('works on a phone: the bell in the top bar, stacked cards, nothing scrolls sideways', async () => {
    const provider = await e2e.signedIn('provider', { width: 390, height: 844 });
    const maria = await e2e.signedIn('admin@benson.demo', { width: 390, height: 844 });
    const page = maria.page;
    // Start from nothing unread: a count read while the bell is still loading would be stale.
    expect((await maria.context.request.post(`${e2e.url}/api/notifications/read-all`)).ok()).toBe(true);
    await page.goto(`${e2e.url}/`);
    await bell(page).waitFor();
    await expect.poll(() => bellName(page), LIVE).toBe('Notifications');
    await openTicket(provider.context, 'Bell test: cafeteria register offline');
    await expect.poll(() => bellName(page), LIVE).toBe('Notifications, 1 unread');
    await bell(page).click();
    await page.getByRole('menuitem', { name: /Bell test: cafeteria register offline/ }).waitFor();
    expect(await axeViolations(page, '[role="menu"]')).toEqual([]);
    await noSidewaysScroll(page);
    await page.getByRole('menuitem', { name: 'See all notifications' }).click();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    await page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
    await noSidewaysScroll(page);
    expect(await axeViolations(page, 'main')).toEqual([]);

    await page.getByRole('link', { name: 'Your account' }).click();
    await page.getByRole('group', { name: 'Tickets assigned to me' }).waitFor();
    await noSidewaysScroll(page);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await maria.context.close();

    const admin = provider.page;
    await admin.goto(`${e2e.url}/admin/jobs`);
    await admin.getByRole('tab', { name: 'Completed' }).click();
    await admin.getByRole('list', { name: 'Jobs' }).getByText('tickets.notify').first().waitFor(SOON);
    await noSidewaysScroll(admin);
    expect(await axeViolations(admin, 'main')).toEqual([]);
    await admin.goto(`${e2e.url}/admin/mail`);
    await admin.getByRole('list', { name: 'Mail' }).getByText('To admin@benson.demo').first().waitFor(SOON);
    await noSidewaysScroll(admin);
    expect(await axeViolations(admin, 'main')).toEqual([]);
    await provider.context.close();
  });
});
