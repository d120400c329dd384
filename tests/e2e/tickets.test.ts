import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { TICKET_MESSAGES } from '../../domain/tickets.ts';
import { DEMO_PASSWORD, describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();

const signedIn = (email: string, width = 1440) => e2e.signedIn(email, { width });

async function openTickets(page: Page) {
  await page.goto(`${e2e.url}/tickets`);
  await page.getByRole('heading', { name: 'Technology Support Tickets' }).waitFor();
  await page.getByRole('table', { name: 'Tickets' }).waitFor();
}

/** A toast's title (Radix copies toast text into a live region, hence exact and first). */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describeE2E('Technology Support Tickets', () => {
  it('creates a ticket, marks it resolved, comments on it, and finds it by search', async () => {
    const { context, page } = await signedIn('admin@benson.demo');
    await openTickets(page);
    for (const column of ['Ticket #', 'Title', 'Category', 'Priority', 'Status', 'Created']) {
      await page.getByRole('columnheader', { name: column }).waitFor();
    }
    expect(await axeViolations(page)).toEqual([]);

    // Title and description are required: a toast, no call.
    await page.getByRole('button', { name: 'Create Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Ticket' });
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();
    await toast(page, TICKET_MESSAGES.required);
    await expect.poll(() => dialog.isVisible()).toBe(true);

    await dialog.getByLabel('Title').fill('Smartboard frozen in Room 118');
    await dialog
      .getByLabel('Description')
      .fill('The board shows the boot logo and does not respond to touch.');
    await dialog.getByLabel('Priority').selectOption('high');
    await dialog.getByLabel('Category').selectOption('hardware');
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();
    await toast(page, TICKET_MESSAGES.created);
    await dialog.waitFor({ state: 'detached' });

    const created = row(page, 'Smartboard frozen in Room 118');
    await created.waitFor();
    await expect.poll(() => created.getByRole('cell').first().textContent()).toMatch(/^BENSON-\d{4}$/);
    await created.getByText('High', { exact: true }).waitFor();
    await created.getByText('Open', { exact: true }).waitFor();

    // Row menu: Mark Resolved.
    await created.getByRole('button', { name: /^Actions for BENSON-/ }).click();
    for (const item of ['View Details', 'Mark In Progress', 'Mark Resolved', 'Close Ticket']) {
      await page.getByRole('menuitem', { name: item }).waitFor();
    }
    await page.getByRole('menuitem', { name: 'Mark Resolved' }).click();
    await toast(page, TICKET_MESSAGES.updated);
    await created.getByText('Resolved', { exact: true }).waitFor();

    // View Details: the timeline has the creation and the status change; a comment joins it.
    await created.getByRole('button', { name: /^Actions for BENSON-/ }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: /Smartboard frozen in Room 118/ });
    const timeline = details.getByRole('list', { name: 'Activity' });
    await timeline.getByText('opened the ticket').waitFor();
    await timeline.getByText('changed the status from Open to Resolved').waitFor();
    await details.getByLabel('Your note').fill('Power-cycled the board; it works again.');
    await details.getByRole('button', { name: 'Add Note' }).click();
    await timeline.getByText('Power-cycled the board; it works again.').waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });

    // Server-side search and filters.
    await page.getByRole('searchbox', { name: 'Search tickets' }).fill('smartboard froz');
    await expect.poll(() => page.getByRole('table', { name: 'Tickets' }).getByRole('row').count()).toBe(2);
    await page.getByLabel('Filter by status').selectOption('open');
    await page.getByText(TICKET_MESSAGES.empty, { exact: true }).waitFor();
    await context.close();
  });

  it('a second browser of the same district sees the new ticket live', async () => {
    const first = await signedIn('admin@benson.demo');
    const second = await signedIn('admin@benson.demo');
    await openTickets(first.page);
    await openTickets(second.page);
    const badge = second.page.getByRole('link', { name: /Support/ });
    const before = Number((await badge.textContent())?.match(/\d+/)?.[0]);

    await first.page.getByRole('button', { name: 'Create Ticket' }).click();
    const dialog = first.page.getByRole('dialog', { name: 'Create Ticket' });
    await dialog.getByLabel('Title').fill('Library printer offline');
    await dialog.getByLabel('Description').fill('The library printer shows offline for every computer.');
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();
    await toast(first.page, TICKET_MESSAGES.created);

    await toast(second.page, 'New Ticket Created');
    await second.page
      .getByText(/^Ticket BENSON-\d{4} has been created$/)
      .first()
      .waitFor();
    await row(second.page, 'Library printer offline').waitFor();
    await expect.poll(async () => Number((await badge.textContent())?.match(/\d+/)?.[0])).toBe(before + 1);

    // And a change made in the first browser shows up as 'Ticket Updated'.
    const created = row(first.page, 'Library printer offline');
    await created.getByRole('button', { name: /^Actions for BENSON-/ }).click();
    await first.page.getByRole('menuitem', { name: 'Mark In Progress' }).click();
    await toast(second.page, 'Ticket Updated');
    await row(second.page, 'Library printer offline').getByText('In Progress', { exact: true }).waitFor();
    await first.context.close();
    await second.context.close();
  });

  it('works opened at http://127.0.0.1:<port>, though PUBLIC_URL names localhost: sign-in, live updates, writes', async () => {
    // Issue 27.8: the address Node listens on is the same server, so one origin with PUBLIC_URL's.
    const loopback = e2e.url.replace('//localhost:', '//127.0.0.1:');
    expect(loopback).not.toBe(e2e.url);
    const context = await e2e.browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on(
      'console',
      (m) => m.type() === 'error' && /WebSocket|403|421/.test(m.text()) && refused.push(m.text()),
    );
    page.on('response', (r) => [403, 421].includes(r.status()) && refused.push(`${r.status()} ${r.url()}`));
    const sockets: { url: string; frames: number }[] = [];
    page.on('websocket', (ws) => {
      const socket = { url: ws.url(), frames: 0 };
      sockets.push(socket);
      ws.on('framereceived', () => socket.frames++);
    });

    await page.goto(loopback);
    await page.getByLabel('Email').fill('admin@benson.demo');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('link', { name: /Support/ }).click();
    await page.getByRole('table', { name: 'Tickets' }).waitFor();
    // The server's pong: the socket was accepted.
    await expect.poll(() => sockets.at(-1)?.frames ?? 0).toBeGreaterThan(0);
    expect(sockets.at(-1)!.url).toBe(`${loopback.replace('http', 'ws')}/ws`);

    // A change made elsewhere (a browser on PUBLIC_URL) arrives live.
    const other = await signedIn('admin@benson.demo');
    const made = await other.context.request.post(`${e2e.url}/api/tickets`, {
      headers: { origin: e2e.url },
      data: { title: 'Projector bulb out in Room 12', description: 'The projector shows nothing.' },
    });
    expect(made.status()).toBe(201);
    await toast(page, 'New Ticket Created');
    await row(page, 'Projector bulb out in Room 12').waitFor();

    // And a write from this origin is accepted.
    await page.getByRole('button', { name: 'Create Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Ticket' });
    await dialog.getByLabel('Title').fill('Hallway access point blinking');
    await dialog.getByLabel('Description').fill('The access point by the gym blinks amber.');
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();
    await toast(page, TICKET_MESSAGES.created);
    await row(page, 'Hallway access point blinking').waitFor();
    expect(refused).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('lets a provider admin work on every district and shows stacked cards on a phone', async () => {
    const { context, page } = await e2e.signedIn('provider', { width: 390, height: 844 });
    await page.goto(`${e2e.url}/tickets`);
    await page.getByRole('heading', { name: 'Technology Support Tickets' }).waitFor();
    const cards = page.getByRole('list', { name: 'Tickets' });
    await cards.getByText('Mountain View Schools', { exact: false }).first().waitFor();
    await cards.getByText('Benson Unified School District', { exact: false }).first().waitFor();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);

    await page.getByLabel('District', { exact: true }).selectOption({ label: 'Lakeside Academy District' });
    await expect.poll(() => new URL(page.url()).searchParams.get('district')).not.toBeNull();
    await cards
      .getByText(/^LAKESIDE-\d{4}$/)
      .first()
      .waitFor();
    await expect.poll(() => cards.getByText(/^BENSON-\d{4}$/).count()).toBe(0);
    await context.close();
  });

  it('tells a district below FS Ascend that support tickets need an upgrade', async () => {
    const { context, page } = await signedIn('admin@riverside.demo');
    await page.goto(`${e2e.url}/tickets`);
    await page.getByText('Support tickets are part of FS Ascend').waitFor();
    await context.close();
  });
});
