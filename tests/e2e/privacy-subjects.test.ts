import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { checkDialogFocus } from '../support/focus-check.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
const SHOTS = '/tmp/shots/privacy-subjects';

/** Opens Student Privacy, picks the demo student and exports their data until Download shows. */
async function exportStudent(width: number): Promise<Page> {
  const { page } = await e2e.signedIn('admin@benson.demo', { width });
  page.setDefaultTimeout(60_000);
  await page.goto(`${e2e.url}/privacy`);
  await page.getByRole('heading', { name: "A person's data" }).waitFor();
  // The demo seed's ready export.
  await page
    .getByRole('link', { name: /^Download the export of / })
    .first()
    .waitFor();
  await page.getByLabel('Person', { exact: true }).fill('student@');
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('button', { name: 'Export data' }).click();
  const status = page.getByRole('status').filter({ hasText: /The export of .+ is ready/ });
  await status.getByRole('link', { name: /^Download the export of / }).waitFor();
  return page;
}

describeE2E("A person's data", () => {
  it('exports a person and the erase dialog gives focus back on Cancel (1440 px)', async () => {
    const page = await exportStudent(1440);
    // From the keyboard (the option was clicked): Tab from Export data reaches Erase….
    await page.getByRole('button', { name: 'Export data' }).focus();
    await page.keyboard.press('Tab');
    await checkDialogFocus(page, page.getByRole('button', { name: 'Erase…' }), /^Erase /, async (dialog) => {
      await dialog.getByRole('button', { name: 'Cancel' }).focus();
      await page.keyboard.press('Enter');
    });
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/export-1440.png`, fullPage: true });
    await page.context().close();
  });

  it('exports, then erases and says what was kept and why (390 px)', async () => {
    const page = await exportStudent(390);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/export-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('dialog', { name: /^Erase / });
    await dialog.getByRole('button', { name: /^Erase / }).click();
    const done = page.getByRole('dialog', { name: / was erased$/ });
    await done.getByText('kept because:', { exact: false }).first().waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/erased-390.png`, fullPage: true });
    await done.getByRole('button', { name: 'Done' }).click();
    await done.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
