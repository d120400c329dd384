import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SSO_MESSAGES } from '../../domain/auth-messages.ts';
import { SAML_MESSAGES } from '../../domain/saml.ts';
import { SCIM_MESSAGES } from '../../domain/scim.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { createTestIdp } from '../support/saml-idp.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
const SHOTS = '/tmp/shots/saml';
const ADMIN = 'admin@benson.demo';
const idp = createTestIdp();
let person = { email: 'sso.teacher@benson.example', firstName: 'Sasha', lastName: 'Ortiz' };
let stopIdp: (() => Promise<void>) | null = null;

beforeAll(async () => {
  // The IdP's sign-in page answers at once with a form that posts the signed response to the ACS.
  const served = await idp.serve(
    () => person,
    (acsUrl) => acsUrl.replace(/\/acs$/, '/metadata'),
  );
  stopIdp = served.close;
});
afterAll(async () => stopIdp?.());

/** Focus is on `name`'s button, with a visible ring. */
async function expectFocusOn(page: Page, name: string) {
  const button = page.getByRole('button', { name });
  await expect
    .poll(() => button.evaluate((el) => el === document.activeElement && el.matches(':focus-visible')))
    .toBe(true);
}

/** Signs in with single sign-on from the login page: the district code, the IdP, back in the portal. */
async function signInWithSso(page: Page, width: number) {
  const open = page.getByRole('button', { name: SSO_MESSAGES.button });
  await open.focus();
  await page.keyboard.press('Enter');
  const entry = page.getByRole('form', { name: SSO_MESSAGES.button });
  await entry.getByLabel(SSO_MESSAGES.lookupLabel).fill('nowhere.example');
  await entry.getByRole('button', { name: 'Continue' }).click();
  await entry.getByText(SSO_MESSAGES.notFoundFor).waitFor();
  expect(await axeViolations(page, 'main')).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/login-entry-${width}.png`, fullPage: true });
  // Cancel gives focus back to the button that opened it.
  await entry.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  await expectFocusOn(page, SSO_MESSAGES.button);
  await page.keyboard.press('Enter');
  await entry.getByLabel(SSO_MESSAGES.lookupLabel).fill('benson');
  await entry.getByRole('button', { name: 'Continue' }).click();
}

const LONG = { timeout: 240_000 };

describeE2E('Single sign-on (SAML)', () => {
  it('a district administrator sets up SAML in the District profile (1440 px)', LONG, async () => {
    await fs.mkdir(SHOTS, { recursive: true });
    const { context, page } = await e2e.signedIn(ADMIN);
    await page.goto(`${e2e.url}/district-profile`);
    const card = page.getByRole('group', { name: 'Single sign-on (SAML)' });
    await card.waitFor({ timeout: 60_000 });
    await card.getByText('Give your identity provider').waitFor();
    await card.getByText(`${e2e.url}/api/auth/saml/BENSON/acs`).waitFor();
    // The demo data: a demo IdP's metadata, switched off.
    await card.getByText('https://sts.benson-demo.example/adfs/services/trust').waitFor();
    await card.getByLabel('Identity provider metadata').selectOption('xml');
    await card.getByLabel('Metadata XML').fill(idp.metadata());
    await card.getByRole('switch', { name: 'Sign in with single sign-on' }).check();
    await card.getByRole('switch', { name: 'Allow sign-in from the identity provider’s app list' }).check();
    await card.getByRole('button', { name: 'Save single sign-on' }).click();
    await page.getByText(SAML_MESSAGES.saved, { exact: true }).first().waitFor();
    await card.getByText(idp.entityId).waitFor();
    await card.getByText('On', { exact: true }).waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/card-1440.png` });
    await context.close();
  });

  it('a district administrator generates and revokes a SCIM token (1440 and 390 px)', LONG, async () => {
    await fs.mkdir(SHOTS, { recursive: true });
    for (const width of [1440, 390]) {
      const { context, page } = await e2e.signedIn(ADMIN, { width });
      await page.goto(`${e2e.url}/district-profile`);
      const card = page.getByRole('region', { name: 'SCIM provisioning' });
      await card.waitFor({ timeout: 60_000 });
      await expect
        .poll(() => card.getByLabel('SCIM base URL (tenant URL)').inputValue())
        .toBe(`${e2e.url}/scim/v2`);
      // By keyboard: Done gives the focus back to Generate token, with its ring.
      await card.getByRole('button', { name: 'Generate token' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Copy your SCIM token' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('SCIM token').inputValue()).toMatch(/^scim_[A-Za-z0-9_-]{43}$/);
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/scim-token-${width}.png` });
      await dialog.getByRole('button', { name: 'Done' }).focus();
      await page.keyboard.press('Enter');
      await expectFocusOn(page, 'Generate token');
      const revoke = card.getByRole('button', { name: /^Revoke scim_/ }).first();
      await revoke.waitFor();
      await card.getByText('Never used').first().waitFor();
      expect(await axeViolations(page, 'main')).toEqual([]);
      await card.scrollIntoViewIfNeeded();
      await card.screenshot({ path: `${SHOTS}/scim-card-${width}.png` });
      await revoke.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke token' }).click();
      await page.getByText(SCIM_MESSAGES.revoked, { exact: true }).first().waitFor();
      await context.close();
    }
  });

  it(
    'a new person signs in through the IdP (SP-initiated) on a phone (390 px) and at 1440 px',
    LONG,
    async () => {
      for (const width of [390, 1440]) {
        person = {
          email: `sso.${width}@benson.example`,
          firstName: 'Sasha',
          lastName: `Ortiz${width}`,
        };
        const page = await e2e.visitor({ width, height: width === 390 ? 844 : 900 });
        await page.getByRole('button', { name: SSO_MESSAGES.button }).waitFor({ timeout: 60_000 });
        await signInWithSso(page, width);
        // Through the IdP's auto-posting page and back, signed in as a requester of Benson.
        await page.waitForURL((url) => url.origin === e2e.url && !url.pathname.startsWith('/api/'), {
          timeout: 60_000,
        });
        await expect
          .poll(async () => (await page.request.get(`${e2e.url}/api/auth/user`)).json(), { timeout: 30_000 })
          .toMatchObject({
            email: person.email,
            role: 'requester',
            districtName: expect.stringContaining('Benson'),
          });
        await page.getByRole('main').waitFor();
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page, 'main')).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/signed-in-${width}.png` });
        await page.context().close();
      }
    },
  );
});
