import fs from 'node:fs/promises';
import pg from 'pg';
import type { BrowserContext } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { expectVisibleFocus, hasFocus } from '../support/focus-check.ts';
import { axeViolations, settle } from '../support/screen-check.ts';

// The SLA clock (issue 30): a district administrator opens a ticket's details and reads its SLA
// panel (due times, working time left), flips "Waiting on requester" by keyboard (the clock shows
// Paused and the timeline says so), then finds on "At risk now" a ticket whose clock went at risk
// (set in the database as its job would); at 1440 px and on a 390 px phone, axe clean.

const e2e = setUpBrowserTests();
const SHOTS = '/tmp/sla-shots';
const LONG = { timeout: 240_000 };

async function newTicket(context: BrowserContext, title: string) {
  const created = await context.request.post(`${e2e.url}/api/tickets`, {
    data: { title, description: 'The lab printer prints blank pages.' },
    headers: { origin: e2e.url },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; ticketNumber: string };
}

/** The clock as the at-risk job leaves it: a quarter of the resolution target left (due in 30 minutes). */
async function makeAtRisk(ticketId: string) {
  const client = new pg.Client({ connectionString: e2e.databaseUrl });
  await client.connect();
  try {
    await client.query(
      `update tickets set sla_state = 'at_risk', sla_first_responded_at = now(),
         sla_resolution_due_at = now() + interval '30 minutes', sla_next_at = null where id = $1`,
      [ticketId],
    );
  } finally {
    await client.end();
  }
}

describeE2E('SLA clock', () => {
  for (const width of [1440, 390]) {
    it(
      `shows a ticket's clock, pauses it while waiting, and lists an at-risk ticket (${width} px)`,
      LONG,
      async () => {
        await fs.mkdir(SHOTS, { recursive: true });
        const { context, page } = await e2e.signedIn('admin@benson.demo', { width });
        const ticket = await newTicket(context, `Lab printer prints blank pages (${width})`);

        await page.goto(`${e2e.url}/tickets?ticket=${ticket.id}`);
        const details = page.getByRole('dialog', { name: new RegExp(`blank pages \\(${width}\\)`) });
        const panel = details.getByRole('region', { name: /SLA/ });
        await panel.getByText('First response due').waitFor();
        await panel.getByText('Resolution due').waitFor();
        await panel.getByText('On track').waitFor();
        await panel
          .getByText(/\(working time\)/)
          .first()
          .waitFor();
        await settle(page);
        expect(await axeViolations(page)).toEqual([]);
        await details.screenshot({ path: `${SHOTS}/panel-${width}.png` });

        // "Waiting on requester" from the keyboard: the clock pauses, the timeline says so.
        const waiting = panel.getByRole('switch', { name: 'Waiting on requester' });
        await waiting.focus();
        await page.keyboard.press('Space');
        await panel.getByText('Paused', { exact: true }).waitFor();
        await expect.poll(() => waiting.isChecked()).toBe(true);
        await expect.poll(() => hasFocus(waiting)).toBe(true);
        await expectVisibleFocus(page);
        await details
          .getByText('paused the SLA clock while the ticket waits on the requester')
          .first()
          .waitFor();
        await panel
          .getByText(/paused$/)
          .first()
          .waitFor();
        await settle(page);
        expect(await axeViolations(page)).toEqual([]);
        await details.screenshot({ path: `${SHOTS}/paused-${width}.png` });
        // Off again: running.
        await page.keyboard.press('Space');
        await panel.getByText('On track').waitFor();

        // At risk now: the ticket whose clock went at risk is listed with the time left.
        await makeAtRisk(ticket.id);
        await page.goto(`${e2e.url}/at-risk`);
        await page.getByRole('heading', { name: 'At risk now', level: 1 }).waitFor();
        const row = page.getByRole('button', { name: `Lab printer prints blank pages (${width})` });
        await row.waitFor();
        await settle(page);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/at-risk-${width}.png`, fullPage: true });
        await row.focus();
        await expectVisibleFocus(page);
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: new RegExp(`blank pages \\(${width}\\)`) }).waitFor();
        await context.close();
      },
    );
  }
});
