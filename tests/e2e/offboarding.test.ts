import { expect, it } from 'vitest';
import { OFFBOARDING_MESSAGES } from '../../domain/offboarding.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { axeViolations } from '../support/screen-check.ts';

const e2e = setUpBrowserTests();
const SHOTS = '/tmp/shots/offboarding';

/** Five Star on a district's page, found by its code. */
async function openDistrict(width: number, code: string) {
  const { context, page } = await e2e.signedIn('provider', { width });
  page.setDefaultTimeout(60_000);
  const districts = (await (await context.request.get(`${e2e.url}/api/districts`)).json()) as {
    id: string;
    name: string;
    code: string;
  }[];
  const district = districts.find((d) => d.code === code)!;
  await page.goto(`${e2e.url}/instance/${district.id}`);
  await page.getByRole('heading', { name: 'Offboarding' }).waitFor();
  return { page, district };
}

describeE2E('district offboarding', () => {
  for (const [width, code] of [
    [1440, 'MOUNTAINVIEW'],
    [390, 'PINERIDGE'],
  ] as const)
    it(`starts offboarding with a 30-day period, sees it wait, and cancels it (${width} px)`, async () => {
      const { page, district } = await openDistrict(width, code);
      const start = page.getByRole('button', { name: 'Start offboarding…' });
      expect(await axeViolations(page, 'main')).toEqual([]);

      // Closing the dialog gives the focus back to its opener.
      await start.click();
      const dialog = page.getByRole('dialog', { name: 'Start offboarding' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await start.evaluate((el) => el === document.activeElement)).toBe(true);

      await start.click();
      expect(await dialog.getByLabel('Confirmation period (days)').inputValue()).toBe('30');
      expect(await axeViolations(page, 'main')).toEqual([]);
      await dialog.getByLabel(/^Type “/).fill('Not the name');
      await dialog.getByRole('button', { name: 'Start offboarding' }).click();
      await dialog.getByText(OFFBOARDING_MESSAGES.confirmName).waitFor();
      await dialog.getByLabel(/^Type “/).fill(district.name);
      await page.screenshot({ path: `${SHOTS}/dialog-${width}.png` });
      await dialog.getByRole('button', { name: 'Start offboarding' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(OFFBOARDING_MESSAGES.started, { exact: true }).first().waitFor();

      // The archive is made in the background; then the confirmation period runs.
      await page.getByText('Waiting for the confirmation period').waitFor();
      await page.getByRole('button', { name: 'Download archive' }).waitFor();
      await page.getByText('Deletion starts').waitFor();
      expect(await axeViolations(page, 'main')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/waiting-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Cancel offboarding' }).click();
      await page.getByText(OFFBOARDING_MESSAGES.cancelled, { exact: true }).first().waitFor();
      await page.getByText('Cancelled', { exact: true }).first().waitFor();
      await start.waitFor();

      // The districts page lists it among the offboarded districts (none deleted: no certificate).
      await page.goto(`${e2e.url}/districts`);
      await page.getByRole('heading', { name: 'Offboarded districts' }).waitFor();
      await page.getByText(district.name).first().waitFor();
      expect(await axeViolations(page, 'main')).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/districts-${width}.png`, fullPage: true });
      await page.context().close();
    });
});
