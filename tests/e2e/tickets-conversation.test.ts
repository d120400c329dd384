import fs from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { TICKET_MESSAGES } from '../../domain/tickets.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { expectVisibleFocus, hasFocus } from '../support/focus-check.ts';
import { axeViolations, layoutProblems } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
/** Screenshots of this file (look at them after a run). */
const SHOTS = '.tmp/screens/tickets-conversation';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
/** Chooses who reads the next comment, as a person does: by clicking the choice's label. */
type Reader = 'Reply to requester' | 'Internal note';
const readerChoice = (dialog: Locator, name: Reader) =>
  dialog.getByRole('group', { name: 'Who reads it' }).getByRole('button', { name });
async function readBy(dialog: Locator, name: Reader) {
  const choice = readerChoice(dialog, name);
  await choice.click();
  await expect.poll(() => choice.getAttribute('aria-pressed')).toBe('true');
}
const background = (el: Locator) => el.evaluate((node) => getComputedStyle(node).backgroundColor);

/** Chooses the first suggestion of a picker for `typed`; answers its label. */
async function pick(picker: Locator, typed: string): Promise<string> {
  await picker.click();
  await picker.fill(typed);
  const listbox = picker.page().getByRole('listbox', { includeHidden: false }).first();
  const option = listbox.getByRole('option').first();
  await option.waitFor();
  const label = (await option.locator('span > span').first().textContent())!.trim();
  await option.click();
  return label;
}

describeE2E('The ticket conversation (staff)', () => {
  let ticketId = '';
  let requester = '';
  const title = 'Document camera shows a black image';

  it('opens a ticket for a requester about a device, and keeps public replies and internal notes apart (1440 px)', async () => {
    await fs.mkdir(SHOTS, { recursive: true });
    const { context, page } = await e2e.signedIn('admin@benson.demo', { width: 1440 });
    await page.goto(`${e2e.url}/tickets`);
    await page.getByRole('table', { name: 'Tickets' }).waitFor();
    await page.getByRole('columnheader', { name: 'Requester' }).waitFor();

    // Create Ticket: a requester (a person of the district), a device, a watcher.
    const createButton = page.getByRole('button', { name: 'Create Ticket' });
    await createButton.click();
    const dialog = page.getByRole('dialog', { name: 'Create Ticket' });
    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Description')
      .fill('Room 12: the camera light is on, the projector shows black.');
    requester = await pick(dialog.getByRole('combobox', { name: 'Requester' }), 'a');
    expect(await dialog.getByRole('combobox', { name: 'Requester' }).inputValue()).toBe(requester);
    const device = await pick(dialog.getByRole('combobox', { name: 'Device' }), 'BENS');
    expect(device).toMatch(/^\S+ · .+/);
    const watcher = await pick(dialog.getByRole('combobox', { name: 'Watchers' }), 'e');
    await dialog.getByRole('button', { name: `Remove ${watcher} from watchers` }).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.screenshot({ path: `${SHOTS}/create-1440.png` });
    await dialog.getByRole('button', { name: 'Create Ticket' }).click();
    await toast(page, TICKET_MESSAGES.created);
    await dialog.waitFor({ state: 'detached' });
    // Focus returns to what opened the dialog.
    await expect.poll(() => hasFocus(createButton)).toBe(true);

    // The list names the requester and where the ticket came from.
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText(requester, { exact: true }).waitFor();
    await row.getByText('via Staff', { exact: true }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/list-1440.png` });

    // The details: requester, device, source, watchers.
    const opener = row.getByRole('button', { name: title });
    await opener.click();
    const details = page.getByRole('dialog', { name: new RegExp(title) });
    ticketId = new URL(page.url()).searchParams.get('ticket')!;
    expect(await details.getByRole('combobox', { name: 'Requester' }).inputValue()).toBe(requester);
    expect(await details.getByRole('combobox', { name: 'Device' }).inputValue()).toBe(device);
    await details.getByText('Staff', { exact: true }).waitFor();
    await details.getByRole('list', { name: 'Watchers' }).getByText(watcher).waitFor();

    // A public reply, then an internal note (the default).
    await readBy(details, 'Reply to requester');
    await details.getByLabel('Your reply').fill('A technician will swap the cable this afternoon.');
    await details.getByRole('button', { name: 'Send Reply' }).click();
    await toast(page, TICKET_MESSAGES.replySent);
    await readBy(details, 'Internal note');
    await details.getByLabel('Your note').fill('Cable was already replaced in March: check the input board.');
    await details.getByRole('button', { name: 'Add Note' }).click();
    await toast(page, TICKET_MESSAGES.noteAdded);

    const timeline = details.getByRole('list', { name: 'Activity' });
    const reply = timeline.getByRole('listitem').filter({ hasText: 'A technician will swap the cable' });
    const note = timeline.getByRole('listitem').filter({ hasText: 'Cable was already replaced' });
    await reply.getByText('replied to the requester').waitFor();
    await reply.getByText('Public reply', { exact: true }).waitFor();
    await note.getByText('added an internal note').waitFor();
    await note.getByText('Internal note', { exact: true }).waitFor();
    const replyBox = reply.locator('div.rounded-lg').first();
    const noteBox = note.locator('div.rounded-lg').first();
    expect(await background(noteBox)).not.toBe(await background(replyBox));

    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);
    await details.screenshot({ path: `${SHOTS}/details-1440.png` });
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/conversation-1440.png` });

    // The composer's choices are reachable and show focus.
    await details.getByLabel('Your note').focus();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => hasFocus(details.getByRole('button', { name: 'Internal note' }))).toBe(true);
    await expectVisibleFocus(page);

    // Escape closes the details; focus goes back to the row's opener.
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(opener)).toBe(true);
    await context.close();
  });

  it('shows the same at 390 px: the card names the requester, the details stack', async () => {
    expect(ticketId).not.toBe('');
    const { context, page } = await e2e.signedIn('admin@benson.demo', { width: 390, height: 844 });
    await page.goto(`${e2e.url}/tickets`);
    const cards = page.getByRole('list', { name: 'Tickets' });
    const card = cards.getByRole('listitem').filter({ hasText: title });
    await card.getByText(`For ${requester} · via Staff`).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/list-390.png` });

    const opener = card.getByRole('button', { name: title, exact: true });
    await opener.click();
    const details = page.getByRole('dialog', { name: new RegExp(title) });
    await details.getByText('Cable was already replaced in March: check the input board.').waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/details-390.png` });
    await details
      .getByRole('list', { name: 'Activity' })
      .getByText('Internal note', { exact: true })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/conversation-390.png` });

    // Replying from a phone: the choice and the composer fit.
    await readBy(details, 'Reply to requester');
    await details.getByLabel('Your reply').fill('Fixed: the input board was loose.');
    await details.getByRole('button', { name: 'Send Reply' }).click();
    await toast(page, TICKET_MESSAGES.replySent);
    await details.getByText('Fixed: the input board was loose.').waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(opener)).toBe(true);
    await context.close();
  });

  it("lists a device's tickets in its details", async () => {
    const { context, page } = await e2e.signedIn('admin@benson.demo', { width: 1440 });
    const res = await context.request.get(`${e2e.url}/api/tickets/${ticketId}/details`);
    const { ticket } = (await res.json()) as { ticket: { assetName: string } };
    const tag = ticket.assetName.split(' · ')[0]!;
    await page.goto(`${e2e.url}/inventory`);
    await page.getByRole('searchbox').first().fill(tag);
    const opener = page.getByRole('button', { name: ticket.assetName.split(' · ')[1]! }).first();
    await opener.click();
    const view = page.getByRole('dialog');
    const list = view.getByRole('list', { name: 'Tickets about this device' });
    await list.getByRole('link', { name: new RegExp(title) }).waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await view.screenshot({ path: `${SHOTS}/asset-tickets-1440.png` });
    await list.getByRole('link', { name: new RegExp(title) }).click();
    await page.getByRole('dialog', { name: new RegExp(title) }).waitFor();
    await context.close();
  });

  it('keeps the reader chosen while a reply was still being sent', async () => {
    const { context, page } = await e2e.signedIn('admin@benson.demo', { width: 1440 });
    // The reply is held at the network until the choice has changed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/tickets/${ticketId}/comments`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${e2e.url}/tickets?ticket=${ticketId}`);
    const details = page.getByRole('dialog', { name: new RegExp(title) });
    await readBy(details, 'Reply to requester');
    await details.getByLabel('Your reply').fill('On my way with a spare board.');
    await details.getByRole('button', { name: 'Send Reply' }).click();
    await readBy(details, 'Internal note');
    release();
    await toast(page, TICKET_MESSAGES.replySent);
    await details
      .getByRole('list', { name: 'Activity' })
      .getByText('On my way with a spare board.')
      .waitFor();
    // Sent, the box is empty and still for an internal note.
    expect(await details.getByLabel('Your note').inputValue()).toBe('');
    expect(await readerChoice(details, 'Internal note').getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });
});
