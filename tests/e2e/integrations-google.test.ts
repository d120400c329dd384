import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { type GoogleFake, makeServiceAccountKey, startGoogleFake } from '../support/fakes/google-admin.ts';
import { axeViolations, settle } from '../support/screen-check.ts';

// A district administrator connects Google Workspace (a local fake of Google's token endpoint and
// Directory API), tests it, starts a dry run, reviews the diff and approves it; at 390 px the same
// review fits. The fake is on loopback over http: the tests' escape hatch.
const e2e = setUpBrowserTests({ NODE_ENV: 'test', INTEGRATIONS_ALLOW_INSECURE: 'true' });
const ADMIN = 'admin@lakeside.demo';
const GOOGLE_ADMIN = 'it-admin@lakeside.example';
const SHOTS = '/tmp/google-more-shots';
mkdirSync(SHOTS, { recursive: true });
let g: GoogleFake;
let key: ReturnType<typeof makeServiceAccountKey>;

beforeAll(async () => {
  g = await startGoogleFake({ admins: [GOOGLE_ADMIN] });
  key = makeServiceAccountKey(g.tokenUri);
  g.delegate(key.clientEmail, key.publicKeyPem);
  g.addOrgUnit('/Students');
  // A school's unit found by its name, and its grade inheriting it.
  g.addOrgUnit('/Students/Lakeside High School');
  g.addOrgUnit('/Students/Lakeside High School/Grade 9');
  g.addDevice({ orgUnitPath: '/Students/Lakeside High School', annotatedAssetId: 'LK-HS-0001' });
  g.addDevice({ orgUnitPath: '/Students/Lakeside High School/Grade 9', annotatedAssetId: 'LK-HS-0002' });
  for (let i = 0; i < 40; i++)
    g.addDevice({
      orgUnitPath: '/Students',
      annotatedAssetId: `LK-CB-${String(i + 1).padStart(4, '0')}`,
      // One past its support end: the asset details highlight it.
      ...(i === 1 ? { autoUpdateThrough: '2025-06-01' } : {}),
    });
});
afterAll(() => g.stop());

const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describeE2E('Google Workspace', () => {
  it('at 1440 px an administrator connects, dry-runs, reviews the diff and approves it', async () => {
    const { context, page } = await e2e.signedIn(ADMIN);
    await page.goto(`${e2e.url}/integrations/google`);
    await page.getByRole('heading', { name: 'Google Workspace', level: 1 }).waitFor();
    await page.getByText('Nothing waiting for approval').waitFor();
    await page.getByLabel('Service account JSON key').fill(key.text);
    await page.getByLabel('Administrator to act as').fill(GOOGLE_ADMIN);
    await page.getByLabel('API root').fill(g.apiRoot);
    await page.getByLabel('Enabled', { exact: true }).check();
    await page.getByRole('button', { name: 'Save Google Workspace settings' }).click();
    await page.getByRole('button', { name: 'Replace credentials' }).waitFor();
    expect(await page.content()).not.toContain('PRIVATE KEY');

    await page.getByRole('button', { name: 'Test connection' }).click();
    await page
      .getByText(/Connection works: Connected to Google Workspace as it-admin@lakeside\.example/)
      .waitFor();

    await page.getByRole('button', { name: 'Dry run' }).click();
    const created = page.getByRole('table', { name: 'Devices to create' });
    await created.waitFor({ timeout: 20_000 });
    await created.getByText('LK-CB-0001').waitFor();
    await page
      .getByText('A dry run was asked for.')
      .or(page.getByText('The first sync is always reviewed before it runs.'))
      .first()
      .waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/review-1440.png`, fullPage: true });

    await page.getByRole('button', { name: 'Approve and apply' }).click();
    await page
      .getByRole('table', { name: 'Sync history' })
      .getByText('Succeeded')
      .waitFor({ timeout: 20_000 });
    await page.getByText('Nothing waiting for approval').waitFor();
    await page.screenshot({ path: `${SHOTS}/approved-1440.png`, fullPage: true });

    // The inventory has them now.
    await page.goto(`${e2e.url}/inventory?search=LK-CB-0007`);
    await page.getByText('LK-CB-0007').first().waitFor();
    await context.close();
  });

  for (const width of [1440, 390]) {
    it(`at ${width} px the org units are mapped to sites, the unmapped one with devices highlighted`, async () => {
      const { context, page } = await e2e.signedIn(ADMIN, { width, height: width === 390 ? 844 : 1000 });
      await page.goto(`${e2e.url}/integrations/google`);
      const card = page.locator('#google-org-units');
      await card.getByText('/Students/Lakeside High School/Grade 9', { exact: true }).waitFor();
      const students = card.getByLabel('Site of /Students', { exact: true });
      const row = (path: string) =>
        width === 390
          ? card.getByRole('listitem').filter({ has: page.getByText(path, { exact: true }) })
          : card.getByRole('row').filter({ has: page.getByText(path, { exact: true }) });
      if (width === 1440) {
        // Found by name, inherited, and one with 40 Chromebooks and no site (flagged).
        await row('/Students/Lakeside High School').getByText('By name', { exact: true }).waitFor();
        await row('/Students/Lakeside High School/Grade 9')
          .getByText('From parent', { exact: true })
          .waitFor();
        await card.getByText('org unit with Chromebooks has no site: its devices get none.').waitFor();
        expect(await row('/Students').locator('span:text-is("No site")').count()).toBe(1);
        expect(await row('/Students').getAttribute('class')).toContain('bg-tone-orange-bg');
        await settle(page);
        expect(await axeViolations(page, 'main')).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/org-units-1440.png`, fullPage: true });

        await students.selectOption({ label: 'Lakeside Middle School' });
        await row('/Students').getByText('Chosen', { exact: true }).waitFor();
        expect(await card.getByText(/has no site/).count()).toBe(0);
        const save = card.getByRole('button', { name: 'Save org unit sites' });
        await save.click();
        await page.getByText('Org unit sites saved', { exact: true }).first().waitFor();
        expect(await save.evaluate((b) => b === document.activeElement)).toBe(true);
      } else {
        // What 1440 saved is there after a reload, on a phone's cards.
        await row('/Students').getByText('Chosen', { exact: true }).waitFor();
        expect(await students.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text)).toBe(
          'Lakeside Middle School',
        );
        await card.getByLabel('Site of /Students/Lakeside High School', { exact: true }).selectOption({
          label: 'No site',
        });
        // Its grade has nothing to inherit now: flagged, until the change is undone.
        await card.getByText('org unit with Chromebooks has no site: its devices get none.').waitFor();
        await row('/Students/Lakeside High School/Grade 9').locator('span:text-is("No site")').waitFor();
        expect(await noSideways(page)).toBe(true);
        await settle(page);
        expect(await axeViolations(page, '#google-org-units')).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/org-units-390.png`, fullPage: true });
        await card.getByRole('button', { name: 'Undo changes' }).click();
        await row('/Students/Lakeside High School').getByText('By name', { exact: true }).waitFor();
        expect(
          await card
            .getByRole('button', { name: 'Save org unit sites' })
            .evaluate((b) => b === document.activeElement),
        ).toBe(true);
      }
      await context.close();
    });

    it(`at ${width} px an asset's details show what Google says of its Chromebook`, async () => {
      const { context, page } = await e2e.signedIn(ADMIN, { width, height: width === 390 ? 844 : 1000 });
      for (const [tag, support] of [
        ['LK-CB-0001', 'Updates until June 2029'],
        ['LK-CB-0002', 'Updates ended June 2025'],
      ] as const) {
        await page.goto(`${e2e.url}/inventory?search=${tag}`);
        await page
          .getByRole('button', { name: `View ${tag}` })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        const google = dialog.getByRole('region', { name: 'Google Workspace' });
        await google.getByText(support, { exact: false }).waitFor();
        await google.getByText('126.0.6478.132').waitFor();
        await google.getByText('/Students', { exact: true }).waitFor();
        // Google's status in words, not its enum.
        await google.getByText('Active', { exact: true }).waitFor();
        expect(await google.getByText(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/).count()).toBe(1);
        await settle(page);
        expect(await axeViolations(page), `${tag} at ${width}`).toEqual([]);
        expect(await noSideways(page)).toBe(true);
        await page.screenshot({ path: `${SHOTS}/asset-google-${tag}-${width}.png`, fullPage: true });
      }
      await context.close();
    });
  }

  it('at 390 px the review fits the screen', async () => {
    g.addDevice({ orgUnitPath: '/Students', annotatedAssetId: 'LK-CB-NEW1' });
    const { context, page } = await e2e.signedIn(ADMIN, { width: 390, height: 844 });
    await page.goto(`${e2e.url}/integrations/google`);
    await page.getByRole('button', { name: 'Dry run' }).click();
    // On a phone the devices to create are a list, not a table.
    await page
      .getByRole('list', { name: 'Devices to create' })
      .getByText('LK-CB-NEW1')
      .waitFor({ timeout: 20_000 });
    expect(await noSideways(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/review-390.png`, fullPage: true });
    // The review card itself (the shared sync history's table scrolls sideways on a phone without a
    // focusable cell: axe's scrollable-region-focusable, reported separately).
    expect(await axeViolations(page, '#google-review')).toEqual([]);
    await context.close();
  });
});
