import fs from 'node:fs/promises';
import type { BrowserContext, Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { RELATION_MESSAGES as M } from '../../domain/ticket-relations.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { expectVisibleFocus, hasFocus } from '../support/focus-check.ts';
import { axeViolations, settle } from '../support/screen-check.ts';

// Merge and links (issue 30, desk tools): from a ticket's details, a district administrator links a
// related ticket and merges the ticket into another, by keyboard, at 1440 px and on a 390 px phone;
// axe finds nothing; focus comes back after each dialog. Sparky's suggestion in the reply box: a demo
// ticket gets the district's canned response, and Insert puts it, filled in, in the reply.

const e2e = setUpBrowserTests();
const SHOTS = '/tmp/polish30-shots/ticket-relations';
const LONG = { timeout: 240_000 };

async function newTicket(context: BrowserContext, title: string) {
  const created = await context.request.post(`${e2e.url}/api/tickets`, {
    data: { title, description: 'Room 7, since this morning.' },
    headers: { origin: e2e.url },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; ticketNumber: string };
}

/** The boxes in `scope` that scroll sideways. */
const scrollsSideways = (scope: Locator) =>
  scope.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter(
        (e) =>
          e.scrollWidth > e.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX),
      )
      .map((e) => `<${e.tagName.toLowerCase()}> ${e.scrollWidth} px in ${e.clientWidth} px`),
  );

async function choose(dialog: Locator, ticketNumber: string) {
  await dialog.getByLabel('Search tickets of the district').fill(ticketNumber);
  const option = dialog.getByRole('radio', { name: new RegExp(ticketNumber) });
  await option.waitFor();
  await option.check();
}

describeE2E('Merge and links', () => {
  for (const width of [1440, 390]) {
    it(`links a related ticket and merges into another from the details (${width} px)`, LONG, async () => {
      await fs.mkdir(SHOTS, { recursive: true });
      const { context, page } = await e2e.signedIn('admin@benson.demo', { width });
      const source = await newTicket(context, `Projector in room 7 shows no signal (${width})`);
      const target = await newTicket(context, `Room 7 projector has no signal (${width})`);
      const related = await newTicket(context, `Room 7 smartboard frozen (${width})`);

      await page.goto(`${e2e.url}/tickets?ticket=${source.id}`);
      const details = page.getByRole('dialog', { name: new RegExp(`room 7 shows no signal \\(${width}\\)`) });
      const region = details.getByRole('region', { name: 'Related tickets' });
      await region.getByText('No related tickets.').waitFor();

      // Link: search by number, choose, confirm; both list each other; focus back on the button.
      const linkButton = region.getByRole('button', { name: 'Link a ticket' });
      await linkButton.press('Enter');
      const linking = page.getByRole('dialog', { name: `Link ${source.ticketNumber} to a related ticket` });
      await choose(linking, related.ticketNumber);
      // Long titles are cut short in their rows: nothing in the dialog scrolls sideways.
      expect(await scrollsSideways(linking)).toEqual([]);
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/link-dialog-${width}.png` });
      await linking.getByRole('button', { name: 'Link', exact: true }).press('Enter');
      await page.getByText(M.linked, { exact: true }).first().waitFor();
      await region.getByRole('link', { name: related.ticketNumber }).waitFor();
      await expect.poll(() => hasFocus(linkButton)).toBe(true);
      await expectVisibleFocus(page);
      await details.getByText(`linked this ticket to ${related.ticketNumber}`).waitFor();

      // Merge: the consequence said before confirming; the ticket closes and says where it went.
      await region.getByRole('button', { name: 'Merge into…' }).press('Enter');
      const merging = page.getByRole('dialog', { name: `Merge ${source.ticketNumber} into another ticket` });
      await choose(merging, target.ticketNumber);
      await merging
        .getByText(`${source.ticketNumber} will close and point to ${target.ticketNumber}`, { exact: false })
        .waitFor();
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/merge-dialog-${width}.png` });
      await merging.getByRole('button', { name: 'Merge', exact: true }).press('Enter');
      await page
        .getByText(M.merged(source.ticketNumber, target.ticketNumber), { exact: true })
        .first()
        .waitFor();
      const mergedLine = region.getByText(/^Merged into/);
      await mergedLine.waitFor();
      await expect.poll(() => hasFocus(mergedLine)).toBe(true);
      await details.getByText(`merged ${source.ticketNumber} into ${target.ticketNumber}`).first().waitFor();
      expect(await region.getByRole('button', { name: 'Merge into…' }).count()).toBe(0);
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
      await details.screenshot({ path: `${SHOTS}/merged-${width}.png` });

      // The target lists what was merged into it.
      await page.goto(`${e2e.url}/tickets?ticket=${target.id}`);
      const targetRegion = page
        .getByRole('dialog', { name: new RegExp(`projector has no signal \\(${width}\\)`) })
        .getByRole('region', { name: 'Related tickets' });
      await targetRegion.getByText('Merged into this ticket').waitFor();
      await targetRegion.getByRole('link', { name: source.ticketNumber }).waitFor();
      await context.close();
    });
  }

  for (const width of [1440, 390]) {
    it(
      `suggests the district’s canned response for a demo ticket; Insert fills the reply (${width} px)`,
      LONG,
      async () => {
        await fs.mkdir(SHOTS, { recursive: true });
        const { context, page } = await e2e.signedIn('admin@benson.demo', { width });
        const found = await context.request.get(`${e2e.url}/api/tickets?search=Phishing`);
        expect(found.status()).toBe(200);
        const [ticket] = (await found.json()) as { id: string; ticketNumber: string; title: string }[];
        expect(ticket?.title).toMatch(/^Phishing email reached staff at /);

        await page.goto(`${e2e.url}/tickets?ticket=${ticket!.id}`);
        const details = page.getByRole('dialog', { name: /Phishing email reached staff/ });
        const suggestion = details.getByRole('region', { name: 'Sparky suggests' });
        await suggestion.getByText('Phishing email reported', { exact: true }).waitFor();
        await suggestion.getByText('(for “phishing, email”)').waitFor();
        await settle(page);
        expect(await axeViolations(page)).toEqual([]);
        await suggestion.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/suggestion-${width}.png` });

        // Insert, by keyboard: the response filled in for the ticket, focus in the reply to go on.
        const insert = suggestion.getByRole('button', { name: 'Insert' });
        await insert.focus();
        await expectVisibleFocus(page);
        await page.keyboard.press('Enter');
        const reply = details.getByRole('textbox', { name: 'Your note' });
        await expect.poll(() => reply.inputValue()).toContain('Thanks for reporting it.');
        const body = await reply.inputValue();
        // Demo tickets have no requester: the greeting closes up.
        expect(body.startsWith('Hi,\n\nThanks for reporting it.')).toBe(true);
        expect(body).toContain(`under ${ticket!.ticketNumber}.`);
        expect(body).toContain('Maria Lopez\nBenson Unified School District Technology');
        expect(body).not.toContain('{{');
        await expect.poll(() => hasFocus(reply)).toBe(true);
        await expectVisibleFocus(page);
        // Inserted once: the button says so and cannot append it a second time.
        const inserted = suggestion.getByRole('button', { name: 'Inserted' });
        expect(await inserted.isDisabled()).toBe(true);
        expect(await reply.inputValue()).toBe(body);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/suggestion-inserted-${width}.png` });
        await context.close();
      },
    );
  }
});
