import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { PORTAL_MESSAGES } from '../../domain/portal.ts';
import { demoAdminEmail } from '../../server/seed/demo-accounts.ts';
import { demoRequesterEmail } from '../../server/seed/demo-requesters.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { expectVisibleFocus, hasFocus } from '../support/focus-check.ts';
import { samplePng } from '../support/sample-files.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';
import { startMailServer } from '../support/smtp.ts';

const smtp = await startMailServer();
const e2e = setUpBrowserTests({ SMTP_URL: smtp.url });
/** Several round trips and screenshots per width; the shared test machine is often busy. */
const SLOW = 240_000;
const SHOTS = '/tmp/shots/portal';
mkdirSync(SHOTS, { recursive: true });
const STUDENT = demoRequesterEmail('BENSON', 'student');

/** A screen's checks: axe clean, nothing sticks out or is cut off, and a screenshot to look at. */
async function look(page: Page, name: string, width: number) {
  await settle(page);
  expect(await axeViolations(page), name).toEqual([]);
  expect(await layoutProblems(page), name).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** The links of the menu (on a phone, in its drawer). */
async function menuLinks(page: Page, width: number): Promise<string[]> {
  if (width < 1024) await page.getByRole('button', { name: 'Open navigation' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' }).last();
  await nav.waitFor();
  const links = await nav.getByRole('link').allTextContents();
  if (width < 1024) await page.keyboard.press('Escape');
  return links.map((l) => l.trim());
}

/** Created by the first test of a width, read by the next. */
const created = new Map<number, { ticketNumber: string; id: string }>();

describeE2E('the help portal of a requester (Staff & Students)', () => {
  for (const width of [390, 1440]) {
    it(
      `${width} px: lands on /help, asks Sparky, still needs help, gets a ticket, finds it and the device`,
      async () => {
        const { context, page } = await e2e.signedIn(STUDENT, { width });
        await page.goto(e2e.url);
        await page.waitForURL(`${e2e.url}/help`);
        await page.getByRole('heading', { name: 'Get help', level: 1 }).waitFor();
        expect(await menuLinks(page, width)).toEqual(['Get help', 'My tickets', 'My devices']);

        // Another screen is not available, with the way back.
        await page.goto(`${e2e.url}/inventory`);
        await page.getByRole('heading', { name: 'Not available' }).waitFor();
        await page.getByText(PORTAL_MESSAGES.notAvailable).waitFor();
        await look(page, 'not-available', width);
        await page.getByRole('link', { name: 'Go to the help portal' }).click();
        await page.waitForURL(`${e2e.url}/help`);

        // Sparky first.
        const question = 'The screen of my Chromebook is cracked';
        const box = page.getByRole('textbox', { name: 'Message Sparky' });
        await box.fill(question);
        const chat = page.waitForResponse((r) => r.url().endsWith('/api/ai/chat'));
        await box.press('Enter');
        expect((await chat).status()).toBe(200);
        const outcome = page.getByRole('region', { name: 'Did that solve it?' });
        await outcome.waitFor();
        await look(page, 'get-help', width);

        // "I still need help": the short form, prefilled from the conversation.
        const stillNeed = outcome.getByRole('button', { name: 'I still need help' });
        await stillNeed.focus();
        await expectVisibleFocus(page);
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Ask the IT team' });
        await dialog.waitFor();
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
        expect(await dialog.getByLabel('What is wrong?').inputValue()).not.toBe('');
        expect(await dialog.getByLabel('Details').inputValue()).toContain(question);
        await look(page, 'ticket-form', width);
        const sent = page.waitForResponse(
          (r) => r.url().endsWith('/api/my/tickets') && r.request().method() === 'POST',
        );
        await dialog.getByRole('button', { name: 'Send to the IT team' }).click();
        const res = await sent;
        expect(res.status()).toBe(201);
        const ticket = (await res.json()) as { id: string; ticketNumber: string; source: string };
        expect(ticket.source).toBe('sparky');
        created.set(width, ticket);

        // The confirmation: the number and a link to it; closing gives focus to what replaced the buttons.
        const done = page.getByRole('dialog', { name: 'Ticket created' });
        await done.getByText(`Ticket ${ticket.ticketNumber}`, { exact: true }).waitFor();
        await done.getByRole('link', { name: `View ticket ${ticket.ticketNumber}` }).waitFor();
        await look(page, 'ticket-created', width);
        await page.keyboard.press('Escape');
        await done.waitFor({ state: 'detached' });
        const view = page.getByRole('link', { name: `View ticket ${ticket.ticketNumber}` });
        await expect.poll(() => hasFocus(view)).toBe(true);
        await expectVisibleFocus(page);

        // My tickets shows it.
        await page
          .getByRole('navigation', { name: 'Help portal' })
          .getByRole('link', { name: 'My tickets' })
          .click();
        await page.waitForURL(`${e2e.url}/help/tickets`);
        await page.getByText(ticket.ticketNumber, { exact: true }).first().waitFor();
        await look(page, 'my-tickets', width);

        // My devices shows the Chromebook handed to the student; Report a problem opens the form for it.
        await page
          .getByRole('navigation', { name: 'Help portal' })
          .getByRole('link', { name: 'My devices' })
          .click();
        await page.waitForURL(`${e2e.url}/help/devices`);
        const report = page.getByRole('button', { name: /^Report a problem with .+Chromebook/ }).first();
        await report.waitFor();
        await look(page, 'my-devices', width);
        await report.focus();
        await page.keyboard.press('Enter');
        const device = page.getByRole('dialog', { name: 'Report a problem with this device' });
        await device.waitFor();
        expect(await device.getByLabel('What is wrong?').inputValue()).toMatch(/^Problem with .+Chromebook/);
        await look(page, 'device-form', width);
        await page.keyboard.press('Escape');
        await device.waitFor({ state: 'detached' });
        await expect.poll(() => hasFocus(report)).toBe(true);
        await expectVisibleFocus(page);
        await context.close();
      },
      SLOW,
    );

    it(
      `${width} px: reads the IT team's public reply (also mailed), never their internal note, and replies`,
      async () => {
        const ticket = created.get(width);
        expect(ticket, 'the first test of this width made the ticket').toBeDefined();
        // The help desk answers: a public reply for the student and an internal note for staff.
        const staff = await e2e.signedIn(demoAdminEmail('BENSON'));
        const publicReply = `Bring it to the library at lunch (${width}); we swap the screen there.`;
        const internalNote = `Screen part ordered from the vendor (${width}), invoice pending.`;
        for (const [body, visibility] of [
          [publicReply, 'public'],
          [internalNote, 'internal'],
        ] as const) {
          const res = await staff.context.request.post(`${e2e.url}/api/tickets/${ticket!.id}/comments`, {
            data: { body, visibility },
          });
          expect(res.status(), visibility).toBe(201);
        }
        await staff.context.close();

        const { context, page } = await e2e.signedIn(STUDENT, { width });
        await page.goto(`${e2e.url}/help/tickets`);
        await page
          .getByRole('link', { name: new RegExp(ticket!.ticketNumber) })
          .first()
          .click();
        await page.waitForURL(`${e2e.url}/help/tickets/${ticket!.id}`);
        await page.getByRole('list', { name: 'Conversation with the IT team' }).waitFor();
        await page.getByText('Ticket opened').waitFor();
        await page.getByText(publicReply).waitFor();
        expect(await page.getByText(internalNote).count()).toBe(0);

        // The public reply reached the student by mail; the internal note never does.
        await expect
          .poll(() => smtp.received.some((m) => String(m.text).includes(publicReply)), { timeout: 60_000 })
          .toBe(true);
        const mailed = smtp.received.find((m) => String(m.text).includes(publicReply))!;
        expect(JSON.stringify(mailed.to)).toContain(STUDENT);
        expect(mailed.subject).toContain(`[${ticket!.ticketNumber}]`);
        expect(smtp.received.some((m) => String(m.text).includes(internalNote))).toBe(false);

        const reply = page.getByRole('textbox', { name: 'Reply to the IT team' });
        await reply.fill('It also flickers when I open the lid.');
        const sent = page.waitForResponse((r) => r.url().endsWith(`/api/tickets/${ticket!.id}/comments`));
        await page.getByRole('button', { name: 'Send reply' }).click();
        expect((await sent).status()).toBe(201);
        await page.getByText('It also flickers when I open the lid.').waitFor();

        // A photo of the problem: attached to the ticket, shown as a thumbnail.
        await page.getByText(PORTAL_MESSAGES.noFiles).waitFor();
        const uploaded = page.waitForResponse((r) =>
          r.url().endsWith(`/api/tickets/${ticket!.id}/attachments`),
        );
        await page
          .locator('input[type="file"]')
          .setInputFiles({ name: 'cracked.png', mimeType: 'image/png', buffer: samplePng(160, 120) });
        expect((await uploaded).status()).toBe(201);
        await page
          .getByRole('link', { name: /cracked\.png/ })
          .first()
          .waitFor();
        await look(page, 'my-ticket', width);
        await context.close();
      },
      SLOW,
    );
  }
});

afterAll(() => smtp.close());
