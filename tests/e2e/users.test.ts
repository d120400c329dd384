import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../../domain/access.ts';
import { ACCOUNT_MESSAGES } from '../../domain/account.ts';
import { USER_MESSAGES as M } from '../../domain/users.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
/** Lakeside is the demo district on FS Apex, the tier of User Management; Tom Becker is its administrator. */
const APEX_ADMIN = 'admin@lakeside.demo';
const SHOTS = '/tmp/shots/users';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function openUsers(page: Page, query = '') {
  await page.goto(`${e2e.url}/users${query}`);
  await page.getByRole('heading', { name: 'User Management', level: 1 }).waitFor();
}
/** Long flows: the machine running them may be busy. */
const LONG = { timeout: 240_000 };
/** Changes a filter and waits for the server's answer to it. */
async function filtered(page: Page, param: string, value: string, change: () => Promise<unknown>) {
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/users?') && new URL(r.url()).searchParams.get(param) === value,
  );
  await change();
  await answered;
}
const rowNames = (page: Page) =>
  page.locator('tbody tr td:first-child').evaluateAll((cells) => cells.map((c) => c.textContent?.trim()));

describeE2E('User Management', () => {
  it(
    'an administrator invites a technician, who accepts the link and gets a technician’s sidebar',
    LONG,
    async () => {
      const { context, page } = await e2e.signedIn(APEX_ADMIN);
      await openUsers(page);
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Dashboard' })
        .waitFor();
      await page.getByRole('row', { name: /Tom Becker \(you\)/ }).waitFor();
      expect(await axeViolations(page, 'main')).toEqual([]);

      // Invite User: the domain's messages, then the one-time link with its copy button.
      await page.getByRole('button', { name: 'Invite User' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite User' });
      await invite.getByRole('button', { name: 'Send Invitation' }).click();
      await invite.getByText('Enter an email address').waitFor();
      await invite.getByLabel('Email').fill('not-an-address');
      await invite.getByRole('button', { name: 'Send Invitation' }).click();
      await invite.getByText('Enter a valid email address').waitFor();
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await invite.getByLabel('Email').fill('Nia.Tech@Lakeside.example');
      await invite.getByLabel('Role').selectOption({ label: 'Technician' });
      await invite.getByLabel('Department').fill('Elementary');
      await invite.getByLabel('First name').fill('Nia');
      await invite.getByLabel('Last name').fill('Tech');
      await invite.getByRole('button', { name: 'Send Invitation' }).click();
      const sent = page.getByRole('dialog', { name: 'Invitation sent' });
      await sent.getByText('nia.tech@lakeside.example').waitFor();
      const inviteUrl = await sent.getByLabel('Invitation link', { exact: true }).inputValue();
      expect(inviteUrl).toMatch(/\/invite\/[\w-]+$/);
      await sent.getByRole('button', { name: 'Copy invitation link' }).waitFor();
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/invite-link-1440.png` });
      await sent.getByRole('button', { name: 'Done' }).click();
      await sent.waitFor({ state: 'detached' });
      const nia = page.getByRole('row', { name: /Nia Tech/ });
      await nia.getByText('Invited').waitFor();
      // Seven days from its creation: "next week" when the list is drawn within half a second of it.
      await nia.getByText(/^Expires (in [67] days|next week)$/).waitFor();
      await page.screenshot({ path: `${SHOTS}/users-1440.png`, fullPage: true });

      // A taken address is refused with the server's reason; the form keeps what was typed.
      await page.getByRole('button', { name: 'Invite User' }).click();
      await invite.getByLabel('Email').fill('nia.tech@lakeside.example');
      await invite.getByRole('button', { name: 'Send Invitation' }).click();
      await toast(page, M.emailTaken);
      expect(await invite.getByLabel('Email').inputValue()).toBe('nia.tech@lakeside.example');
      await invite.getByRole('button', { name: 'Cancel' }).click();

      // The technician opens the link signed out, chooses a password and is signed in.
      const visitor = await e2e.visitor();
      await visitor.goto(inviteUrl);
      await visitor
        .getByRole('heading', { name: 'Set your password' })
        .waitFor({ timeout: 60_000 })
        .catch(async (err) => {
          await visitor.screenshot({ path: `${SHOTS}/debug-visitor.png` });
          throw err;
        });
      await visitor.getByLabel('New password').fill('Quartz-Lantern-58');
      await visitor.getByLabel('Confirm password').fill('Quartz-Lantern-58');
      await visitor.getByRole('button', { name: 'Set password and sign in' }).click();
      const sidebar = visitor.getByRole('navigation', { name: 'Main' });
      await sidebar.getByRole('link', { name: 'Advanced Task Management' }).waitFor({ timeout: 60_000 });
      await sidebar.getByRole('link', { name: 'Dashboard' }).waitFor();
      expect(await sidebar.getByRole('link', { name: 'User Management' }).count()).toBe(0);
      await visitor.screenshot({ path: `${SHOTS}/technician-sidebar-1440.png` });
      await openUsers(visitor);
      await visitor.getByText(ACCESS_MESSAGES.role).waitFor();
      expect(await visitor.getByRole('button', { name: 'Invite User' }).count()).toBe(0);
      await visitor.context().close();

      // The administrator now sees them active, with a sign-in.
      await page.reload();
      await nia.getByText('Active').waitFor();
      await nia.getByText(/ago|just now/).waitFor();
      await context.close();
    },
  );

  it('filters by role, status and search; changes a role, deactivates and reactivates', LONG, async () => {
    const { context, page } = await e2e.signedIn(APEX_ADMIN);
    const api = (path: string, data: object) => context.request.post(`${e2e.url}${path}`, { data });
    const omar = await (
      await api('/api/users/invitations', {
        email: 'omar@lakeside.example',
        role: 'technician',
        department: 'High School',
        firstName: 'Omar',
        lastName: 'Said',
      })
    ).json();
    await api('/api/users/invitations', { email: 'pat@lakeside.example', role: 'viewer', firstName: 'Pat' });
    // Omar accepts (in a context of his own, so the administrator stays signed in).
    const stranger = await e2e.browser.newContext();
    const accepted = await stranger.request.post(`${e2e.url}/api/auth/invite/accept`, {
      data: { token: omar.inviteUrl.split('/invite/')[1], password: 'Ember-Canyon-27' },
    });
    expect(accepted.ok()).toBe(true);
    await stranger.close();

    await openUsers(page);
    const row = page.getByRole('row', { name: /Omar Said/ });
    await row.getByText('Active').waitFor();
    await filtered(page, 'role', 'district_admin', () =>
      page.getByLabel('Filter by role').selectOption('district_admin'),
    );
    await expect.poll(() => rowNames(page)).toEqual(['Tom Becker (you)']);
    await page.getByLabel('Filter by role').selectOption('all');
    await filtered(page, 'status', 'invited', () =>
      page.getByLabel('Filter by status').selectOption('invited'),
    );
    // The filtered answer has arrived; its rows replace the others on the next render.
    await expect
      .poll(async () => {
        const names = await rowNames(page);
        return names.includes('Pat') && !names.includes('Omar Said');
      })
      .toBe(true);
    await page.getByLabel('Filter by status').selectOption('all');
    await filtered(page, 'q', 'high school', () =>
      page.getByRole('searchbox', { name: 'Search users' }).fill('high school'),
    );
    await expect.poll(() => rowNames(page)).toEqual(['Omar Said']);
    await filtered(page, 'q', 'nobody-here', () =>
      page.getByRole('searchbox', { name: 'Search users' }).fill('nobody-here'),
    );
    await page.getByText('No users match your filters').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await row.waitFor();

    // Change role, then deactivate (with confirmation) and reactivate.
    await page.getByRole('button', { name: 'Actions for Omar Said' }).click();
    await page.getByRole('menuitem', { name: 'Change role' }).click();
    const change = page.getByRole('dialog', { name: 'Change role of Omar Said' });
    await change.getByLabel('Role').selectOption('viewer');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await change.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, M.updated.title);
    await row.getByText('View Only').waitFor();
    await page.getByRole('button', { name: 'Actions for Omar Said' }).click();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    const deactivate = page.getByRole('alertdialog', { name: 'Deactivate Omar Said?' });
    await deactivate.getByRole('button', { name: 'Deactivate' }).click();
    await deactivate.waitFor({ state: 'detached' });
    await row.getByText('Deactivated').waitFor();
    await page.getByRole('button', { name: 'Actions for Omar Said' }).click();
    await page.getByRole('menuitem', { name: 'Reactivate' }).click();
    await page
      .getByRole('alertdialog', { name: 'Reactivate Omar Said?' })
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await row.getByText('Active').waitFor();

    // One's own row offers no role change nor deactivation.
    await page.getByRole('button', { name: 'Actions for Tom Becker' }).click();
    await page.getByRole('menuitem', { name: 'Reset link' }).waitFor();
    expect(await page.getByRole('menuitem').count()).toBe(1);
    await page.keyboard.press('Escape');
    await context.close();
  });

  it(
    'a provider admin opens a district’s users from its page and meets the last-administrator rule',
    LONG,
    async () => {
      const { context, page } = await e2e.signedIn('provider');
      const districts = (await (await context.request.get(`${e2e.url}/api/districts`)).json()) as {
        id: string;
        code: string;
      }[];
      const lakeside = districts.find((d) => d.code === 'LAKESIDE')!;
      await page.goto(`${e2e.url}/instance/${lakeside.id}`);
      await page.getByRole('button', { name: /^Users/ }).click();
      await page.getByRole('heading', { name: 'User Management', level: 1 }).waitFor();
      expect(new URL(page.url()).searchParams.get('district')).toBe(lakeside.id);

      await page.getByRole('button', { name: 'Actions for Tom Becker' }).click();
      await page.getByRole('menuitem', { name: 'Deactivate' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Deactivate Tom Becker?' });
      await confirm.getByRole('button', { name: 'Deactivate' }).click();
      await confirm.getByRole('alert').getByText(M.lastAdministrator).waitFor();
      expect(await axeViolations(page, '[role="alertdialog"]')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/last-admin-1440.png` });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await page
        .getByRole('row', { name: /Tom Becker/ })
        .getByText('Active')
        .waitFor();
      await context.close();
    },
  );

  for (const width of [1440, 390])
    it(
      `a Five Star administrator makes a new sign-in link, shown once with Copy (${width} px)`,
      LONG,
      async () => {
        const { context, page } = await e2e.signedIn('provider', { width });
        const districts = (await (await context.request.get(`${e2e.url}/api/districts`)).json()) as {
          id: string;
          code: string;
        }[];
        await openUsers(page, `?district=${districts.find((d) => d.code === 'LAKESIDE')!.id}`);
        const actions = page.getByRole('button', { name: 'Actions for Tom Becker' });
        await actions.click();
        await page.getByRole('menuitem', { name: 'New sign-in link' }).click();
        const dialog = page.getByRole('dialog', { name: 'New sign-in link for Tom Becker' });
        expect(await dialog.getByLabel('Sign-in link', { exact: true }).inputValue()).toMatch(
          /\/reset-password\/[\w-]{43}$/,
        );
        await dialog.getByRole('button', { name: 'Copy sign-in link' }).waitFor();
        await dialog.getByText('mailed to nobody', { exact: false }).waitFor();
        expect(await dialog.getByText(/^Mailed to/).count()).toBe(0);
        expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/sign-in-link-${width}.png` });
        await dialog.getByRole('button', { name: 'Done' }).click();
        await dialog.waitFor({ state: 'detached' });
        // The focus goes back to the menu the link was made from.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
          .toBe('Actions for Tom Becker');
        await context.close();
      },
    );

  for (const width of [1440, 390])
    it(
      `without a mail server, Forgot password says to ask an administrator (${width} px)`,
      LONG,
      async () => {
        const page = await e2e.visitor({ width });
        await page.getByRole('button', { name: 'Forgot password?' }).click();
        const notice = page
          .getByRole('status')
          .filter({ hasText: ACCOUNT_MESSAGES.resetNeedsAdministrator.title });
        await notice.getByText(ACCOUNT_MESSAGES.resetNeedsAdministrator.description).waitFor();
        expect(await page.getByRole('button', { name: 'Send reset link' }).count()).toBe(0);
        expect(await axeViolations(page, 'body')).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/forgot-without-mail-${width}.png` });
        const back = page.getByRole('button', { name: 'Back to sign in' });
        await expect.poll(() => back.evaluate((b) => b === document.activeElement)).toBe(true);
        await back.click();
        await page.getByLabel('Password', { exact: true }).waitFor();
        await page.context().close();
      },
    );

  it(
    'at 390 px: cards, axe clean, a reset link, a CSV import with its per-row report, and the export',
    LONG,
    async () => {
      const { context, page } = await e2e.signedIn(APEX_ADMIN, { width: 390, acceptDownloads: true });
      await openUsers(page);
      const list = page.getByRole('list', { name: 'Users' });
      await list.getByText('Tom Becker').waitFor();
      expect(await axeViolations(page, 'main')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // Bulk invitation: the dry run reports each refused row, then the valid ones are invited.
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import Users' });
      const csv = [
        'Email,Role,Department,First Name,Last Name',
        'ana@lakeside.example,Technician,Middle School,Ana,Ruiz',
        'bad-address,Administrator,,,',
        'ben@lakeside.example,Janitor,,,',
        'cara@lakeside.example,View Only,Library,Cara,Lee',
      ].join('\n');
      await dialog
        .getByLabel('CSV file to import')
        .setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await dialog.getByText('2 of 4 rows can be invited; 2 will be skipped.').waitFor();
      const skipped = dialog.getByRole('table', { name: 'Rows that will be skipped' });
      await skipped.getByRole('row', { name: /3 bad-address Enter a valid email address/ }).waitFor();
      await skipped
        .getByText('Role must be Administrator, Technician, View Only or Staff & Students')
        .waitFor();
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/import-report-390.png` });
      await dialog.getByRole('button', { name: 'Invite 2 people' }).click();
      await toast(page, 'Invitations sent');
      await list.getByText('Cara Lee').waitFor();
      await list.getByText('ana@lakeside.example').waitFor();
      await page.screenshot({ path: `${SHOTS}/users-390.png`, fullPage: true });

      // Resend and revoke an invitation.
      await page.getByRole('button', { name: 'Actions for Cara Lee' }).click();
      await page.getByRole('menuitem', { name: 'Resend invitation' }).click();
      const resent = page.getByRole('dialog', { name: 'New invitation link for Cara Lee' });
      expect(await resent.getByLabel('Invitation link', { exact: true }).inputValue()).toMatch(/\/invite\//);
      await resent.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Actions for Cara Lee' }).click();
      await page.getByRole('menuitem', { name: 'Revoke invitation' }).click();
      await page
        .getByRole('alertdialog', { name: 'Revoke the invitation of Cara Lee?' })
        .getByRole('button', { name: 'Revoke Invitation' })
        .click();
      await toast(page, M.revoked.title);
      await list.getByText('Cara Lee').waitFor({ state: 'detached' });

      // A reset link for oneself, shown to copy.
      await page.getByRole('button', { name: 'Actions for Tom Becker' }).click();
      await page.getByRole('menuitem', { name: 'Reset link' }).click();
      const reset = page.getByRole('dialog', { name: 'Password reset link for Tom Becker' });
      expect(await reset.getByLabel('Reset link', { exact: true }).inputValue()).toMatch(
        /\/reset-password\/[\w-]{43}$/,
      );
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/reset-link-390.png` });
      await reset.getByRole('button', { name: 'Done' }).click();

      // Export of the listed users.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^users-export-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await fs.readFile((await file.path())!, 'utf8');
      expect(text.split('\r\n')[0]).toBe('Name,Email,Role,Department,Status,Last Sign-in');
      expect(text).toContain('Ana Ruiz,ana@lakeside.example,Technician,Middle School,Invited,');
      await context.close();
    },
  );

  it('a district below FS Apex sees the tier screen', LONG, async () => {
    const { context, page } = await e2e.signedIn('admin@benson.demo');
    await openUsers(page);
    await page.getByText('User Management is part of FS Apex').waitFor();
    await page.screenshot({ path: `${SHOTS}/locked-1440.png` });
    await context.close();
  });
});
