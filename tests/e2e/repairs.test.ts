import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Asset } from '../../domain/assets.ts';
import { DAMAGE_MESSAGES, DAMAGE_SOURCE_LABELS } from '../../domain/damage.ts';
import { PART_MESSAGES, type Part, partFits } from '../../domain/parts.ts';
import { demoAdminEmail } from '../../server/seed/demo-accounts.ts';
import { describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { checkDialogFocus } from '../support/focus-check.ts';
import { samplePng } from '../support/sample-files.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';

// Damage and repairs (issue 34, docs/product.md#repairs) in a real browser: report damage from an
// asset's page, find its repair on /inventory/repairs, send it out with an RMA; a technician reports
// damage from a visit (source Onsite checklist); at 1440 and 390 px, axe clean, focus back on the
// opener after each dialog.

const e2e = setUpBrowserTests();
const ADMIN = demoAdminEmail('BENSON');
const SHOTS = '/tmp/repairs-shots';
mkdirSync(SHOTS, { recursive: true });

async function look(page: Page, name: string) {
  await settle(page);
  expect(await axeViolations(page), name).toEqual([]);
  expect(await layoutProblems(page), name).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

const used = new Set<string>();
/** A device a student holds, not used by another run of the flow (nor by the demo's damage). */
async function heldDevice(request: APIRequestContext): Promise<Asset> {
  const assets = (await (
    await request.get(`${e2e.url}/api/assets?status=active&limit=1000`)
  ).json()) as Asset[];
  const held = assets
    .filter((a) => a.personId && !used.has(a.id))
    .sort((a, b) => b.assetTag.localeCompare(a.assetTag));
  const asset = held[0]!;
  used.add(asset.id);
  return asset;
}

describeE2E('repairs', () => {
  for (const width of [1440, 390]) {
    it(`reports damage from the asset's page and sends the repair out (${width} px)`, async () => {
      const { page, context } = await e2e.signedIn(ADMIN, { width });
      const asset = await heldDevice(context.request);
      // File pickers are intercepted (Playwright starts when first asked, which takes a moment).
      page.on('filechooser', () => {});

      // The asset's page: Report damage.
      await page.goto(`${e2e.url}/inventory`);
      await page
        .getByRole('button', { name: /^View / })
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(async (err) => {
          await page.screenshot({ path: `${SHOTS}/failed-${width}.png` });
          throw err;
        });
      const answered = page.waitForResponse(
        (r) =>
          r.url().includes('/api/assets/page') &&
          new URL(r.url()).searchParams.get('search') === asset.assetTag,
      );
      await page.getByRole('searchbox', { name: 'Search assets' }).fill(asset.assetTag);
      await answered;
      // By keyboard, as the focus checks expect a keyboard user.
      await page
        .getByRole('button', { name: `View ${asset.assetTag}` })
        .first()
        .focus();
      await page.keyboard.press('Enter');
      const view = page.getByRole('dialog', { name: asset.name });
      await view.waitFor();
      const reportButton = view.getByRole('button', { name: 'Report damage' });
      await checkDialogFocus(page, reportButton, `Report damage: ${asset.assetTag}`);
      await reportButton.click();
      const form = page.getByRole('dialog', { name: `Report damage: ${asset.assetTag}` });
      await form.getByRole('button', { name: 'Report damage' }).click();
      await form.getByText(DAMAGE_MESSAGES.kind).waitFor();
      await form.getByLabel('What happened').selectOption('screen');
      await form.getByLabel('Where').fill('Room 12');
      await form.getByLabel('Note').fill('Dropped on the stairs.');
      await look(page, 'report-damage');
      await form.getByRole('button', { name: 'Report damage' }).click();
      await page.getByText(DAMAGE_MESSAGES.reported).first().waitFor();
      // Its repair ticket exists now: a photo goes on it and stays with the report.
      await form.getByText(/^Reported\. Ticket \S+ is its repair ticket/).waitFor();
      await form
        .locator('input[type="file"]')
        .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: samplePng(120, 80) });
      await form.getByRole('list', { name: 'Photos of the damage' }).getByText('screen.png').waitFor();
      await look(page, 'report-damage-photos');
      await form.getByRole('button', { name: 'Done' }).click();
      await form.waitFor({ state: 'detached' });
      await expect.poll(() => reportButton.evaluate((b) => b === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      await view.waitFor({ state: 'detached' });

      // Repairs: the new repair, opened and sent out with an RMA.
      await page.goto(`${e2e.url}/inventory/repairs`);
      await page.getByRole('heading', { name: 'Repairs', level: 1 }).waitFor();
      const opener = page.getByRole('button', { name: asset.assetTag, exact: true }).first();
      await opener.waitFor();
      await look(page, 'repairs');
      await checkDialogFocus(page, opener, `Repair of ${asset.assetTag}`);
      await opener.click();
      const dialog = page.getByRole('dialog', { name: `Repair of ${asset.assetTag}` });
      // A part that fits the device, from a shelf that has it.
      const parts = (await (await context.request.get(`${e2e.url}/api/parts`)).json()) as Part[];
      const part = parts.find(
        (p) => partFits(p.models, asset.model) && !p.pool && p.stock.some((s) => s.quantity > 0),
      )!;
      await dialog.getByLabel('Part', { exact: true }).selectOption({ value: part.id });
      await dialog.getByLabel('Quantity').fill('1');
      await dialog.getByRole('button', { name: 'Use part' }).click();
      await dialog.getByRole('list', { name: 'Parts used' }).getByText(`${part.name} × 1`).waitFor();
      await page.getByText(PART_MESSAGES.usedForRepair.title, { exact: true }).first().waitFor();
      await dialog.getByLabel('Repair', { exact: true }).selectOption('sent_out');
      await dialog.getByRole('button', { name: 'Save repair' }).click();
      await dialog.getByText(DAMAGE_MESSAGES.vendorRequired).waitFor();
      await dialog.getByLabel('Vendor').fill('Acme Device Repair');
      await dialog.getByLabel('RMA number').fill('RMA-555');
      await dialog.getByLabel('State').selectOption('shipped');
      await dialog.getByLabel('Shipped').fill('2026-09-14');
      await look(page, 'repair-dialog');
      await dialog.getByRole('button', { name: 'Save repair' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(DAMAGE_MESSAGES.saved).first().waitFor();
      await expect.poll(() => opener.evaluate((b) => b === document.activeElement)).toBe(true);
      await page.getByText('RMA RMA-555', { exact: false }).first().waitFor();

      // The damage reports tab lists it with who had it.
      await page.getByRole('tab', { name: 'Damage reports' }).click();
      await page.getByText(`${asset.assetTag}`).first().waitFor();
      await page.getByRole('link', { name: `Photo 1 of the damage to ${asset.assetTag}` }).waitFor();
      await look(page, 'damage-reports');

      // A ticket about another device: Report damage there, with a photo; the report keeps it.
      const other = await heldDevice(context.request);
      const made = await context.request.post(`${e2e.url}/api/tickets`, {
        data: { title: `Keys missing (${width})`, description: 'Two keys came off.', assetId: other.id },
        headers: { origin: e2e.url },
      });
      expect(made.status()).toBe(201);
      const ticket = (await made.json()) as { id: string; ticketNumber: string };
      await page.goto(`${e2e.url}/tickets?ticket=${ticket.id}`);
      const details = page.getByRole('dialog', { name: new RegExp(`Keys missing \\(${width}\\)`) });
      const fromTicket = details.getByRole('button', { name: 'Report damage' });
      await checkDialogFocus(page, fromTicket, new RegExp(`^Report damage: ${other.assetTag}`));
      await fromTicket.click();
      const ticketForm = page.getByRole('dialog', { name: new RegExp(`^Report damage: ${other.assetTag}`) });
      await ticketForm.getByText(`Ticket ${ticket.ticketNumber} becomes its repair ticket.`).waitFor();
      await ticketForm.getByLabel('What happened').selectOption('keyboard');
      await ticketForm
        .locator('input[type="file"]')
        .setInputFiles({ name: 'keys.png', mimeType: 'image/png', buffer: samplePng(120, 80) });
      await ticketForm.getByRole('list', { name: 'Photos of the damage' }).getByText('keys.png').waitFor();
      await look(page, 'report-damage-ticket');
      await ticketForm.getByRole('button', { name: 'Report damage' }).click();
      await ticketForm.waitFor({ state: 'detached' });
      await expect.poll(() => fromTicket.evaluate((b) => b === document.activeElement)).toBe(true);
      await page.goto(`${e2e.url}/inventory/repairs?tab=damage`);
      await page.getByRole('tab', { name: 'Damage reports' }).click();
      const photo = page.getByRole('link', { name: `Photo 1 of the damage to ${other.assetTag}` });
      await photo.waitFor();
      const image = await context.request.get(new URL((await photo.getAttribute('href'))!, e2e.url).href);
      expect(image.headers()['content-type']).toBe('image/png');
      await look(page, 'damage-reports-photo');
      await context.close();
    }, 300_000);

    it(`reports damage from a technician's visit, source Onsite checklist (${width} px)`, async () => {
      const admin = await e2e.signedIn(ADMIN, { width });
      const { request } = admin.context;
      const headers = { origin: e2e.url };
      // A technician of the district, signed in on their own browser, with a visit today.
      const invite = await request.post(`${e2e.url}/api/users/invitations`, {
        data: {
          email: `vic.visit${width}@benson.example`,
          role: 'technician',
          firstName: 'Vic',
          lastName: 'Visit',
        },
        headers,
      });
      expect(invite.ok()).toBe(true);
      const tech = await e2e.browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });
      const accepted = await tech.request.post(`${e2e.url}/api/auth/invite/accept`, {
        data: {
          token: new URL((await invite.json()).inviteUrl).pathname.split('/').pop(),
          password: 'Visit-Tech-2030!',
        },
        headers,
      });
      expect(accepted.ok()).toBe(true);
      const [site] = (await (await request.get(`${e2e.url}/api/sites`)).json()) as { id: string }[];
      const [ticket] = (await (await request.get(`${e2e.url}/api/tickets?status=open&limit=5`)).json()) as {
        id: string;
        ticketNumber: string;
      }[];
      const visit = await request.post(`${e2e.url}/api/visits`, {
        data: {
          ticketId: ticket!.id,
          technicianId: (await (await tech.request.get(`${e2e.url}/api/auth/check`)).json()).user.id,
          siteId: site!.id,
          scheduledStart: new Date().toISOString(),
          estimatedDuration: 30,
          priority: 'medium',
          confirmOutsideSchoolDay: true,
          override: true,
        },
        headers,
      });
      expect(visit.ok(), await visit.text()).toBe(true);
      const asset = await heldDevice(request);

      // My visits: Report damage, the device searched by its tag, then the damage dialog.
      const page = await tech.newPage();
      await page.goto(`${e2e.url}/technician-scheduling`);
      const card = page.getByRole('list', { name: 'My visits today' }).getByRole('listitem').first();
      const opener = card.getByRole('button', { name: 'Report damage' });
      await opener.waitFor({ timeout: 60_000 });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /^Report damage/ });
      await dialog.getByRole('combobox', { name: 'Device' }).fill(asset.assetTag);
      await dialog
        .getByRole('option', { name: new RegExp(asset.assetTag) })
        .first()
        .click();
      await look(page, 'visit-damage-device');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByText(`Ticket ${ticket!.ticketNumber} becomes its repair ticket.`).waitFor();
      await dialog.getByLabel('What happened').selectOption('charger');
      await dialog.getByLabel('Where').fill('Cart 3');
      await look(page, 'visit-damage-form');
      await dialog.getByRole('button', { name: 'Report damage' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(DAMAGE_MESSAGES.reported).first().waitFor();
      await expect.poll(() => opener.evaluate((b) => b === document.activeElement)).toBe(true);

      // Damage reports: the report, from the onsite checklist, on the visit's ticket.
      await page.goto(`${e2e.url}/inventory/repairs?tab=damage`);
      await page.getByRole('tab', { name: 'Damage reports' }).click();
      // A table row at 1440 px, a card (a list item) at 390 px.
      await page
        .locator('tr, li')
        .filter({ hasText: asset.assetTag })
        .filter({ hasText: DAMAGE_SOURCE_LABELS.checklist })
        .filter({ hasText: ticket!.ticketNumber })
        .first()
        .waitFor();
      await look(page, 'visit-damage-listed');
      await tech.close();
      await admin.context.close();
    }, 300_000);
  }
});
