import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { FLEET_MESSAGES } from '../../domain/fleet.ts';
import { demoAdminEmail } from '../../server/seed/demo-accounts.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { expectVisibleFocus, hasFocus } from '../support/focus-check.ts';
import { rosterZip, userRow } from '../support/oneroster.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';

// People, 1:1 and the Fleet screen (issue 31, docs/product.md#people and #fleet) in a browser.

const e2e = setUpBrowserTests();
const SLOW = 240_000;
const SHOTS = '/tmp/people-ui-shots';
mkdirSync(SHOTS, { recursive: true });
const ADMIN = demoAdminEmail('BENSON');

async function look(page: Page, name: string, width: number) {
  await settle(page);
  expect(await axeViolations(page), name).toEqual([]);
  expect(await layoutProblems(page), name).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** A delta export (so the demo roster stays): one new school, a student, a teacher and a bad row. */
function deltaRoster(width: number) {
  return rosterZip({
    mode: 'delta',
    orgs: [`e2e-hs-${width},active,2026-08-01,E2E High ${width},school,EHS${width},`],
    users: [
      userRow({
        id: `e2e-s-${width}`,
        status: 'active',
        modified: '2026-08-01',
        orgs: `e2e-hs-${width}`,
        role: 'student',
        given: 'Nadia',
        family: `Quill${width}`,
        email: `nadia.quill${width}@students.benson.demo`,
        grade: '09',
      }),
      userRow({
        id: `e2e-t-${width}`,
        status: 'active',
        modified: '2026-08-01',
        orgs: `e2e-hs-${width}`,
        role: 'teacher',
        given: 'Omar',
        family: `Reyes${width}`,
      }),
      userRow({
        id: `e2e-bad-${width}`,
        status: 'active',
        modified: '2026-08-01',
        orgs: `e2e-hs-${width}`,
        role: 'wizard',
        given: 'Bad',
        family: 'Row',
      }),
    ],
  });
}

describeE2E('people, 1:1 and the fleet', () => {
  for (const width of [1440, 390]) {
    it(
      `${width} px: a OneRoster import previewed then committed; a device checked out to a rostered student`,
      async () => {
        const { page, context } = await e2e.signedIn(ADMIN, { width });
        await page.goto(`${e2e.url}/people`);
        await page.getByRole('heading', { name: 'Device-issue queue' }).first().waitFor();
        await look(page, 'people', width);

        // Search narrows the roster.
        await page.getByLabel('Search people').fill('Lopez');
        await page.getByRole('main').getByRole('link', { name: 'Maria Lopez' }).first().waitFor();

        // Import: the preview first (counts and the bad row), then the import; focus comes back.
        const opener = page.getByRole('button', { name: 'Import roster' });
        await opener.focus();
        await expectVisibleFocus(page);
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Import a roster' });
        await dialog.waitFor();
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
        const checked = page.waitForResponse((r) => r.url().includes('dryRun=true'));
        await dialog.getByLabel('OneRoster zip file').setInputFiles({
          name: 'roster.zip',
          mimeType: 'application/zip',
          buffer: deltaRoster(width),
        });
        expect((await checked).status()).toBe(200);
        const report = dialog.getByTestId('roster-report');
        await report.getByText('Nothing has changed yet.', { exact: false }).waitFor();
        const count = (label: string) =>
          report.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
        expect(await count('New people').textContent()).toBe('2');
        expect(await count('New sites').textContent()).toBe('1');
        expect(await count('Rows with errors').textContent()).toBe('1');
        await report
          .getByRole('list', { name: 'Rows with errors' })
          .getByText(/wizard/)
          .waitFor();
        await look(page, 'people-import-preview', width);
        const committed = page.waitForResponse((r) => r.url().includes('dryRun=false'));
        await dialog.getByRole('button', { name: 'Skip bad rows and import' }).click();
        expect((await committed).status()).toBe(200);
        await toast(page, 'Roster imported: 2 added, 0 updated.');
        await dialog.waitFor({ state: 'detached' });
        expect(await hasFocus(opener)).toBe(true);

        // The new student is on the roster and in the device-issue queue; her page says what to do.
        await page.getByLabel('Search people').fill(`Quill${width}`);
        const student = `Nadia Quill${width}`;
        await page.getByRole('main').getByRole('link', { name: student }).first().click();
        await page.getByRole('heading', { name: student, level: 1 }).waitFor();
        await page.getByText('No device is checked out to Nadia.').waitFor();
        await look(page, 'person-no-device', width);

        // A device in stock, checked out to her from the roster.
        const tag = `E2E-CB-${width}`;
        const made = await context.request.post(`${e2e.url}/api/assets`, {
          data: {
            assetTag: tag,
            name: 'Chromebook',
            category: 'laptop',
            status: 'active',
            model: 'Chromebook 311',
          },
        });
        expect(made.status()).toBe(201);
        await page.goto(`${e2e.url}/inventory?search=${tag}`);
        await page.getByRole('checkbox', { name: `Select ${tag}` }).click();
        await page
          .getByRole('toolbar', { name: 'Bulk actions' })
          .getByRole('button', { name: 'Check Out' })
          .click();
        const out = page.getByRole('dialog', { name: 'Check Out' });
        await out.getByRole('combobox', { name: 'From the roster' }).fill(`Quill${width}`);
        await out.getByRole('option', { name: new RegExp(student) }).click();
        await out.getByLabel('Due back').fill('2031-06-05');
        await look(page, 'checkout-roster', width);
        await out.getByRole('button', { name: 'Check Out 1 asset' }).click();
        await toast(page, 'Checked Out');

        // Search finds "Nadia Quill's Chromebook"; her page lists it.
        await page.goto(`${e2e.url}/inventory?search=${encodeURIComponent(`${student}'s Chromebook`)}`);
        await page.getByRole('main').getByText(tag, { exact: true }).first().waitFor();
        await page.goto(`${e2e.url}/people?search=Quill${width}`);
        await page.getByRole('main').getByRole('link', { name: student }).first().click();
        await page.getByRole('heading', { name: 'Devices (1)' }).waitFor();
        await page.getByRole('link', { name: tag }).waitFor();
        await look(page, 'person', width);
        await context.close();
      },
      SLOW,
    );

    it(
      `${width} px: the Fleet screen's school years, sites and models; a unit cost edited; Five Star's roll-up`,
      async () => {
        const { page, context } = await e2e.signedIn(ADMIN, { width });
        await page.goto(`${e2e.url}/inventory/fleet`);
        const years = page.getByRole('region', { name: 'Support ends, by school year' });
        await years
          .getByText(/2024-25/)
          .first()
          .waitFor();
        await years
          .getByText(/\d+ past support/)
          .first()
          .waitFor();
        await page.getByRole('region', { name: 'By site' }).getByText('Benson High School').waitFor();
        await look(page, 'fleet', width);

        // The oldest model's unit cost: typed, saved on leaving the field, the totals follow.
        const cost = page.getByLabel('Unit cost of Chromebook 11 G8 EE, in dollars');
        expect(await cost.inputValue()).toMatch(/^\d+$/);
        const unit = width === 1440 ? 300 : 310;
        const pastCard = page.getByText('Cost to replace past support').locator('..').locator('..');
        const before = await pastCard.textContent();
        await cost.fill(String(unit));
        const saved = page.waitForResponse((r) => r.url().includes('/api/fleet/model-costs'));
        await cost.press('Tab');
        expect((await saved).status()).toBe(200);
        await toast(page, FLEET_MESSAGES.costSaved);
        await expect.poll(() => pastCard.textContent()).not.toBe(before);
        expect(await pastCard.textContent()).toContain(`$${(24 * unit).toLocaleString('en-US')}.00`);
        await context.close();

        // Five Star outside a district: every district and the total, from the sidebar.
        const provider = await e2e.signedIn('provider', { width });
        await provider.page.goto(`${e2e.url}/inventory/fleet`);
        const byDistrict = provider.page.getByRole('region', { name: 'By district' });
        await byDistrict.getByRole('link', { name: 'Benson Unified School District' }).waitFor();
        await provider.page.getByRole('button', { name: 'Excel' }).waitFor();
        await look(provider.page, 'fleet-all', width);
        await provider.context.close();
      },
      SLOW,
    );
  }
});
