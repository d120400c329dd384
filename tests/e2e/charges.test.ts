import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { APIRequestContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Asset } from '../../domain/assets.ts';
import { demoAdminEmail } from '../../server/seed/demo-accounts.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { checkDialogFocus } from '../support/focus-check.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';

/** Poppler's tools (installed on the test machine). */
const poppler = (tool: string, args: string[]) => execFileSync(tool, args);

// Fees & charges (issue 34, docs/product.md#charges) in a real browser, the whole chain: a
// student's device comes back on Collection day scanned damaged (screen), which makes the damage
// report; its proposal is $45, the administrator confirms it, the family statement (a PDF, turned
// into an image) shows it, the hold is switched on, and the next check-out of a device to that
// student by scan is held.

const e2e = setUpBrowserTests();
const ADMIN = demoAdminEmail('LAKESIDE');
const SHOTS = '/tmp/charges-shots';
mkdirSync(SHOTS, { recursive: true });
const LONG = { timeout: 300_000 };

async function look(page: Page, name: string) {
  await settle(page);
  expect(await axeViolations(page), name).toEqual([]);
  expect(await layoutProblems(page), name).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** A student of Lakeside with a SIS id (as the roster sync makes them). */
async function student(first: string, sisId: string, districtOf: string) {
  const client = new pg.Client({ connectionString: e2e.databaseUrl });
  await client.connect();
  try {
    const person = await client.query<{ id: string }>(
      `insert into people (district_id, first_name, last_name, role, sis_id)
       select district_id, $1, 'Ruiz', 'student', $2 from assets where id = $3 returning id`,
      [first, sisId, districtOf],
    );
    return person.rows[0]!.id;
  } finally {
    await client.end();
  }
}

/** A scan as the scanner sends it (POST /api/scans). */
async function scan(api: APIRequestContext, body: Record<string, unknown>) {
  const res = await api.post(`${e2e.url}/api/scans`, {
    data: { scanKey: randomUUID(), scannedAt: new Date().toISOString(), ...body },
    headers: { origin: e2e.url },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json() as Promise<{ result: string; message: string }>;
}

describeE2E('fees and charges', () => {
  for (const [width, first, sisId] of [
    [1440, 'Ana', 'E2E-CH-1440'],
    [390, 'Lia', 'E2E-CH-390'],
  ] as const) {
    it(
      `${width} px: a damage is charged $45, the statement shows it, the next check-out is held`,
      LONG,
      async () => {
        const { context, page } = await e2e.signedIn(ADMIN, { width, acceptDownloads: true });
        const assets = (await (
          await context.request.get(`${e2e.url}/api/assets?status=active&limit=1000`)
        ).json()) as Asset[];
        // Student devices in stock (the demo's network gear is in stock too, but has no screen).
        const free = assets.filter(
          (a) => !a.assignedTo && !a.personId && a.model && ['chromebook', 'laptop'].includes(a.category),
        );
        const damaged = free[width === 1440 ? 0 : 2]!;
        const next = free[width === 1440 ? 1 : 3]!;
        const personId = await student(first, sisId, damaged.id);
        const name = `${first} Ruiz`;

        // The student had the device (issue day's scan); it comes back on Collection day with a
        // broken screen: the damaged check-in makes the damage report.
        await scan(context.request, { mode: 'check_out', code: damaged.assetTag, personId });
        await page.goto(`${e2e.url}/inventory/collection`);
        await page.getByRole('heading', { name: 'Collection day' }).waitFor();
        const box = page.getByLabel('Scan a device');
        await box.fill(damaged.assetTag);
        await box.press('Enter');
        await page.getByRole('heading', { name: `Device ${damaged.assetTag}` }).waitFor();
        await page.getByRole('radio', { name: /Damaged/ }).check();
        await page.getByLabel('What is damaged').selectOption('screen');
        await look(page, 'collection-damaged');
        await page.getByRole('button', { name: 'Check in and next' }).click();
        await page
          .getByRole('status')
          .filter({ hasText: new RegExp(`${damaged.assetTag} checked in: .*damaged`) })
          .waitFor();
        const reports = await context.request.get(`${e2e.url}/api/damage?personId=${personId}`);
        const [report] = (await reports.json()).items as { kind: string; source: string }[];
        expect(report).toMatchObject({ kind: 'screen', source: 'scan' });

        // The proposal and its confirmation.
        await page.goto(`${e2e.url}/charges`);
        await page.getByRole('heading', { name: 'Fees & charges' }).waitFor();
        const review = page.getByRole('button', { name: `Review charge of ${damaged.assetTag}` });
        await review.waitFor();
        await look(page, 'open');
        await checkDialogFocus(page, review, 'Review charge');
        await review.click();
        const dialog = page.getByRole('dialog', { name: 'Review charge' });
        await dialog.getByText(`Screen, ${damaged.model}`).waitFor();
        expect(await dialog.getByText('Proposed charge').locator('..').textContent()).toContain('$45.00');
        await look(page, 'review');
        await dialog.getByRole('button', { name: 'Confirm charge' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByText('Charge recorded.').first().waitFor();
        const openCharge = page.getByRole('button', {
          name: `Update charge of ${name}: Screen: ${damaged.assetTag} (${damaged.model})`,
        });
        await openCharge.waitFor();
        await expect.poll(() => review.count()).toBe(0);

        // Hold check-out for open charges.
        await page.getByRole('tab', { name: 'Fee schedule' }).click();
        const hold = page.getByRole('switch', { name: /Hold check-out for open charges/ });
        if (!(await hold.isChecked())) await hold.check();
        await page.getByRole('button', { name: 'Save fee schedule' }).click();
        await page.getByText('Fee schedule saved.').first().waitFor();
        await look(page, 'schedule');
        await page.getByRole('tab', { name: 'Insurance' }).click();
        await page.getByText('Basic', { exact: true }).first().waitFor();
        await look(page, 'insurance');

        // The family statement, in Spanish, from the person's page.
        await page.goto(`${e2e.url}/people/${personId}`);
        await page.getByRole('heading', { name: 'Fees & charges' }).waitFor();
        await page.getByText('$45.00').first().waitFor();
        await look(page, 'person');
        for (const lang of ['English', 'Spanish'] as const) {
          const download = page.waitForEvent('download');
          await page.getByRole('button', { name: `Statement (${lang})` }).click();
          const file = `${SHOTS}/statement-${lang}-${width}.pdf`;
          await (await download).saveAs(file);
          const text = poppler('pdftotext', [file, '-']).toString();
          expect(text).toContain('$45.00');
          expect(text).toContain(
            lang === 'English' ? `Screen: ${damaged.assetTag}` : `Pantalla: ${damaged.assetTag}`,
          );
          poppler('pdftoppm', ['-png', '-r', '60', '-singlefile', file, file.replace(/\.pdf$/, '')]);
        }

        // Issue day: the next device to that student is held.
        await page.goto(`${e2e.url}/inventory/issue`);
        await page.getByRole('heading', { name: 'Issue day' }).waitFor();
        const card = page.getByLabel("Scan the person's card");
        await card.fill(sisId);
        await card.press('Enter');
        await expect.poll(() => page.getByTestId('issue-person').textContent()).toBe(name);
        const deviceBox = page.getByLabel(`Scan the device for ${name}`);
        await deviceBox.fill(next.assetTag);
        await deviceBox.press('Enter');
        await page.getByText(`Held: ${name} owes $45.00 — see Fees & charges.`).first().waitFor();
        await look(page, 'held');
        const after = (await (await context.request.get(`${e2e.url}/api/assets/${next.id}`)).json()) as Asset;
        expect(after.personId).toBeNull();
        await context.close();
      },
    );
  }
});
