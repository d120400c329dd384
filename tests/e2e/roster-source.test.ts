import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAdminEmail } from '../../server/seed/demo-accounts.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { rosterZip, userRow } from '../support/oneroster.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';

// The roster source (issue 31, docs/product.md#people) in a browser: an administrator saves the
// SIS's address with a bearer token, fetches now, and reads the run in the history; at 1440 and
// 390 px, axe clean.

const e2e = setUpBrowserTests({ NODE_ENV: 'test', INTEGRATIONS_ALLOW_INSECURE: 'true' });
const SHOTS = '/tmp/roster-sync-shots';
const ADMIN = demoAdminEmail('BENSON');
let sis: Server;
let base: string;
const seen: (string | undefined)[] = [];

beforeAll(async () => {
  sis = createServer((req, res) => {
    seen.push(req.headers.authorization);
    const width = /\/roster-(\d+)\.zip$/.exec(req.url ?? '')?.[1];
    if (!width) return void res.writeHead(404).end();
    const zip = rosterZip({
      mode: 'delta',
      orgs: [`src-hs-${width},active,2026-08-01,Source High ${width},school,SH${width},`],
      users: [
        userRow({
          id: `src-s-${width}`,
          status: 'active',
          modified: '2026-08-01',
          orgs: `src-hs-${width}`,
          role: 'student',
          given: 'Iris',
          family: `Vale${width}`,
          grade: '10',
        }),
      ],
    });
    res.writeHead(200, { 'content-type': 'application/zip' }).end(zip);
  });
  await new Promise<void>((resolve) => sis.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(sis.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => sis?.close(resolve)));

async function look(page: Page, name: string, width: number) {
  await settle(page);
  expect(await axeViolations(page), name).toEqual([]);
  expect(await layoutProblems(page), name).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
}

describeE2E('the roster source', () => {
  for (const width of [1440, 390]) {
    it(`${width} px: an administrator saves the SIS address with a token and fetches now`, async () => {
      const { context, page } = await e2e.signedIn(ADMIN, { width, height: width > 500 ? 900 : 844 });
      await page.goto(`${e2e.url}/people`);
      await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Roster source' }).click();
      const dialog = page.getByRole('dialog', { name: 'Roster source' });
      await dialog.getByLabel('Address (https)').waitFor();
      await look(page, 'roster-source-empty', width);

      await dialog.getByLabel('Address (https)').fill(`${base}/roster-${width}.zip`);
      await dialog.getByLabel('Credential').selectOption('bearer');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Enter the bearer token').waitFor();
      await dialog.getByLabel('Bearer token').fill(`token-${width}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Roster source saved').first().waitFor();
      await dialog
        .getByRole('option', { name: 'Keep the saved bearer token' })
        .waitFor({ state: 'attached' });
      expect(await dialog.getByLabel('Credential').inputValue()).toBe('keep');
      expect(await page.content()).not.toContain(`token-${width}`);

      const runs = dialog.getByTestId('roster-runs');
      const before = await runs.getByText('succeeded').count();
      await dialog.getByRole('button', { name: 'Fetch now' }).click();
      await expect.poll(() => runs.getByText('succeeded').count(), { timeout: 20_000 }).toBe(before + 1);
      await runs
        .getByText(/Delta: 1 new/)
        .first()
        .waitFor();
      expect(seen).toContain(`Bearer token-${width}`);
      await look(page, 'roster-source-fetched', width);

      await page.keyboard.press('Escape');
      await page.goto(`${e2e.url}/people?search=Vale${width}`);
      await page.getByText(`Iris Vale${width}`).first().waitFor();
      await context.close();
    }, 240_000);
  }
});
