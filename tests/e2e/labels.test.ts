import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { assetLabelUrl, LABEL_MESSAGES } from '../../domain/labels.ts';
import { DEMO_PASSWORD, describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { checkDialogFocus } from '../support/focus-check.ts';
import { pdfPagePng, pdfPages, readCodes } from '../support/label-images.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
const SHOTS = '/tmp/shots/labels';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** The first asset tags of the list, as the rows' View buttons name them. */
async function firstTags(page: Page, n: number): Promise<string[]> {
  const views = page.getByRole('button', { name: /^View / });
  await views.first().waitFor();
  const names = await views.evaluateAll((els) =>
    els.map((e) => e.getAttribute('aria-label') ?? e.textContent),
  );
  return names.slice(0, n).map((name) => String(name).replace(/^View /, ''));
}

describeE2E('asset labels', () => {
  it("/a/<tag> signed out: the sign-in page at the label's address, then the asset", async () => {
    await fs.mkdir(SHOTS, { recursive: true });
    // A demo asset of Benson.
    const admin = await e2e.signedIn('admin@benson.demo');
    const listed = await admin.context.request.get(`${e2e.url}/api/assets/page?limit=1&sort=assetTag`);
    const tag: string = (await listed.json()).items[0].assetTag;
    await admin.context.close();

    const page = await e2e.visitor({ width: 390 });
    await page.goto(`${e2e.url}/a/${encodeURIComponent(tag)}`);
    await page.getByLabel('Email').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/a/${encodeURIComponent(tag)}`);
    await page.screenshot({ path: `${SHOTS}/tag-signed-out-390.png` });
    await page.getByLabel('Email').fill('admin@benson.demo');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The asset opens in the inventory, whose address names it.
    const view = page.getByRole('dialog');
    await view.getByText(tag, { exact: true }).first().waitFor();
    await page.waitForURL(/\/inventory\?.*asset=/);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/tag-signed-in-390.png` });
    // Closing it leaves the plain inventory.
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('asset')).toBeNull();

    // An unknown tag says so.
    await page.goto(`${e2e.url}/a/NO-SUCH-TAG`);
    await page.getByText(LABEL_MESSAGES.tagNotFound).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  for (const width of [1440, 390]) {
    it(`prints labels of selected assets from the inventory at ${width} px: a PDF whose QR codes read back`, async () => {
      const { context, page } = await e2e.signedIn('admin@benson.demo', { width, acceptDownloads: true });
      await page.goto(`${e2e.url}/inventory`);
      await page.getByRole('heading', { name: 'Inventory' }).waitFor();
      const tags = await firstTags(page, 2);
      // The header's Print labels fits beside the others, at either width.
      await settle(page);
      expect(await layoutProblems(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/inventory-${width}.png` });
      // Selected by keyboard, as a keyboard user would (the opener then shows its focus ring).
      for (const tag of tags) {
        await page.getByRole('checkbox', { name: `Select ${tag}` }).focus();
        await page.keyboard.press('Space');
      }

      const opener = page
        .getByRole('toolbar', { name: 'Bulk actions' })
        .getByRole('button', { name: 'Print labels' });
      // Focus goes into the dialog and back to its opener.
      await checkDialogFocus(page, opener, 'Print labels');

      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Print labels' });
      await dialog.getByLabel('Labels for').waitFor();
      expect(await dialog.getByLabel('Labels for').inputValue()).toBe('selection');
      await dialog.getByLabel('Extra line').fill('Property of Benson USD');
      await dialog.getByRole('img', { name: new RegExp(`Preview of one label: ${tags[0]}`) }).waitFor();
      await dialog.getByText('2 labels on 1 page').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await layoutProblems(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/dialog-${width}.png` });

      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download PDF' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^asset-labels-avery-5160-\d{4}-\d\d-\d\d\.pdf$/);
      await toast(page, LABEL_MESSAGES.downloaded(2));
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

      const pdf = await fs.readFile((await file.path())!);
      // At 300 dpi, as a laser printer prints it (a 5160 barcode's module is 0.63 pt); the two
      // labels fill the first row (½" to 1½" from the top).
      const [sheet] = await pdfPages(pdf, { crop: { x: 0, y: 100, width: 2550, height: 400 } });
      const codes = await readCodes(sheet!);
      expect(
        codes
          .filter((c) => c.format === 'QRCode')
          .map((c) => c.text)
          .sort(),
      ).toEqual(tags.map((tag) => assetLabelUrl(e2e.url, tag)).sort());
      expect(
        codes
          .filter((c) => c.format === 'Code128')
          .map((c) => c.text)
          .sort(),
      ).toEqual([...tags].sort());
      await pdfPagePng(pdf, `${SHOTS}/labels-${width}`, 100);
      await context.close();
    });
  }

  it('prints a ZPL roll for a whole site, and a sheet stock forces PDF', async () => {
    const { context, page } = await e2e.signedIn('admin@benson.demo', { acceptDownloads: true });
    await page.goto(`${e2e.url}/inventory`);
    await page.getByRole('heading', { name: 'Inventory' }).waitFor();
    await page.getByRole('button', { name: 'Print labels' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print labels' });
    expect(await dialog.getByLabel('Labels for').inputValue()).toBe('site');
    const site = dialog.getByLabel('Site');
    await expect.poll(() => site.locator('option').count()).toBeGreaterThan(1);
    await site.selectOption({ index: 1 });
    await dialog.getByLabel('Label stock').selectOption('2x1');
    await dialog.getByLabel('Format').selectOption('zpl');
    await dialog.getByLabel('Label stock').selectOption('avery-5160');
    expect(await dialog.getByLabel('Format').inputValue()).toBe('pdf');
    await dialog.getByLabel('Label stock').selectOption('2x1');
    await dialog.getByLabel('Format').selectOption('zpl');
    await page.screenshot({ path: `${SHOTS}/site-zpl-1440.png` });
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download ZPL' }).click();
    const zpl = await fs.readFile((await (await download).path())!, 'utf8');
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl).toContain('^BQN');
    expect(zpl).toContain('^BCN');
    await context.close();
  });
});
