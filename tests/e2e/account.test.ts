import fs from 'node:fs/promises';
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/account.ts';
import { MESSAGES } from '../../domain/auth-messages.ts';
import { DEMO_PASSWORD, describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';
import { startMailServer } from '../support/smtp.ts';

// The server under test sends its mail to a real SMTP server in this process.
const smtp = await startMailServer();
afterAll(() => smtp.close());
const e2e = setUpBrowserTests({ SMTP_URL: smtp.url });

/** Each test walks through several screens and sign-ins. */
const SLOW = 480_000;
const SHOTS = '/tmp/shots/account';
await fs.mkdir(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const codeOf = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describeE2E('account', () => {
  it(
    'resets a forgotten password through the emailed link, then signs in with the new one (1440 px)',
    async () => {
      const email = 'admin@riverside.demo';
      const page = await e2e.visitor();
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const field = page.getByLabel('Email');
      await field.waitFor();
      // The address typed so far is kept; an empty one gets the domain's message.
      await field.fill('');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('Enter your email address').waitFor();
      await field.fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('status').getByText(ACCOUNT_MESSAGES.resetSent).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'forgot-sent-1440');
      await page.getByRole('button', { name: 'Back to sign in' }).click();
      await page.getByLabel('Password', { exact: true }).waitFor();

      const mail = await smtp.waitFor(email);
      const link = String(mail.text).match(/https?:\/\/\S+\/reset-password\/[\w-]+/)?.[0];
      expect(link).toBeDefined();
      await page.goto(link!.replace(/^https?:\/\/[^/]+/, e2e.url));
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('New password', { exact: true }).fill('abc');
      await page.getByLabel('Confirm new password').fill('abd');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText(MESSAGES.weakPassword.description).waitFor();
      await page.getByText(MESSAGES.passwordMismatch.description).waitFor();
      await shot(page, 'reset-errors-1440');
      await page.getByLabel('New password', { exact: true }).fill('Juniper-Falls-64');
      await page.getByLabel('Confirm new password').fill('Juniper-Falls-64');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await toast(page, 'Password changed');
      await page.getByRole('tab', { name: 'Sign In' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');

      // The old password no longer works; the new one does.
      await signInWithPassword(page, email, DEMO_PASSWORD);
      await toast(page, MESSAGES.loginFailed.description);
      await signInWithPassword(page, email, 'Juniper-Falls-64');
      await toast(page, 'Welcome back!');
      await page.getByRole('tab', { name: 'Sign In' }).waitFor({ state: 'detached' });

      // The link works once.
      const again = await e2e.visitor();
      await again.goto(link!.replace(/^https?:\/\/[^/]+/, e2e.url));
      await again.getByLabel('New password', { exact: true }).fill('Another-Try-88');
      await again.getByLabel('Confirm new password').fill('Another-Try-88');
      await again.getByRole('button', { name: 'Set new password' }).click();
      await again.getByRole('heading', { name: 'This link does not work' }).waitFor();
      await again.getByText(ACCOUNT_MESSAGES.resetInvalid).waitFor();
      expect(await axeViolations(again)).toEqual([]);
    },
    SLOW,
  );

  it(
    'sets up two-factor sign-in on the account page, then signs in with password and code (1440 px)',
    async () => {
      const email = 'admin@mountainview.demo';
      const { page } = await e2e.signedIn(email);
      await page.goto(`${e2e.url}/account`);
      await page.getByRole('heading', { name: 'Your account' }).waitFor();
      const sessions = page.getByRole('region', { name: "Where you're signed in" });
      await sessions.getByText('This device').waitFor();
      await sessions.getByText('No other browser is signed in.').waitFor();
      expect(await sessions.getByRole('button', { name: 'Sign out everywhere else' }).isDisabled()).toBe(
        true,
      );
      const twoFactor = page.getByRole('region', { name: 'Two-factor sign-in' });
      await twoFactor.getByText('Off', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Notifications' }).waitFor();
      expect(await axeViolations(page, 'main')).toEqual([]);
      await shot(page, 'account-1440');

      await twoFactor.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
      await dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
      const secret = (await dialog.locator('code[data-secret]').getAttribute('data-secret'))!;
      expect(secret).toMatch(/^[A-Z2-7]+$/);
      await dialog.getByLabel('Code from the app').fill('000000');
      await dialog.getByRole('button', { name: 'Turn on' }).click();
      await toast(page, ACCOUNT_MESSAGES.wrongCode);
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await shot(page, 'two-factor-setup-1440');
      await dialog.getByLabel('Code from the app').fill(codeOf(secret));
      await dialog.getByRole('button', { name: 'Turn on' }).click();
      const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
      const codes = codesDialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await codes.nth(9).waitFor();
      expect(await codes.count()).toBe(10);
      const recovery = (await codes.first().textContent())!;
      const secondRecovery = (await codes.nth(1).textContent())!;
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await shot(page, 'recovery-codes-1440');
      await codesDialog.getByRole('button', { name: 'I have saved my codes' }).click();
      await twoFactor.getByText('On', { exact: true }).waitFor();
      await twoFactor.getByText('10 of 10 recovery codes left.').waitFor();

      // Signed out, the password alone is not enough.
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      await page.getByRole('tab', { name: 'Sign In' }).waitFor();
      await signInWithPassword(page, email, DEMO_PASSWORD);
      const code = page.getByLabel('Authentication code');
      await code.waitFor();
      await page.getByRole('heading', { name: 'Enter your sign-in code' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, 'sign-in-code-1440');
      await code.fill('123456');
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await toast(page, ACCOUNT_MESSAGES.wrongCode);
      await code.fill(codeOf(secret));
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await toast(page, 'Welcome back!');
      await page.getByRole('heading', { name: 'Your account' }).waitFor();

      // A recovery code signs in once, from another browser; this one sees it among its sessions.
      const other = await e2e.visitor();
      await signInWithPassword(other, email, DEMO_PASSWORD);
      await other.getByLabel('Authentication code').fill(recovery);
      await other.getByRole('button', { name: 'Verify and sign in' }).click();
      await toast(other, 'Welcome back!');
      await page.reload();
      await sessions.getByText('1 other browser is signed in.').waitFor();
      await twoFactor.getByText('9 of 10 recovery codes left.').waitFor();
      await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await page
        .getByRole('alertdialog', { name: 'Sign out everywhere else?' })
        .getByRole('button', { name: 'Sign out everywhere else' })
        .click();
      await toast(page, 'Signed out everywhere else');
      await sessions.getByText('No other browser is signed in.').waitFor();

      // Turning it off asks for the password and a code.
      await twoFactor.getByRole('button', { name: 'Turn off' }).click();
      const off = page.getByRole('dialog', { name: 'Turn off two-factor sign-in' });
      await off.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      // (The app's code just signed in, and a code is accepted once: a recovery code turns it off.)
      await off.getByLabel('Code from the app').fill(secondRecovery);
      await off.getByRole('button', { name: 'Turn off' }).click();
      await toast(page, 'Two-factor sign-in is off');
      await twoFactor.getByText('Off', { exact: true }).waitFor();
    },
    SLOW,
  );

  it(
    'changes the name and the password, with the domain’s messages (390 px)',
    async () => {
      const { page } = await e2e.signedIn('admin@benson.demo', { width: 390 });
      await page.goto(`${e2e.url}/account`);
      await page.getByRole('heading', { name: 'Your account' }).waitFor();
      await page.getByRole('region', { name: "Where you're signed in" }).getByText('This device').waitFor();
      await page
        .getByRole('region', { name: 'Two-factor sign-in' })
        .getByText('Off', { exact: true })
        .waitFor();
      expect(await axeViolations(page, 'main')).toEqual([]);
      await shot(page, 'account-390');

      await page.getByRole('button', { name: 'Change name' }).click();
      const nameDialog = page.getByRole('dialog', { name: 'Change your name' });
      await nameDialog.getByLabel('First name').fill('');
      await nameDialog.getByRole('button', { name: 'Save name' }).click();
      await nameDialog.getByText('Enter your first name').waitFor();
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await shot(page, 'name-dialog-390');
      await nameDialog.getByLabel('First name').fill('Mariana');
      await nameDialog.getByRole('button', { name: 'Save name' }).click();
      await toast(page, 'Name saved');
      await page.getByRole('region', { name: 'Profile' }).getByText('Mariana Lopez').waitFor();

      const password = page.getByRole('region', { name: 'Password' });
      await password.getByRole('button', { name: 'Change password' }).click();
      await password.getByText('Enter your current password').waitFor();
      await password.getByLabel('Current password').fill('not-my-password');
      await password.getByLabel('New password', { exact: true }).fill('Cobalt-Meadow-93');
      await password.getByLabel('Confirm new password').fill('Cobalt-Meadow-93');
      await password.getByRole('button', { name: 'Change password' }).click();
      await toast(page, ACCOUNT_MESSAGES.wrongPassword);
      await password.getByLabel('Current password').fill(DEMO_PASSWORD);
      await password.getByRole('button', { name: 'Change password' }).click();
      await toast(page, ACCOUNT_MESSAGES.passwordChanged.title);
      // The form clears once the sessions list has been refreshed, just after the toast.
      await expect.poll(() => password.getByLabel('Current password').inputValue()).toBe('');

      // The setup dialog on a phone.
      await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
      await dialog.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await shot(page, 'two-factor-setup-390');
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // The signed-out screens on a phone.
      const visitor = await e2e.visitor({ width: 390 });
      await visitor.getByRole('button', { name: 'Forgot password?' }).click();
      await visitor.getByRole('button', { name: 'Send reset link' }).waitFor();
      expect(await axeViolations(visitor)).toEqual([]);
      await shot(visitor, 'forgot-390');
      await visitor.goto(`${e2e.url}/reset-password/not-a-real-token-but-long-enough-1234`);
      await visitor.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      expect(await axeViolations(visitor)).toEqual([]);
      await shot(visitor, 'reset-390');
    },
    SLOW,
  );
});
