import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { addDays, isoDay } from '../../domain/license-rules.ts';
import { VAULT_MESSAGES as M } from '../../domain/vault.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
const SHOTS = '/tmp/shots/vault';
const signedIn = (width = 1440) => e2e.signedIn('admin@benson.demo', { width });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function openVault(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${e2e.url}/passwords`);
  await page
    .getByRole('heading', { name: 'Password Vault' })
    .waitFor({ timeout: 60_000 })
    .catch(async (err) => {
      await page.screenshot({ path: `${SHOTS}/failed-open.png` });
      throw new Error(`${err}\n${errors.join('\n')}`);
    });
}

/** Adds an entry through the API of the page's session (the UI path is tested once, below). */
async function addByApi(page: Page, body: Record<string, unknown>) {
  const res = await page.context().request.post(`${e2e.url}/api/vault`, {
    data: {
      category: 'Network Infrastructure',
      department: 'IT Infrastructure',
      accessLevel: 'admin',
      ...body,
    },
    headers: { origin: e2e.url },
  });
  expect(res.status(), await res.text()).toBe(201);
}

describeE2E('Password Vault', () => {
  it('adds an entry, reveals and copies it, and shows its security alert, at 1440 px with axe clean', async () => {
    await fs.mkdir(SHOTS, { recursive: true });
    const { context, page } = await signedIn();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url });
    await openVault(page);
    // The demo district comes with its own entries.
    await page
      .getByRole('row', { name: /Firewall admin/ })
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Password Vault' }).first().waitFor();

    // Add Password: the fields' messages, then a real entry with a weak password.
    await page.getByRole('button', { name: 'Add Password' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Password' });
    await add.getByRole('button', { name: 'Add Password' }).click();
    await add.getByText(M.titleRequired).waitFor();
    await add.getByText(M.passwordRequired).waitFor();
    await add.getByLabel('System').fill('E2E Door Controllers');
    await add.getByLabel('Username').fill('doors-admin');
    await add.getByLabel('Password', { exact: true }).fill('password1');
    await add.getByText('Strength: Weak').waitFor();
    await add.getByLabel('Link').fill('ftp://doors.example.org');
    await add.getByRole('button', { name: 'Add Password' }).click();
    await add.getByText(M.invalidUrl).waitFor();
    await add.getByLabel('Link').fill('https://doors.example.org');
    await add.getByLabel('Category').selectOption('Facilities & Security');
    await add.getByLabel('Department').selectOption('Facilities');
    await add.getByLabel('Expires').fill(addDays(isoDay(), 10));
    await add.getByLabel('Shared with').fill('Facilities lead');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await add.screenshot({ path: `${SHOTS}/add-1440.png` });
    await add.getByRole('button', { name: 'Add Password' }).click();
    await toast(page, 'Password Added');
    await add.waitFor({ state: 'detached' });

    // A strong one from the generator.
    await page.getByRole('button', { name: 'Add Password' }).first().click();
    const second = page.getByRole('dialog', { name: 'Add Password' });
    await second.getByLabel('System').fill('E2E Firewall');
    await second.getByRole('button', { name: 'Generate a password' }).click();
    await second.getByRole('button', { name: 'Generate password' }).click();
    await second.getByText('Strength: Strong').waitFor();
    await second.getByRole('button', { name: 'Add Password' }).click();
    await toast(page, 'Password Added');
    await second.waitFor({ state: 'detached' });

    const row = page.getByRole('row', { name: /E2E Door Controllers/ });
    await row.getByText('Weak').waitFor();
    await row.getByText('Expires soon').waitFor();
    const cards = page.getByRole('region', { name: 'Vault summary' });
    await cards.getByText('in the last 3 days').waitFor();

    // Show the password (hidden by default), copy it and the username.
    await row.getByText('Password hidden').waitFor();
    // A reveal updates its entry in the page's cache: the whole list is not read again.
    const listReads: string[] = [];
    const onRequest = (r: { url(): string; method(): string }) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/vault') listReads.push(r.url());
    };
    page.on('request', onRequest);
    await row.getByRole('button', { name: 'Show password of E2E Door Controllers' }).click();
    await row.getByText('password1', { exact: true }).waitFor();
    await page.waitForTimeout(500);
    page.off('request', onRequest);
    expect(listReads).toEqual([]);
    await row.getByRole('button', { name: 'Hide password of E2E Door Controllers' }).click();
    await row.getByText('Password hidden').waitFor();
    await row.getByRole('button', { name: 'Copy password of E2E Door Controllers' }).click();
    await page.getByText('Password copied to clipboard').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('password1');
    await row.getByRole('button', { name: 'Copy username of E2E Door Controllers' }).click();
    await page.getByText('Username copied to clipboard').first().waitFor();
    await page.getByText('Copied!').first().waitFor();

    // Security Alerts and Shared tabs; favorites.
    await page.getByRole('tab', { name: /Security Alerts/ }).click();
    const alerts = page.getByRole('tabpanel', { name: /Security Alerts/ });
    await alerts.getByRole('row', { name: /E2E Door Controllers/ }).waitFor();
    expect(await alerts.getByRole('row', { name: /E2E Firewall/ }).count()).toBe(0);
    await page.getByRole('tab', { name: /Shared/ }).click();
    await page
      .getByRole('tabpanel', { name: /Shared/ })
      .getByRole('row', { name: /E2E Door Controllers/ })
      .waitFor();
    await page.getByRole('tab', { name: /All Passwords/ }).click();
    await row.getByRole('button', { name: 'Favorite E2E Door Controllers' }).click();
    await page.getByRole('tab', { name: /Favorites/ }).click();
    await page
      .getByRole('tabpanel', { name: /Favorites/ })
      .getByRole('row', { name: /E2E Door Controllers/ })
      .waitFor();
    await page.getByRole('tab', { name: /All Passwords/ }).click();

    // The access log says what happened.
    await row.getByRole('button', { name: 'Actions for E2E Door Controllers' }).click();
    await page.getByRole('menuitem', { name: 'Access log' }).click();
    const log = page.getByRole('dialog', { name: 'Access log of E2E Door Controllers' });
    await log.getByText('Copied the password').waitFor();
    await log.getByText('Revealed the password').first().waitFor();
    await log.getByText('Created').waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');

    // Search and filters.
    await page.getByRole('searchbox', { name: 'Search passwords' }).fill('firewall');
    await page.getByRole('row', { name: /E2E Firewall/ }).waitFor();
    await expect
      .poll(() => page.getByRole('row', { name: /E2E Door Controllers/ }).count(), { timeout: 15_000 })
      .toBe(0);
    await page.getByRole('searchbox', { name: 'Search passwords' }).fill('');
    await page.getByLabel('Filter by department').selectOption('Facilities');
    // The list follows the filter once its answer is in: wait for it rather than read it at once.
    await expect
      .poll(() => page.getByRole('row', { name: /E2E Firewall/ }).count(), { timeout: 15_000 })
      .toBe(0);
    await page.getByLabel('Filter by department').selectOption('all');

    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/vault-1440.png`, fullPage: true });

    // Vault Settings: a reason is then asked before a reveal.
    await page.getByRole('button', { name: 'Vault Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Vault Settings' });
    await settings.getByLabel('Require a reason to reveal a secret').check();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await toast(page, M.settingsSaved.title);
    await row.getByRole('button', { name: 'Show password of E2E Door Controllers' }).click();
    const reason = page.getByRole('dialog', { name: /Why do you need E2E Door Controllers/ });
    await reason.getByRole('button', { name: 'Reveal' }).click();
    await reason.getByText(M.reasonRequired).waitFor();
    await reason.getByLabel('Reason').fill('Door schedule change');
    await reason.getByRole('button', { name: 'Reveal' }).click();
    await row.getByText('password1', { exact: true }).waitFor();

    // Export needs the password again.
    await page.getByRole('button', { name: 'Export Vault' }).click();
    const exporter = page.getByRole('dialog', { name: 'Export Vault' });
    await exporter.getByLabel('Your password').fill('wrong-password');
    await exporter.getByRole('button', { name: 'Export CSV' }).click();
    await page.getByText(M.wrongPassword).first().waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await context.close();
  }, 300_000);

  it('works at 390 px: stacked entries, show and hide, a dialog, axe clean', async () => {
    const { context, page } = await signedIn(390);
    await addByApi(page, {
      title: 'Narrow Wi-Fi',
      username: 'guest',
      password: 'Narrow-Wifi-Passphrase-91!',
    });
    await openVault(page);
    const list = page.getByRole('list', { name: 'All Passwords' });
    await list.getByText('Narrow Wi-Fi').waitFor();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Show password of Narrow Wi-Fi' }).click();
    const reason = page.getByRole('dialog', { name: /Why do you need/ });
    if (await reason.isVisible().catch(() => false)) {
      await reason.getByLabel('Reason').fill('Guest network');
      await reason.getByRole('button', { name: 'Reveal' }).click();
    }
    await list.getByText('Narrow-Wifi-Passphrase-91!').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/vault-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Add Password' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Password' });
    await add.getByRole('button', { name: 'Generate a password' }).click();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/add-390.png` });
    await context.close();
  }, 180_000);

  it('opens for a provider admin from the district’s quick action, inside its view', async () => {
    const { context, page } = await e2e.signedIn('provider', { width: 1440 });
    await openVault(page);
    await page.getByRole('button', { name: 'Choose a district' }).waitFor();
    await page.goto(`${e2e.url}/districts`);
    await page.getByText('Benson Unified School District').first().click();
    await page.getByRole('button', { name: /Passwords/ }).click();
    await page.waitForURL(/\/passwords/, { timeout: 60_000 });
    await page.getByRole('region', { name: 'Vault summary' }).waitFor({ timeout: 60_000 });
    await page.screenshot({ path: `${SHOTS}/provider-view-1440.png` });
    await context.close();
  }, 180_000);
});
