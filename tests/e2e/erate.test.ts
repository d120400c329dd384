import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ERATE_MESSAGES } from '../../domain/erate.ts';
import { demoAdminEmail } from '../../server/seed/demo-accounts.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { checkDialogFocus, hasFocus } from '../support/focus-check.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';

// The E-Rate register (issue 34, docs/product.md#e-rate) in a browser, at 1440 and 390 px: the
// budget set through its dialog, spent and remaining, a switch disposed of instead of deleted.

const e2e = setUpBrowserTests();
const SLOW = 240_000;
const SHOTS = '/tmp/erate-ui-shots';
mkdirSync(SHOTS, { recursive: true });
const LAKESIDE = demoAdminEmail('LAKESIDE');

async function look(page: Page, name: string, width: number, { dialog = false } = {}) {
  await settle(page);
  expect(await axeViolations(page), name).toEqual([]);
  expect(await layoutProblems(page), name).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: !dialog });
}

const usd = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The budget the server reports for Lakeside's current cycle (signed in as its administrator). */
async function budgetOf(page: Page): Promise<{ spent: number }> {
  const res = await page.request.get(`${e2e.url}/api/erate/budget`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { spent: number };
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describeE2E('E-Rate register', () => {
  it(
    'sets the C2 budget, reads spent and remaining, disposes of a switch, at 1440 px',
    async () => {
      const width = 1440;
      const { page } = await e2e.signedIn(LAKESIDE, { width });
      await page.goto(`${e2e.url}/inventory/erate`);
      await page.getByRole('heading', { name: 'E-Rate register', level: 1 }).waitFor();
      const main = page.getByRole('main');
      // The demo's cycle FY2026–FY2030 of $312,450.00: its eight C2 purchases ($25,968.00) and the
      // demo's other network gear bought in the cycle, which depends on today's date.
      const { spent } = await budgetOf(page);
      expect(spent).toBeGreaterThanOrEqual(25_968);
      await main.getByText('FY2026–FY2030').first().waitFor();
      await main.getByText('$312,450.00').waitFor();
      await main.getByText(usd(spent)).waitFor();
      await main.getByRole('row', { name: /LAKE-NET-C2-001/ }).waitFor();
      await main.getByText(/Kept until Jun 20, 2035/).waitFor();
      await look(page, 'register', width);

      // Set budget: focus goes back to its button; a wrong amount shows the domain's message.
      const setBudget = main.getByRole('button', { name: 'Set budget' });
      await checkDialogFocus(page, setBudget, 'Set C2 budget');
      // The warranty card's dialogs give focus back too (by keyboard, before any click).
      await checkDialogFocus(page, main.getByRole('button', { name: 'Set up look-up' }), 'Warranty look-up');
      await checkDialogFocus(page, main.getByRole('button', { name: 'Import CSV' }), 'Import warranty dates');

      // A warranty CSV: a file of no known serial changes nothing; the core switch's date is set.
      const csv = (serial: string) => ({
        name: 'warranty.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`Serial Number,Warranty End Date\r\n${serial},2031-08-12\r\n`),
      });
      await main.getByRole('button', { name: 'Import CSV' }).click();
      const importing = page.getByRole('dialog', { name: 'Import warranty dates' });
      await importing.locator('#warranty-import-file').setInputFiles(csv('NO-SUCH-SERIAL'));
      await importing.getByText('No warranty date changes.').waitFor();
      expect(await importing.getByRole('button', { name: 'Update 0 assets' }).isDisabled()).toBe(true);
      await importing.getByRole('button', { name: 'Choose another file' }).click();
      await importing.locator('#warranty-import-file').setInputFiles(csv('FOC2631X0AA'));
      await importing.getByRole('row', { name: /LAKE-NET-C2-001/ }).waitFor();
      await importing.getByRole('button', { name: 'Update 1 asset' }).click();
      await importing.waitFor({ state: 'detached' });
      await setBudget.click();
      const dialog = page.getByRole('dialog', { name: 'Set C2 budget' });
      await dialog.getByLabel('Budget (USD)').fill('-1');
      await dialog.getByRole('button', { name: 'Save budget' }).click();
      await dialog.getByText(ERATE_MESSAGES.budget).waitFor();
      await look(page, 'budget-dialog', width, { dialog: true });
      await dialog.getByLabel('Budget (USD)').fill('300000');
      await dialog.getByRole('button', { name: 'Save budget' }).click();
      await toast(page, ERATE_MESSAGES.budgetSaved);
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => hasFocus(setBudget)).toBe(true);
      await main.getByText('$300,000.00').waitFor();
      await main.getByText(usd(300_000 - spent)).waitFor();

      // Dispose of the UPS: retired, and kept on the register 10 years.
      const ups = main.getByRole('row', { name: /LAKE-NET-C2-008/ });
      await ups.getByRole('button', { name: 'Dispose of LAKE-NET-C2-008' }).click();
      const dispose = page.getByRole('dialog', { name: 'Dispose of LAKE-NET-C2-008' });
      await dispose.getByRole('button', { name: 'Dispose' }).click();
      await dispose.getByText(ERATE_MESSAGES.disposalNote).waitFor();
      await dispose.getByLabel('How').fill('Battery failed; recycled');
      await look(page, 'dispose-dialog', width, { dialog: true });
      await dispose.getByRole('button', { name: 'Dispose' }).click();
      await toast(page, ERATE_MESSAGES.disposed);
      await dispose.waitFor({ state: 'detached' });
      await ups.getByText(/^Disposed/).waitFor();
      await ups.getByText(/Kept until/).waitFor();
    },
    SLOW,
  );

  it(
    'shows the register as cards and the budget at 390 px',
    async () => {
      const width = 390;
      const { page } = await e2e.signedIn(LAKESIDE, { width });
      await page.goto(`${e2e.url}/inventory/erate`);
      const main = page.getByRole('main');
      await main.getByText('LAKE-NET-C2-001').first().waitFor();
      await main.getByText('Remaining').waitFor();
      await look(page, 'register', width);
      await checkDialogFocus(page, main.getByRole('button', { name: 'Set budget' }), 'Set C2 budget');
    },
    SLOW,
  );
});
