import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { OFFLINE_MODEL_NAME, SPARKY_MESSAGES } from '../../domain/sparky.ts';
import { TICKET_MESSAGES } from '../../domain/tickets.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';

const e2e = setUpBrowserTests();

const signedIn = (email: string, width = 1440) => e2e.signedIn(email, { width });

const input = (page: Page) => page.getByRole('textbox', { name: 'Message Sparky' });
const replies = (page: Page) => page.getByRole('article', { name: "Sparky's reply" });

describeE2E('Sparky', () => {
  it('answers, suggests a ticket, creates it from the conversation, and keeps it all after a reload', async () => {
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

    // The reply's Create Ticket button files the ticket with the conversation as its description.
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/tickets') && r.request().method() === 'POST',
    );
    await reply.getByRole('button', { name: 'Create Ticket' }).click();
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

    // The conversation, its session and the created ticket survive a reload.
    await page.reload();
    await replies(page).nth(1).waitFor();
    await page.getByText(`Session ${answer.sessionId.slice(-8)}`, { exact: true }).waitFor();
    await replies(page).first().getByText(`Ticket ${ticket.ticketNumber} created`, { exact: true }).waitFor();
    expect(await replies(page).first().getByRole('button', { name: 'Create Ticket' }).count()).toBe(0);
    await context.close();
  });

  it('recommends escalation for a security incident', async () => {
    const { context, page } = await signedIn('admin@mountainview.demo', 390);
    await page.goto(`${e2e.url}/sparky`);
    await input(page).fill('I clicked a link in a fake email and typed my password');
    await input(page).press('Enter');
    await replies(page).first().getByText('Escalation recommended', { exact: true }).waitFor();
    await page.getByText(SPARKY_MESSAGES.escalation.title, { exact: true }).first().waitFor();
    await context.close();
  });

  it('asks a clarifying question, with no toast and no Create Ticket button, when it cannot tell what is meant', async () => {
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
  });

  it('tells a district below FS Ascend that Sparky is not part of its service level', async () => {
    const { context, page } = await signedIn('admin@riverside.demo');
    await page.goto(`${e2e.url}/sparky`);
    await page.getByText('Sparky is part of FS Ascend', { exact: true }).waitFor();
    expect(await input(page).count()).toBe(0);
    await context.close();
  });
});
