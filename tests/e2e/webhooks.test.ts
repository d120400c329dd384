import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoAdminEmail } from '../../server/seed/demo-accounts.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { checkDialogFocus, hasFocus } from '../support/focus-check.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';

// Webhooks (issue 35, docs/product.md#webhooks) in a browser, at 1440 and 390 px.

const e2e = setUpBrowserTests();
const SLOW = 240_000;
const SHOTS = '/tmp/webhooks-ui-shots';
mkdirSync(SHOTS, { recursive: true });
const BENSON = demoAdminEmail('BENSON');

async function look(page: Page, name: string, width: number, { dialog = false } = {}) {
  await settle(page);
  expect(await axeViolations(page), name).toEqual([]);
  expect(await layoutProblems(page), name).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: !dialog });
}

describeE2E('webhooks', () => {
  for (const width of [1440, 390]) {
    it(
      `${width} px: an administrator adds a webhook, copies its secret once, reads the delivery log`,
      async () => {
        const { page, context } = await e2e.signedIn(BENSON, { width });
        try {
          await page.goto(`${e2e.url}/integrations/webhooks`);
          await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
          await page.getByText('psa.example.com/hooks/benson').first().waitFor();
          await look(page, 'list', width);

          // The demo webhook's log: opened by keyboard, focus back on its button after Escape.
          const log = page.getByRole('button', { name: /Deliveries of https:\/\/psa\.example\.com/ }).first();
          await checkDialogFocus(page, log, 'Deliveries');
          await log.focus();
          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog', { name: 'Deliveries' });
          await dialog.getByText('Service Unavailable').first().waitFor();
          await look(page, 'deliveries', width, { dialog: true });
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });

          // Add: the form's messages, then the secret shown once; Done gives focus back to Add webhook.
          const add = page.getByRole('button', { name: 'Add webhook' });
          await add.focus();
          await page.keyboard.press('Enter');
          const form = page.getByRole('dialog', { name: 'Add webhook' });
          await form.getByRole('button', { name: 'Add webhook' }).click();
          await form.getByText('Enter the address that receives the events').waitFor();
          await look(page, 'add-invalid', width, { dialog: true });
          await form.getByLabel('Address').fill(`https://hooks${width}.example.com/portal`);
          await form.getByLabel(/ticket\.created/).check();
          await form.getByLabel(/asset\.checked_out/).check();
          await form.getByRole('button', { name: 'Add webhook' }).click();
          const secret = page.getByRole('dialog', { name: 'Signing secret' });
          await expect.poll(() => secret.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_/);
          await look(page, 'secret', width, { dialog: true });
          await secret.getByRole('button', { name: 'Done' }).click();
          await secret.waitFor({ state: 'hidden' });
          await expect.poll(() => hasFocus(add)).toBe(true);
          await page.getByText(`https://hooks${width}.example.com/portal`).first().waitFor();
          expect(await page.getByText(/whsec_/).count()).toBe(0);
          await look(page, 'added', width);
        } finally {
          await context.close();
        }
      },
      SLOW,
    );
  }
});
