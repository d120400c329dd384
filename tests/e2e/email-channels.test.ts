import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type ImapAccount, startDovecot, type TestImapServer } from '../support/dovecot.ts';
import { describeWithDovecot } from '../support/dovecot-tests.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { checkDialogFocus } from '../support/focus-check.ts';
import { rawMail } from '../support/raw-mail.ts';
import { axeViolations } from '../support/screen-check.ts';

// A district administrator keeps the help desk's mailbox on the District Profile: adds it, tests
// the connection against a real Dovecot (started here), polls it and reads the run history; at
// 390 px the same section fits a phone. Dovecot is on loopback: the escape hatch of tests.
const e2e = setUpBrowserTests({ NODE_ENV: 'test', INTEGRATIONS_ALLOW_INSECURE: 'true' });
const ADMIN = 'admin@benson.demo';
const SHOTS = '/tmp/shots/email-channels';
const HELP: ImapAccount = { user: 'help-e2e@benson.test', password: 'e2e-imap-secret' };
let imap: TestImapServer;
const describeImap = await describeWithDovecot();

const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const section = (page: Page) => page.getByRole('region', { name: 'Email channels' });

describeE2E('Email channels', () => {
  describeImap('with Dovecot', () => {
    beforeAll(async () => {
      imap = await startDovecot({ accounts: [HELP] });
      await imap.append(HELP, [
        await rawMail({
          from: `Benson Admin <${ADMIN}>`,
          to: HELP.user,
          subject: 'Projector in room 12 is dark',
          text: 'No picture since Monday.\n\n-- \nSent from the front office',
        }),
        await rawMail({
          from: 'someone@elsewhere.test',
          to: HELP.user,
          subject: 'Hello',
          text: 'Who reads this?',
        }),
      ]);
    });
    afterAll(() => imap?.stop());
    it('at 1440 px an administrator adds the help desk mailbox, tests it, polls it and reads the runs', async () => {
      const { context, page } = await e2e.signedIn(ADMIN);
      await page.goto(`${e2e.url}/district-profile`);
      const channels = section(page);
      await channels.getByText('No email channels yet').waitFor();

      await checkDialogFocus(
        page,
        channels.getByRole('button', { name: 'Add Channel' }),
        'Add email channel',
      );
      await channels.getByRole('button', { name: 'Add Channel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add email channel' });
      // A check of the form shows the domain's words under the fields.
      await dialog.getByRole('button', { name: 'Add Channel' }).click();
      await dialog.getByText('Enter the address people write to').waitFor();
      await dialog.getByLabel('Address people write to').fill(HELP.user);
      await dialog.getByLabel('Mail server (IMAP)').fill(imap.host);
      await dialog.getByLabel('TLS from the first byte').uncheck();
      expect(await dialog.getByLabel('Port').inputValue()).toBe('143');
      await dialog.getByLabel('Port').fill(String(imap.port));
      await dialog.getByLabel('User name').fill(HELP.user);
      await dialog.getByLabel('Password', { exact: true }).fill(HELP.password);
      await page.screenshot({ path: `${SHOTS}/add-dialog-1440.png` });
      await dialog.getByRole('button', { name: 'Add Channel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await channels.getByRole('heading', { name: HELP.user }).waitFor();
      expect(await page.content()).not.toContain(HELP.password);

      await channels.getByRole('button', { name: 'Test connection' }).click();
      await channels
        .getByText(`Connection works: Connected to ${imap.host}:${imap.port} and opened INBOX (2 messages).`)
        .waitFor();

      await channels.getByRole('button', { name: 'Poll now' }).click();
      await channels.getByRole('button', { name: 'Run history' }).click();
      const runs = channels.getByRole('table', { name: `Run history of ${HELP.user}` });
      await runs
        .getByRole('row')
        .filter({ hasText: 'Poll now' })
        .filter({ hasText: 'Succeeded' })
        .waitFor({ timeout: 30_000 });
      // The minute's schedule may have read the mailbox too (a slow machine takes a minute to get
      // here): whichever run read it first, the runs together made one ticket and skipped one mail.
      const counts = await runs
        .getByRole('row')
        .filter({ hasText: 'Succeeded' })
        .evaluateAll((rows) =>
          rows.map((r) =>
            [...(r as HTMLTableRowElement).cells].slice(3, 6).map((c) => Number(c.textContent)),
          ),
        );
      const total = (column: number) => counts.reduce((sum, row) => sum + (row[column] ?? 0), 0);
      expect([total(0), total(1), total(2)]).toEqual([1, 0, 1]); // new tickets, replies, skipped
      await channels
        .getByText(/Last run: [01] new tickets?, 0 replies(, 1 skipped)?\./)
        .waitFor({ timeout: 30_000 });
      expect(await axeViolations(page, 'main')).toEqual([]);
      await channels.screenshot({ path: `${SHOTS}/section-1440.png` });
      await page.screenshot({ path: `${SHOTS}/profile-1440.png`, fullPage: true });

      // The ticket is on the Support page, from the sender.
      await page.goto(`${e2e.url}/tickets`);
      await page.getByText('Projector in room 12 is dark').first().waitFor();
      await context.close();
    });

    it('at 390 px the section fits a phone; a wrong password says so', async () => {
      const { context, page } = await e2e.signedIn(ADMIN, { width: 390, height: 844 });
      await page.goto(`${e2e.url}/district-profile`);
      const channels = section(page);
      await channels.getByRole('heading', { name: HELP.user }).waitFor();
      await checkDialogFocus(
        page,
        channels.getByRole('button', { name: `Edit ${HELP.user}` }),
        'Edit email channel',
      );

      await channels.getByRole('button', { name: `Edit ${HELP.user}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit email channel' });
      await dialog.getByText('Saved encrypted and never shown. Leave empty to keep it.').waitFor();
      expect(await dialog.getByLabel('Password', { exact: true }).inputValue()).toBe('');
      await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
      expect(await noSideways(page)).toBe(true);
      await page.screenshot({ path: `${SHOTS}/edit-dialog-390.png` });
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'detached' });
      await channels.getByRole('button', { name: 'Test connection' }).click();
      await channels
        .getByText(`Connection failed: The mail server refused the user name or password of ${HELP.user}`, {
          exact: false,
        })
        .waitFor();

      await channels.getByRole('button', { name: 'Run history' }).click();
      await channels
        .getByRole('list', { name: `Run history of ${HELP.user}` })
        .getByText('Succeeded')
        .first()
        .waitFor();
      expect(await noSideways(page)).toBe(true);
      expect(await axeViolations(page, 'main')).toEqual([]);
      await channels.screenshot({ path: `${SHOTS}/section-390.png` });
      await page.screenshot({ path: `${SHOTS}/profile-390.png`, fullPage: true });
      await context.close();
    });
  });
});
