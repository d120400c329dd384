import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CSAT_MESSAGES } from '../../domain/csat.ts';
import { demoAdminEmail } from '../../server/seed/demo-accounts.ts';
import { demoRequesterEmail } from '../../server/seed/demo-requesters.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { expectVisibleFocus } from '../support/focus-check.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';
import { startMailServer } from '../support/smtp.ts';

const smtp = await startMailServer();
const e2e = setUpBrowserTests({ SMTP_URL: smtp.url, CSAT_INVITE_DELAY_SECONDS: '0' });
const SLOW = 240_000;
const SHOTS = '/tmp/polish30-shots';
mkdirSync(SHOTS, { recursive: true });
const TEACHER = demoRequesterEmail('BENSON', 'teacher');

async function look(page: Page, name: string, width: number) {
  await settle(page);
  expect(await axeViolations(page), name).toEqual([]);
  expect(await layoutProblems(page), name).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** A ticket the teacher opens and the district's administrator resolves; answers its survey link. */
async function resolvedTicket(title: string): Promise<{ id: string; ticketNumber: string; token: string }> {
  const teacher = await e2e.signedIn(TEACHER);
  const made = await teacher.context.request.post(`${e2e.url}/api/tickets`, {
    data: { title, description: 'The projector in room 12 shows no signal.' },
  });
  expect(made.status()).toBe(201);
  const ticket = (await made.json()) as { id: string; ticketNumber: string };
  await teacher.context.close();
  const admin = await e2e.signedIn(demoAdminEmail('BENSON'));
  const done = await admin.context.request.patch(`${e2e.url}/api/tickets/${ticket.id}`, {
    data: { status: 'resolved' },
  });
  expect(done.status()).toBe(200);
  await admin.context.close();
  const subject = `[${ticket.ticketNumber}] How did we do?`;
  await expect
    .poll(() => smtp.received.some((m) => m.subject?.startsWith(subject)), { timeout: 30_000 })
    .toBe(true);
  const mail = smtp.received.find((m) => m.subject?.startsWith(subject))!;
  const token = decodeURIComponent(/\/csat\/([^?\s]+)\?rating=4/.exec(mail.text ?? '')![1]!);
  return { ...ticket, token };
}

describeE2E('satisfaction: the survey link and the rating on /help', () => {
  for (const width of [1440, 390]) {
    it(
      `${width} px: one click in the mail saves a rating; a comment and a change follow, signed out and on /help`,
      async () => {
        const ticket = await resolvedTicket(`Projector no signal ${width}`);

        // Signed out: the mail's "4 – Happy" link saves 4 as the page opens.
        const page = await e2e.visitor({ width });
        await page.goto(`${e2e.url}/csat/${encodeURIComponent(ticket.token)}?rating=4`);
        await page.getByRole('heading', { name: `Projector no signal ${width}`, level: 1 }).waitFor();
        await page.getByRole('status').filter({ hasText: 'Your rating: 4 of 5 · Happy' }).waitFor();
        await page.getByText(CSAT_MESSAGES.saved).first().waitFor();
        expect(page.url()).not.toContain('rating=');
        await look(page, 'csat-page-rated', width);

        // By keyboard: move to 5, write a comment, save.
        await page.getByRole('radio', { name: /4\s*Happy/ }).focus();
        await page.keyboard.press('ArrowRight');
        await expectVisibleFocus(page);
        expect(await page.getByRole('radio', { name: /5\s*Very happy/ }).isChecked()).toBe(true);
        await page.getByLabel('Comment (optional)').fill('Fixed before the first bell.');
        const saved = page.waitForResponse(
          (r) => r.url().includes('/api/csat/') && r.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Save changes' }).click();
        expect((await saved).status()).toBe(200);
        await page.getByRole('status').filter({ hasText: 'Your rating: 5 of 5 · Very happy' }).waitFor();
        await look(page, 'csat-page-changed', width);

        // An altered link says so.
        await page.goto(`${e2e.url}/csat/${encodeURIComponent(`${ticket.token}x`)}`);
        await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
        await page.getByText(CSAT_MESSAGES.linkInvalid).waitFor();
        await look(page, 'csat-page-invalid', width);
        await page.context().close();

        // On /help, the requester sees and changes the same answer.
        const { context, page: help } = await e2e.signedIn(TEACHER, { width });
        await help.goto(`${e2e.url}/help/tickets/${ticket.id}`);
        const card = help.getByRole('heading', { name: 'Rate the help you got' });
        await card.waitFor();
        expect(await help.getByRole('radio', { name: /5\s*Very happy/ }).isChecked()).toBe(true);
        expect(await help.getByLabel('Comment (optional)').inputValue()).toBe('Fixed before the first bell.');
        await look(help, 'help-ticket-rating', width);
        // The rating's whole box is the target (the radio itself is visually hidden).
        await help
          .locator('label')
          .filter({ hasText: /^3\s*Okay$/ })
          .click();
        const put = help.waitForResponse(
          (r) => r.url().includes('/api/csat/tickets/') && r.request().method() === 'PUT',
        );
        await help.getByRole('button', { name: 'Save changes' }).click();
        expect((await put).status()).toBe(200);
        await expect.poll(() => help.getByRole('radio', { name: /3\s*Okay/ }).isChecked()).toBe(true);
        await context.close();

        // Staff read it in the ticket's timeline.
        const admin = await e2e.signedIn(demoAdminEmail('BENSON'), { width });
        await admin.page.goto(`${e2e.url}/tickets?ticket=${ticket.id}`);
        await admin.page.getByText('changed their satisfaction rating from 5 to 3 of 5').waitFor();
        await admin.page.getByText('rated the help 4 of 5 (happy)').waitFor();
        await admin.page.screenshot({ path: `${SHOTS}/staff-timeline-${width}.png`, fullPage: true });

        // Analytics' Performance tab: the district's satisfaction (the demo's ratings and these).
        await admin.page.goto(`${e2e.url}/analytics?tab=performance`);
        await admin.page.getByRole('heading', { name: 'Satisfaction', level: 2 }).waitFor();
        // Each breakdown is named by its heading above it: a table from md up, a card per row on a phone.
        await admin.page.getByRole('heading', { name: 'Satisfaction per technician', level: 3 }).waitFor();
        await admin.page
          .getByRole(width === 390 ? 'list' : 'table', { name: 'Satisfaction per technician' })
          .waitFor();
        const heading = await admin.page
          .getByRole('heading', { name: 'Satisfaction per technician', level: 3 })
          .boundingBox();
        const rows = await admin.page
          .getByRole(width === 390 ? 'list' : 'table', { name: 'Satisfaction per technician' })
          .boundingBox();
        expect(heading!.y).toBeLessThan(rows!.y);
        await look(admin.page, 'analytics-satisfaction', width);
        await admin.context.close();
      },
      SLOW,
    );
  }
});
