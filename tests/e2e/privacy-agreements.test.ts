import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PRIVACY_AGREEMENT_MESSAGES as M } from '../../domain/privacy-agreements.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { checkDialogFocus, hasFocus } from '../support/focus-check.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';

// Student Privacy's vendor agreements (issue 36, docs/product.md#vendor-agreements) in a browser,
// at 1440 and 390 px: the demo's apps and their agreements, one edited through its dialog (focus
// back on its button), the "Missing a signed agreement" filter and its CSV export.

const e2e = setUpBrowserTests();
const SLOW = 240_000;
const SHOTS = '/tmp/privacy-agreements-shots';
mkdirSync(SHOTS, { recursive: true });
const BENSON = 'admin@benson.demo';

async function look(page: Page, name: string, width: number, { dialog = false } = {}) {
  await settle(page);
  expect(await axeViolations(page), name).toEqual([]);
  expect(await layoutProblems(page), name).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: !dialog });
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describeE2E('Vendor agreements', () => {
  it(
    'edits an agreement through its dialog, filters the apps missing one and exports them, at 1440 px',
    async () => {
      const width = 1440;
      const { page } = await e2e.signedIn(BENSON, { width });
      await page.goto(`${e2e.url}/privacy`);
      const section = page.getByRole('region', { name: 'Vendor agreements' });
      const gaggle = section.getByRole('row', { name: /Gaggle Safety Management/ });
      await gaggle.getByText('Requested').waitFor();
      await section
        .getByRole('row', { name: /Google Workspace/ })
        .getByText('Signed')
        .waitFor();
      await section
        .getByRole('row', { name: /Kahoot!/ })
        .getByText('no license', { exact: false })
        .waitFor();
      await look(page, 'apps', width);

      await checkDialogFocus(
        page,
        section.getByRole('button', { name: 'Add an app without a license' }),
        'Add an app without a license',
      );

      // Gaggle's agreement comes back signed: the date it was signed is asked first.
      const edit = gaggle.getByRole('button', { name: 'Edit the agreement of Gaggle Safety Management' });
      await edit.click();
      const dialog = page.getByRole('dialog', { name: 'Privacy agreement' });
      await dialog.getByLabel('Agreement status').selectOption('signed');
      await dialog.getByRole('button', { name: 'Save agreement' }).click();
      await dialog.getByText(M.signedAtRequired).waitFor();
      await dialog.getByLabel('Signed on').fill('2025-08-01');
      await dialog.getByLabel('Expires on').fill('2028-07-31');
      await dialog.getByRole('checkbox', { name: 'Photos' }).check();
      await dialog.getByRole('switch', { name: 'Approved for student use' }).check();
      await look(page, 'agreement-dialog', width, { dialog: true });
      await dialog.getByRole('button', { name: 'Save agreement' }).click();
      await toast(page, M.saved);
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => hasFocus(edit)).toBe(true);
      await gaggle.getByText('Signed').waitFor();
      await gaggle.getByText('Approved for students').waitFor();

      // Missing a signed agreement: Gaggle and Google leave, Kahoot! (requested) stays.
      await section.getByLabel('Show', { exact: true }).selectOption('missing');
      await section.getByRole('row', { name: /Google Workspace/ }).waitFor({ state: 'detached' });
      await gaggle.waitFor({ state: 'detached' });
      await section.getByRole('row', { name: /Kahoot!/ }).waitFor();

      const downloading = page.waitForEvent('download');
      await section.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^apps-and-privacy-agreements-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = readFileSync((await download.path())!, 'utf8')
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toBe(
        'App,Vendor,Agreement status,Agreement type,Signed,Expires,Student data shared,Approved for students,Agreement link',
      );
      expect(lines).toContain('Kahoot!,Kahoot! ASA,Requested,,,,"Name, Activity and usage data",No,');
      expect(lines.some((l) => l.startsWith('Gaggle') || l.startsWith('Google'))).toBe(false);
    },
    SLOW,
  );

  it(
    'shows the apps as cards and the dialog at 390 px',
    async () => {
      const width = 390;
      const { page } = await e2e.signedIn(BENSON, { width });
      await page.goto(`${e2e.url}/privacy`);
      const section = page.getByRole('region', { name: 'Vendor agreements' });
      await section.getByRole('button', { name: 'Kahoot!', exact: true }).waitFor();
      await look(page, 'apps', width);
      await section.getByRole('button', { name: 'Kahoot!', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Privacy agreement' });
      await dialog.getByLabel('App', { exact: true }).waitFor();
      await look(page, 'agreement-dialog', width, { dialog: true });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    },
    SLOW,
  );
});
