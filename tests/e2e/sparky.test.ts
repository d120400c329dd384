import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { OFFLINE_MODEL_NAME, SPARKY_MESSAGES } from '../../domain/sparky.ts';
import { TICKET_MESSAGES } from '../../domain/tickets.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();

const signedIn = (email: string, width = 1440) => e2e.signedIn(email, { width });

const input = (page: Page) => page.getByRole('textbox', { name: 'Message Sparky' });
const replies = (page: Page) => page.getByRole('article', { name: "Sparky's reply" });
/** These tests take several round trips and screenshots; the shared test machine is often busy. */
const SLOW = 180_000;
const SHOTS = '/tmp/shots/sparky';
mkdirSync(SHOTS, { recursive: true });

describeE2E('Sparky', () => {
  it(
    'answers, suggests a ticket, creates it from the conversation, and keeps it all after a reload',
    async () => {
      const { context, page } = await signedIn('admin@benson.demo');
      await page.goto(`${e2e.url}/sparky`);
      await page.getByRole('heading', { name: 'Sparky AI Assistant' }).waitFor();
      for (const badge of ['Online', OFFLINE_MODEL_NAME, 'Tier 1 Support', 'New session']) {
        await page.getByText(badge, { exact: true }).waitFor();
      }

      // Empty and whitespace-only messages are never sent.
      const send = page.getByRole('button', { name: 'Send message' });
      expect(await send.isDisabled()).toBe(true);
      await input(page).fill('   ');
      await input(page).press('Enter');
      expect(await send.isDisabled()).toBe(true);
      expect(await replies(page).count()).toBe(0);

      // Shift+Enter makes a new line; Enter sends.
      await input(page).fill('');
      await input(page).pressSequentially('A student spilled juice on a Chromebook');
      await input(page).press('Shift+Enter');
      await input(page).pressSequentially('in room 12');
      expect(await input(page).inputValue()).toBe('A student spilled juice on a Chromebook\nin room 12');
      const chat = page.waitForResponse((r) => r.url().endsWith('/api/ai/chat'));
      await input(page).press('Enter');
      const answer = await (await chat).json();
      expect(answer.actionRequired).toBe('create_ticket');

      const reply = replies(page).first();
      await reply.getByText('Liquid spilled on a laptop or Chromebook').first().waitFor();
      await reply.getByText(/^\d+% confidence$/).waitFor();
      await reply.getByText('Liquid spill on device, inspection needed (Room 12)', { exact: true }).waitFor();
      await page.getByText(SPARKY_MESSAGES.createTicket.title, { exact: true }).first().waitFor();
      await page.getByText(`Session ${answer.sessionId.slice(-8)}`, { exact: true }).waitFor();
      expect(await input(page).inputValue()).toBe('');

      // The suggested-topic chip asks its question in the same session.
      await page.getByRole('button', { name: 'Password resets' }).click();
      await replies(page).nth(1).getByText('Reset a forgotten staff password').first().waitFor();

      // The reply's Create Ticket button opens the Create Ticket dialog prefilled with Sparky's draft;
      // the user reviews it and submits; one toast.
      await reply.getByRole('button', { name: 'Create Ticket' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Ticket' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('Title').inputValue()).toBe(
        'Liquid spill on device, inspection needed (Room 12)',
      );
      expect(await dialog.getByLabel('Priority').inputValue()).toBe('high');
      expect(await dialog.getByLabel('Category').inputValue()).toBe('hardware');
      expect(await dialog.getByLabel('Description').inputValue()).toContain(
        'A student spilled juice on a Chromebook',
      );
      expect(await axeViolations(page, 'main')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/create-ticket-dialog-1440.png` });
      const created = page.waitForResponse(
        (r) => r.url().endsWith('/api/tickets') && r.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Create Ticket' }).click();
      const ticket = await (await created).json();
      expect(ticket).toMatchObject({
        title: 'Liquid spill on device, inspection needed (Room 12)',
        priority: 'high',
        category: 'hardware',
        status: 'open',
      });
      expect(ticket.description).toContain('A student spilled juice on a Chromebook\nin room 12');
      expect(ticket.description).toContain('Turn the device off right away');
      await reply.getByText(`Ticket ${ticket.ticketNumber} created`, { exact: true }).waitFor();
      await page.getByText(TICKET_MESSAGES.created, { exact: true }).first().waitFor();
      await page.waitForTimeout(300);
      expect(await page.getByText(TICKET_MESSAGES.created, { exact: true }).count()).toBe(1);
      expect(await dialog.count()).toBe(0);

      // The conversation, its session and the created ticket survive a reload.
      await page.reload();
      await replies(page).nth(1).waitFor();
      await page.getByText(`Session ${answer.sessionId.slice(-8)}`, { exact: true }).waitFor();
      await replies(page)
        .first()
        .getByText(`Ticket ${ticket.ticketNumber} created`, { exact: true })
        .waitFor();
      expect(await replies(page).first().getByRole('button', { name: 'Create Ticket' }).count()).toBe(0);
      await context.close();
    },
    SLOW,
  );

  it(
    'recommends escalation for a security incident and offers a critical ticket, at 390 px with axe clean',
    async () => {
      const { context, page } = await signedIn('admin@mountainview.demo', 390);
      await page.goto(`${e2e.url}/sparky`);
      await input(page).fill('I clicked a link in a fake email and typed my password');
      await input(page).press('Enter');
      await replies(page).first().getByText('Escalation recommended', { exact: true }).waitFor();
      await page.getByText(SPARKY_MESSAGES.escalation.title, { exact: true }).first().waitFor();
      expect(await axeViolations(page, 'main')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/escalation-390.png`, fullPage: true });
      await replies(page).first().getByRole('button', { name: 'Create Ticket' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Ticket' });
      expect(await dialog.getByLabel('Priority').inputValue()).toBe('critical');
      await page.screenshot({ path: `${SHOTS}/escalation-dialog-390.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await context.close();
    },
    SLOW,
  );

  it(
    "answers a ticket's status from the district's data with a link to the ticket, and rates the answer",
    async () => {
      const { context, page } = await signedIn('admin@benson.demo');
      const list = await (await context.request.get(`${e2e.url}/api/tickets?limit=1`)).json();
      const ticket = (Array.isArray(list) ? list : list.tickets)[0];
      await page.goto(`${e2e.url}/sparky`);
      const [code, n] = ticket.ticketNumber.split('-');
      await input(page).fill(`hey where is ${code.toLowerCase()} ${Number(n)}??`);
      await input(page).press('Enter');
      const link = replies(page).first().getByRole('link', { name: ticket.ticketNumber });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/tickets?ticket=${ticket.id}`);
      await replies(page).first().getByRole('button', { name: 'Helpful', exact: true }).click();
      await replies(page)
        .first()
        .getByRole('button', { name: 'Helpful', exact: true, pressed: true })
        .waitFor();
      expect(await axeViolations(page, 'main')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/ticket-status-1440.png` });
      await link.click();
      await page.waitForURL(`**/tickets?ticket=${ticket.id}`);
      await page.getByRole('dialog').getByText(ticket.title).first().waitFor();
      await context.close();
    },
    SLOW,
  );

  it(
    'lets provider admins add and retire knowledge-base articles, at 1440 px with axe clean',
    async () => {
      const { context, page } = await e2e.signedIn('provider', { width: 1440 });
      await page.goto(`${e2e.url}/admin/knowledge`);
      await page.getByText('Reset a forgotten staff password').first().waitFor({ timeout: 60_000 });
      await page.getByRole('heading', { name: 'Sparky Knowledge Base' }).waitFor();
      expect(await axeViolations(page, 'main')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/knowledge-1440.png` });
      await page.getByRole('button', { name: 'Add Article' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Article' });
      await dialog.getByRole('button', { name: 'Add Article' }).click();
      await dialog.getByText('Title is required').waitFor();
      await dialog.getByLabel('Title').fill('Connect the Zorblax kiosk');
      await dialog
        .getByLabel('Article')
        .fill('Kiosks sign students in.\n\n1. Plug it in.\n2. Scan the badge.');
      await dialog.getByLabel('Keywords').fill('zorblax, kiosk');
      expect(await axeViolations(page, 'main')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/article-dialog-1440.png` });
      await dialog.getByRole('button', { name: 'Add Article' }).click();
      await page.getByText('Article added', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Retire Connect the Zorblax kiosk' }).click();
      await page.getByText('Article retired', { exact: true }).waitFor();
      await context.close();
    },
    SLOW,
  );

  it(
    'shows the knowledge base within a 390 px screen, axe clean',
    async () => {
      const { context, page } = await e2e.signedIn('provider', { width: 390 });
      await page.goto(`${e2e.url}/admin/knowledge`);
      await page.getByText('Reset a forgotten staff password').first().waitFor({ timeout: 60_000 });
      expect(await axeViolations(page, 'main')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/knowledge-390.png`, fullPage: true });
      await context.close();
    },
    SLOW,
  );

  it(
    'asks a clarifying question, with no toast and no Create Ticket button, when it cannot tell what is meant',
    async () => {
      const { context, page } = await signedIn('admin@benson.demo');
      await page.goto(`${e2e.url}/sparky`);
      const chat = page.waitForResponse((r) => r.url().endsWith('/api/ai/chat'));
      await input(page).fill('qzxv wbnm plkj');
      await input(page).press('Enter');
      const answer = await (await chat).json();
      expect(answer.actionRequired).toBe('none');
      await replies(page).first().getByText(answer.message, { exact: true }).waitFor();
      expect(await replies(page).first().getByRole('button', { name: 'Create Ticket' }).count()).toBe(0);
      for (const toast of [SPARKY_MESSAGES.escalation.title, SPARKY_MESSAGES.createTicket.title]) {
        expect(await page.getByText(toast, { exact: true }).count()).toBe(0);
      }
      await context.close();
    },
    SLOW,
  );

  it(
    'tells a district below FS Ascend that Sparky is not part of its service level',
    async () => {
      const { context, page } = await signedIn('admin@riverside.demo');
      await page.goto(`${e2e.url}/sparky`);
      await page.getByText('Sparky is part of FS Ascend', { exact: true }).waitFor();
      expect(await input(page).count()).toBe(0);
      await context.close();
    },
    SLOW,
  );
});
