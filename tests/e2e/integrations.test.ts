import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INCIDENTIQ_FACETS } from '../../domain/integration-settings.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { type ConnectwiseFake, startConnectwiseFake } from '../support/fakes/connectwise.ts';
import { axeViolations } from '../support/screen-check.ts';

// One walk per width: a district administrator connects ConnectWise (a local fake), tests it,
// syncs and reads the history; at 390 px the same screen and BrightGauge's token. The fake is on
// loopback over http: the escape hatch, which production (the server process's default) refuses.
const e2e = setUpBrowserTests({ NODE_ENV: 'test', INTEGRATIONS_ALLOW_INSECURE: 'true' });
const ADMIN = 'admin@lakeside.demo';
const SHOTS = '/tmp/shots/integrations';
const creds = {
  companyId: 'fivestar',
  publicKey: 'pub-e2e',
  privateKey: 'priv-e2e-secret',
  clientId: 'client-e2e',
};
let cw: ConnectwiseFake;

beforeAll(async () => {
  cw = await startConnectwiseFake(creds);
  cw.addTicket({ summary: 'Smartboard in room 12 is dark' });
});
afterAll(() => cw.stop());

const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describeE2E('Integrations', () => {
  it('at 1440 px an administrator saves ConnectWise, tests the connection and syncs', async () => {
    const { context, page } = await e2e.signedIn(ADMIN);
    await page.goto(`${e2e.url}/integrations/connectwise`);
    await page.getByRole('heading', { name: 'ConnectWise', level: 1 }).waitFor();
    await page.getByText('Never synced', { exact: true }).first().waitFor();
    await page.getByLabel('Site URL').fill(cw.siteUrl);
    await page.getByLabel('Company id', { exact: true }).fill(creds.companyId);
    await page.getByLabel('Client id', { exact: true }).fill(creds.clientId);
    await page.getByLabel('Public key').fill(creds.publicKey);
    await page.getByLabel('Private key').fill(creds.privateKey);
    await page.getByLabel('Enabled', { exact: true }).check();
    await page.getByRole('button', { name: 'Save ConnectWise settings' }).click();
    await page.getByRole('button', { name: 'Replace credentials' }).waitFor();
    expect(await page.content()).not.toContain(creds.privateKey);

    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText(/Connection works: Connected to ConnectWise Manage/).waitFor();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page
      .getByRole('table', { name: 'Sync history' })
      .getByText('Succeeded')
      .waitFor({ timeout: 20_000 });
    await page.getByText('Connected', { exact: true }).first().waitFor();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/connectwise-1440.png`, fullPage: true });
    await context.close();

    // Five Star, outside any district view: every district's connectors in one table, under Operations.
    const provider = await e2e.signedIn('provider');
    await provider.page.goto(`${e2e.url}/`);
    await provider.page.getByRole('link', { name: 'Integrations', exact: true }).click();
    await provider.page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
    const table = provider.page.getByRole('table', { name: 'Connectors of every district' });
    await table.getByText('Lakeside Academy District').first().waitFor();
    expect(await table.getByText('Connected', { exact: true }).count()).toBeGreaterThan(0);
    expect(await axeViolations(provider.page, 'main')).toEqual([]);
    await provider.page.screenshot({ path: `${SHOTS}/overview-1440.png`, fullPage: true });
    await provider.context.close();
  });

  it('at 390 px the page fits, and BrightGauge shows a new token once', async () => {
    const { context, page } = await e2e.signedIn(ADMIN, { width: 390, height: 844 });
    await page.goto(`${e2e.url}/integrations/connectwise`);
    await page.getByRole('button', { name: 'Replace credentials' }).waitFor();
    expect(await noSideways(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/connectwise-390.png`, fullPage: true });

    await page.goto(`${e2e.url}/integrations/brightgauge`);
    await page.getByRole('heading', { name: 'BrightGauge', level: 1 }).waitFor();
    await page.getByLabel('New token name').fill('BrightGauge production');
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByText('Copy this token now: it is shown only once.').waitFor();
    await page.getByRole('table', { name: 'Reporting tokens' }).getByText('BrightGauge production').waitFor();
    expect(await noSideways(page)).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/brightgauge-390.png`, fullPage: true });

    // A facet line IncidentIQ does not know is named under the box it was typed in; nothing is saved.
    await page.goto(`${e2e.url}/integrations/incidentiq`);
    await page.getByRole('heading', { name: 'IncidentIQ', level: 1 }).waitFor();
    await page.getByLabel('Facets to import').fill('location=north\nbuilding=12');
    await page.getByRole('button', { name: 'Save IncidentIQ settings' }).click();
    await page.getByText(`Choose a facet: ${INCIDENTIQ_FACETS.join(', ')}`).waitFor();
    expect(await page.getByLabel('Facets to import').getAttribute('aria-invalid')).toBe('true');
    expect(await noSideways(page)).toBe(true);
    expect(await axeViolations(page, 'main')).toEqual([]);
    await context.close();
  });
});
