import fs from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { SETTINGS_MESSAGES as M } from '../../domain/settings.ts';
import { VISIT_MESSAGES } from '../../domain/visits.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
/** A district just onboarded on FS Altitude (no System Settings, no User Management): nothing set up yet. */
const DISTRICT = 'Saguaro Unified School District';
const ADMIN = 'admin@saguaro-usd.org';
const DOMAIN = 'saguaro-usd.org';
const ADMIN_PASSWORD = 'Saguaro-Desert-2031';
let onboarded: Promise<void> | null = null;

/** Five Star creates the district; its administrator accepts the invitation (once for the file). */
function onboard(): Promise<void> {
  onboarded ??= (async () => {
    const { context } = await e2e.signedIn('provider');
    const created = await context.request.post(`${e2e.url}/api/districts`, {
      data: { districtName: DISTRICT, adminName: 'Rosa Diaz', adminEmail: ADMIN, serviceLevel: 'altitude' },
    });
    expect(created.status()).toBe(201);
    const token = new URL((await created.json()).inviteUrl).pathname.split('/').pop();
    const accepted = await context.request.post(`${e2e.url}/api/auth/invite/accept`, {
      data: { token, password: ADMIN_PASSWORD },
    });
    expect(accepted.ok()).toBe(true);
    await context.close();
  })();
  return onboarded;
}

/** The new district's administrator, signed in. */
async function signedInAdmin(options?: { width: number; height: number }) {
  await onboard();
  const context = await e2e.browser.newContext({ viewport: options ?? { width: 1440, height: 900 } });
  const res = await context.request.post(`${e2e.url}/api/auth/login`, {
    data: { email: ADMIN, password: ADMIN_PASSWORD },
  });
  expect(res.ok()).toBe(true);
  return { context, page: await context.newPage() };
}
const SHOTS = '/tmp/shots/district-profile';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** Presses a button from the keyboard, as a keyboard user does (so focus rings show). */
async function pressOpen(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

/** The focused element is `button`, with a visible focus ring (:focus-visible and an outline or ring). */
async function expectFocusBackOn(button: Locator) {
  await expect
    .poll(() => button.evaluate((el) => el === document.activeElement && el.matches(':focus-visible')))
    .toBe(true);
  const ring = await button.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
  });
  expect(ring).toBe(true);
}

async function openProfile(page: Page) {
  await page
    .getByRole('combobox', { name: 'Time zone' })
    .waitFor({ timeout: 60_000 })
    .catch(async (err) => {
      await page.screenshot({ path: `${SHOTS}/failed-open.png`, fullPage: true });
      throw err;
    });
  await page.getByRole('heading', { name: 'District Profile', level: 1 }).waitFor();
}
/** These walk through several screens on a shared machine. */
const LONG = { timeout: 240_000 };

describeE2E('District profile', () => {
  it(
    'an Altitude administrator is sent from scheduling to the profile, adds a site, invites a technician and books a visit',
    LONG,
    async () => {
      await fs.mkdir(SHOTS, { recursive: true });
      const { context, page } = await signedInAdmin();

      // Technician Scheduling says what is missing and where it is set.
      await page.goto(`${e2e.url}/technician-scheduling`);
      await page.getByRole('heading', { name: 'Technician Scheduling', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Schedule Visit' }).first().click();
      const schedule = page.getByRole('dialog', { name: 'Schedule Visit' });
      await schedule.getByText('No sites yet — add one in').waitFor();
      await schedule.getByText('No technicians yet — invite one in').waitFor();
      await page.screenshot({ path: `${SHOTS}/scheduling-missing-1440.png` });
      await schedule.getByRole('link', { name: 'District profile' }).first().click();
      await openProfile(page);
      expect(new URL(page.url()).pathname).toBe('/district-profile');
      // The sidebar leads there too.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'District Profile' })
        .waitFor();

      // Enrollment, time zone and the district's email domains.
      await page.getByRole('spinbutton', { name: 'Students enrolled' }).fill('2450');
      await page.getByRole('combobox', { name: 'Time zone' }).fill('America/Phoenix');
      await page.getByRole('textbox', { name: 'The district’s email domains' }).fill('gmail.com');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText(M.publicEmailDomain('gmail.com')).waitFor();
      await page.getByRole('textbox', { name: 'The district’s email domains' }).fill(DOMAIN);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, M.profileSaved.title);
      await page.getByText('All changes saved').waitFor();
      expect(await axeViolations(page, 'main')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/profile-1440.png`, fullPage: true });

      // A site.
      const sites = page.getByRole('region', { name: 'Sites' });
      await sites.getByText('No sites yet').waitFor();
      await sites.getByRole('button', { name: 'Add Site' }).click();
      const add = page.getByRole('dialog', { name: 'Add Site' });
      await add.getByLabel('Name', { exact: true }).fill('Lincoln Elementary');
      await add.getByLabel('Address').fill('12 Oak Street, Tucson, AZ');
      await add.getByRole('button', { name: 'Add Site' }).click();
      await toast(page, M.siteSaved.title);
      await sites.getByRole('row', { name: /Lincoln Elementary/ }).waitFor();

      // Invite Staff: technicians, view only and Staff & Students (an administrator is User
      // Management's, FS Apex).
      const staff = page.getByRole('region', { name: 'Staff' });
      const inviteButton = staff.getByRole('button', { name: 'Invite Staff' });
      await pressOpen(page, inviteButton);
      const invite = page.getByRole('dialog', { name: 'Invite User' });
      const roles = await invite.getByLabel('Role', { exact: true }).locator('option').allTextContents();
      expect(roles).toEqual(['Technician', 'View Only', 'Staff & Students']);
      await invite.getByLabel('Email', { exact: true }).fill(`nia.tech@${DOMAIN}`);
      await invite.getByLabel('First name').fill('Nia');
      await invite.getByLabel('Last name').fill('Tech');
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await invite.getByRole('button', { name: 'Send Invitation' }).click();
      const sent = page.getByRole('dialog', { name: 'Invitation sent' });
      const link = await sent.getByRole('textbox', { name: 'Invitation link' }).inputValue();
      await page.screenshot({ path: `${SHOTS}/invited-1440.png` });
      await pressOpen(page, sent.getByRole('button', { name: 'Done' }));
      await expectFocusBackOn(inviteButton);
      const token = new URL(link).pathname.split('/').pop();
      const accepted = await e2e.browser.newContext().then((c) =>
        c.request.post(`${e2e.url}/api/auth/invite/accept`, {
          data: { token, password: 'Visit-Tech-2030!' },
        }),
      );
      expect(accepted.ok()).toBe(true);

      // Now a visit can be booked, for the district's first ticket.
      const ticketMade = await context.request.post(`${e2e.url}/api/tickets`, {
        data: { title: 'Projector in room 12 shows no picture', description: 'Since Monday.' },
      });
      expect(ticketMade.status()).toBe(201);
      await page.goto(`${e2e.url}/technician-scheduling`);
      await page.getByRole('heading', { name: 'Technician Scheduling', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Schedule Visit' }).first().click();
      const ticket = schedule.getByLabel('Ticket', { exact: true });
      await ticket.locator('option').nth(1).waitFor({ state: 'attached' });
      await ticket.selectOption({ index: 1 });
      await schedule.getByLabel('Technician', { exact: true }).selectOption({ label: 'Nia Tech' });
      await schedule.getByLabel('Location', { exact: true }).selectOption({ label: 'Lincoln Elementary' });
      const tomorrow = new Date(Date.now() + 86400_000);
      const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
      await schedule.getByLabel('Date and time', { exact: true }).fill(`${day}T10:00`);
      await schedule.getByRole('button', { name: 'Schedule Visit' }).click();
      const outside = schedule.getByRole('checkbox', { name: /falls outside the school day/ });
      if (await outside.isVisible().catch(() => false)) {
        await outside.check();
        await schedule.getByRole('button', { name: 'Schedule Visit' }).click();
      }
      await toast(page, VISIT_MESSAGES.scheduled);
      await page
        .getByRole('row', { name: /Lincoln Elementary/ })
        .getByText('Nia Tech')
        .waitFor();
      await context.close();
    },
  );

  it(
    'a self-registered account waits, is given access on a phone, and enters the portal by itself',
    LONG,
    async () => {
      // Someone creates an account with the district's domain: they wait.
      const visitor = await e2e.browser.newContext({ viewport: { width: 1440, height: 900 } });
      const registered = await visitor.request.post(`${e2e.url}/api/auth/register`, {
        data: {
          email: `wren.office@${DOMAIN}`,
          password: 'Amber-Falcon-62',
          confirmPassword: 'Amber-Falcon-62',
          firstName: 'Wren',
          lastName: 'Office',
        },
      });
      expect(registered.status()).toBe(201);
      const waiting = await visitor.newPage();
      await waiting.goto(e2e.url);
      await waiting.getByRole('heading', { name: 'Waiting for access' }).waitFor();

      // The district's administrator, on a phone, gives access from the District profile.
      const { context, page } = await signedInAdmin({ width: 390, height: 844 });
      await page.goto(`${e2e.url}/district-profile`);
      await openProfile(page);
      const staff = page.getByRole('region', { name: 'Staff' });
      const list = staff.getByRole('list', { name: 'Waiting for access' });
      await list.getByText('Wren Office').waitFor();
      await staff.scrollIntoViewIfNeeded();
      expect(await axeViolations(page, 'main')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/profile-390.png`, fullPage: true });
      await page.screenshot({ path: `${SHOTS}/staff-390.png` });

      // Cancel returns focus to the button that opened the dialog.
      const give = list.getByRole('button', { name: `Give Access to wren.office@${DOMAIN}` });
      await pressOpen(page, give);
      const dialog = page.getByRole('dialog', { name: 'Give access' });
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/give-access-390.png` });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expectFocusBackOn(give);

      await pressOpen(page, give);
      await dialog.getByLabel('Role', { exact: true }).selectOption({ label: 'View Only' });
      await dialog.getByRole('button', { name: 'Give Access' }).click();
      await toast(page, 'Access given');
      await staff.getByText('Nobody is waiting for access').waitFor();

      // The waiting page enters the portal by itself.
      await waiting.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 20_000 });
      await waiting.getByText(DISTRICT).first().waitFor();
      await waiting.screenshot({ path: `${SHOTS}/entered-1440.png` });
      await visitor.close();
      await context.close();
    },
  );
});
