import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { API_TOKEN_MESSAGES } from '../../domain/api-tokens.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
const SHOTS = '/tmp/shots/api-tokens';
await fs.mkdir(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
/** Focus is back on the section's Create token button (a dialog returns it to its opener). */
const focusReturned = (page: Page) =>
  expect
    .poll(() =>
      page
        .getByRole('region', { name: 'API tokens' })
        .getByRole('button', { name: 'Create token' })
        .evaluate((el) => el === document.activeElement),
    )
    .toBe(true);

async function openSection(who: string, width: number) {
  const { page } = await e2e.signedIn(who, { width });
  await page.goto(`${e2e.url}/account`);
  const section = page.getByRole('region', { name: 'API tokens' });
  await section.getByRole('heading', { name: 'API tokens' }).waitFor();
  return { page, section };
}

describeE2E('API tokens', () => {
  it('creates a token shown once, uses it, and revokes it (1440 px)', async () => {
    const { page, section } = await openSection('admin@benson.demo', 1440);
    // The demo's token of a nightly export, used last night.
    await section.getByText('Nightly inventory export').waitFor();
    await section.getByText(/Last used .* from 203\.0\.113\.24/).waitFor();

    const opener = section.getByRole('button', { name: 'Create token' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Create API token' });
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await dialog.getByText(API_TOKEN_MESSAGES.nameRequired).waitFor();
    await dialog.getByLabel('Name').fill('Help desk sync');
    await dialog.getByLabel('Role').selectOption('technician');
    await dialog.getByLabel('Read-only').check();
    await dialog.getByLabel('Expires after').selectOption('30');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Copy your new token' });
    const token = await shown.getByLabel('API token').inputValue();
    expect(token).toMatch(/^fsp_[A-Za-z0-9_-]{43}$/);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await shot(page, 'token-shown-1440');
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    await focusReturned(page);

    const row = section.getByRole('listitem').filter({ hasText: 'Help desk sync' });
    await row.getByText('Read-only').waitFor();
    await row.getByText('Never used').waitFor();
    await row.getByText('Expires in 30 days').waitFor();
    // The token is not on the page any more.
    expect(await page.content()).not.toContain(token);

    // A script calls the API with it: a read answers, a write is refused (read-only).
    const me = await fetch(`${e2e.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    const write = await fetch(`${e2e.url}/api/tasks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'From a script' }),
    });
    expect(write.status).toBe(403);
    await page.reload();
    await section
      .getByRole('listitem')
      .filter({ hasText: 'Help desk sync' })
      .getByText(/Last used/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'account-tokens-1440');

    await section.getByRole('button', { name: 'Revoke Help desk sync' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke “Help desk sync”?' });
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await page.getByText(API_TOKEN_MESSAGES.revoked, { exact: true }).first().waitFor();
    await section.getByText('Help desk sync').waitFor({ state: 'detached' });
    const after = await fetch(`${e2e.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    await page.context().close();
  });

  it('lets Five Star choose every district or one, on a phone (390 px)', async () => {
    const { page, section } = await openSection('provider', 390);
    await section.getByText('You have no API tokens.').waitFor();
    await section.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API token' });
    await dialog.getByLabel('Name').fill('RMM for every district');
    await dialog.getByLabel('Role').selectOption('provider_admin');
    expect(await dialog.getByLabel('District').inputValue()).toBe('all');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await shot(page, 'create-390');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByRole('dialog', { name: 'Copy your new token' });
    await shown.getByLabel('API token').waitFor();
    await shot(page, 'token-shown-390');
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    await focusReturned(page);
    const row = section.getByRole('listitem').filter({ hasText: 'RMM for every district' });
    await row.getByText(/· Every district ·/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'account-tokens-390');
    await page.context().close();
  });
});
