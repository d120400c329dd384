import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import QRCode from 'qrcode';
import { expect, it } from 'vitest';
import type { Asset } from '../../domain/assets.ts';
import type { AuditDetail } from '../../domain/audits.ts';
import type { RecentScan, ScanAnswer } from '../../domain/scans.ts';
import { demoAdminEmail } from '../../server/seed/demo-accounts.ts';
import { launchBrowser } from '../support/browser.ts';
import { DEMO_PASSWORD, describeE2E, setUpBrowserTests } from '../support/e2e.ts';
import { checkDialogFocus } from '../support/focus-check.ts';
import { axeViolations, layoutProblems, settle } from '../support/screen-check.ts';

// Scan-first inventory (issue 33, docs/product.md#scanner) in a real browser against the real API:
// a printed label's QR code read by Chromium's fake camera, twenty scans made offline and sent once
// back online, and the scan screens at 1440 and 390 px.

const e2e = setUpBrowserTests();
const ADMIN = demoAdminEmail('BENSON');
const SHOTS = '/tmp/scanner-shots';
mkdirSync(SHOTS, { recursive: true });

async function look(page: Page, name: string) {
  await settle(page);
  expect(await axeViolations(page), name).toEqual([]);
  expect(await layoutProblems(page), name).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

/** Assets handed to one test only (the tests share the server's data). */
const taken = new Set<string>();

/** `count` active assets that nobody holds, checked out through POST /api/scans to a rostered person. */
async function checkedOutAssets(request: APIRequestContext, count: number): Promise<Asset[]> {
  const assets = (await (
    await request.get(`${e2e.url}/api/assets?status=active&limit=1000`)
  ).json()) as Asset[];
  const free = assets.filter((a) => !a.assignedTo && !a.personId && !taken.has(a.id)).slice(0, count);
  expect(free.length).toBe(count);
  const roster = (await (await request.get(`${e2e.url}/api/people/roster?status=active&limit=1`)).json()) as {
    items: { id: string }[];
  };
  const personId = roster.items[0]!.id;
  for (const asset of free) {
    taken.add(asset.id);
    const res = await request.post(`${e2e.url}/api/scans`, {
      data: {
        mode: 'check_out',
        code: asset.assetTag,
        personId,
        scanKey: randomUUID(),
        scannedAt: new Date().toISOString(),
      },
    });
    expect(res.ok()).toBe(true);
    expect(((await res.json()) as ScanAnswer).result).toBe('ok');
  }
  return free;
}

async function recentCheckIns(request: APIRequestContext): Promise<RecentScan[]> {
  const res = await request.get(`${e2e.url}/api/scans/recent?mode=check_in&limit=200`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as RecentScan[];
}

/**
 * A video of a printed label for Chromium's fake camera: the QR code (drawn from the qrcode
 * package's modules, 8 px each with its quiet zone) black on white, as YUV4MPEG2 4:2:0 frames.
 */
function qrVideo(text: string): string {
  const W = 640;
  const H = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const scale = Math.floor(400 / (n + 8));
  const side = (n + 8) * scale;
  const left = Math.floor((W - side) / 2);
  const top = Math.floor((H - side) / 2);
  const luma = Buffer.alloc(W * H, 235);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      if (!qr.modules.get(r, c)) continue;
      for (let y = 0; y < scale; y++) {
        const row = (top + (r + 4) * scale + y) * W;
        luma.fill(16, row + left + (c + 4) * scale, row + left + (c + 5) * scale);
      }
    }
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const frames: Buffer[] = [Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`)];
  for (let f = 0; f < 10; f++) frames.push(Buffer.from('FRAME\n'), luma, chroma, chroma);
  const file = path.join(os.tmpdir(), `scanner-qr-${randomUUID()}.y4m`);
  writeFileSync(file, Buffer.concat(frames));
  return file;
}

const queueLength = (page: Page) => page.getByTestId('scan-queue-length');

describeE2E('scanner', () => {
  it('the camera reads a printed label (QR code) and the device is checked in', async () => {
    const { context: api } = await e2e.signedIn(ADMIN);
    const [asset] = await checkedOutAssets(api.request, 1);
    const video = qrVideo(`${e2e.url}/a/${encodeURIComponent(asset!.assetTag)}`);
    const browser = await launchBrowser([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    try {
      const context: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const login = await context.request.post(`${e2e.url}/api/auth/login`, {
        data: { email: ADMIN, password: DEMO_PASSWORD },
      });
      expect(login.ok()).toBe(true);
      const page = await context.newPage();
      await page.goto(`${e2e.url}/inventory/collection`);
      await page.getByRole('heading', { name: 'Collection day' }).waitFor();
      await page.getByRole('button', { name: 'Camera' }).click();
      // The label's link names the device; the reader found it.
      await page.getByRole('heading', { name: `Device ${asset!.assetTag}` }).waitFor({ timeout: 60_000 });
      await expect.poll(() => page.getByText(/Reading codes with/).textContent()).toMatch(/ZXing|browser/);
      await page.screenshot({ path: `${SHOTS}/camera-read-390.png`, fullPage: true });
      await page.getByRole('button', { name: 'Check in and next' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${asset!.assetTag} checked in` })
        .waitFor();
      await page.screenshot({ path: `${SHOTS}/camera-checked-in-390.png`, fullPage: true });
      const scans = (await recentCheckIns(api.request)).filter((s) => s.assetId === asset!.id);
      expect(scans.map((s) => s.result)).toEqual(['ok']);
      await context.close();
    } finally {
      await browser.close();
    }
    await api.close();
  }, 240_000);

  it('twenty scans made offline are kept, counted, and sent once each when the network is back', async () => {
    const { context, page } = await e2e.signedIn(ADMIN, { width: 1440 });
    const assets = await checkedOutAssets(context.request, 20);
    const before = await recentCheckIns(context.request);
    await page.goto(`${e2e.url}/inventory/collection`);
    await page.getByRole('heading', { name: 'Collection day' }).waitFor();
    await expect.poll(() => queueLength(page).textContent()).toBe('Nothing waiting to be sent.');

    await context.setOffline(true);
    await page.getByText('Offline', { exact: true }).first().waitFor();
    const box = page.getByLabel('Scan a device');
    // A USB scanner types the code and Enter; each new code checks the previous device in.
    for (const asset of assets) {
      await box.pressSequentially(asset.assetTag, { delay: 5 });
      await box.press('Enter');
    }
    // Enter in the empty box checks the last one in.
    await box.press('Enter');
    await expect.poll(() => queueLength(page).textContent()).toBe('20 scans waiting to be sent.');
    await page.screenshot({ path: `${SHOTS}/offline-queue-1440.png`, fullPage: true });
    // Nothing reached the server meanwhile.
    expect((await recentCheckIns(context.request)).length).toBe(before.length);

    await context.setOffline(false);
    await expect
      .poll(() => queueLength(page).textContent(), { timeout: 60_000 })
      .toBe('Nothing waiting to be sent.');
    const ids = new Set(assets.map((a) => a.id));
    const after = (await recentCheckIns(context.request)).filter((s) => s.assetId && ids.has(s.assetId));
    expect(after.length).toBe(20);
    expect(after.every((s) => s.result === 'ok')).toBe(true);
    expect(new Set(after.map((s) => s.assetId)).size).toBe(20);
    expect(new Set(after.map((s) => s.scanKey)).size).toBe(20);
    // Sent in the order scanned: the server received them in scannedAt order.
    const byReceipt = [...after].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
    expect(byReceipt.map((s) => s.assetTag)).toEqual(assets.map((a) => a.assetTag));
    await page.getByRole('list', { name: 'This session' }).getByText('Done').first().waitFor();
    await look(page, 'collection-after-offline');
    await context.close();
  }, 240_000);

  it('installed, the app opens its scan screen offline (service worker) and sends the scan when back', async () => {
    const { context, page } = await e2e.signedIn(ADMIN, { width: 390, height: 844, serviceWorkers: 'allow' });
    const [asset] = await checkedOutAssets(context.request, 1);
    await page.goto(`${e2e.url}/inventory/collection`);
    await page.getByRole('heading', { name: 'Collection day' }).waitFor();
    // The manifest makes it installable; the worker has precached the built app.
    const manifest = (await (await context.request.get(`${e2e.url}/manifest.webmanifest`)).json()) as {
      name: string;
      icons: { sizes: string }[];
    };
    expect(manifest.name).toBe('Five Star District IT Portal');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 })
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Collection day' }).waitFor();
    await page.getByText('Offline', { exact: true }).first().waitFor();
    const box = page.getByLabel('Scan a device');
    await box.fill(asset!.assetTag);
    await box.press('Enter');
    await box.press('Enter');
    await expect.poll(() => queueLength(page).textContent()).toBe('1 scan waiting to be sent.');
    await page.screenshot({ path: `${SHOTS}/offline-reload-390.png`, fullPage: true });

    await context.setOffline(false);
    await expect
      .poll(() => queueLength(page).textContent(), { timeout: 60_000 })
      .toBe('Nothing waiting to be sent.');
    const scans = (await recentCheckIns(context.request)).filter((s) => s.assetId === asset!.id);
    expect(scans.map((s) => s.result)).toEqual(['ok']);
    await context.close();
  }, 240_000);

  for (const width of [1440, 390]) {
    it(`${width} px: collection day, issue day and an audit from start to report`, async () => {
      const { context, page } = await e2e.signedIn(ADMIN, { width });
      const [device, another] = await checkedOutAssets(context.request, 2);

      // Collection day: a device typed in, damaged, without its charger.
      await page.goto(`${e2e.url}/inventory/collection`);
      await page.getByRole('heading', { name: 'Collection day' }).waitFor();
      await look(page, 'collection');
      const box = page.getByLabel('Scan a device');
      await box.fill(device!.assetTag);
      await box.press('Enter');
      await page.getByRole('heading', { name: `Device ${device!.assetTag}` }).waitFor();
      await page.getByRole('checkbox', { name: 'Charger' }).click();
      await page.getByRole('radio', { name: /Damaged/ }).check();
      await look(page, 'collection-pending');
      await page.getByRole('button', { name: 'Check in and next' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `${device!.assetTag} checked in: charger missing, damaged` })
        .waitFor();
      await look(page, 'collection-done');
      // Another technician's check-in at the same time shows up live (the scan_recorded event).
      const elsewhere = await context.request.post(`${e2e.url}/api/scans`, {
        data: {
          mode: 'check_in',
          code: another!.assetTag,
          scanKey: randomUUID(),
          scannedAt: new Date().toISOString(),
        },
      });
      expect(((await elsewhere.json()) as ScanAnswer).result).toBe('ok');
      await page
        .getByRole('list', { name: 'Check-ins in the district' })
        .getByText(another!.assetTag, { exact: true })
        .waitFor();

      // Issue day: an unknown card, then the roster picker, then the device.
      await page.goto(`${e2e.url}/inventory/issue`);
      await page.getByRole('heading', { name: 'Issue day' }).waitFor();
      await look(page, 'issue');
      const card = page.getByLabel("Scan the person's card");
      await card.fill('NO-SUCH-SIS-ID');
      await card.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Nobody active on the roster' }).waitFor();
      // A student's card holds their SIS id.
      const roster = (await (
        await context.request.get(`${e2e.url}/api/people/roster?status=active&role=student&limit=50`)
      ).json()) as { items: { name: string; sisId: string | null }[] };
      const student = roster.items.find((p) => p.sisId);
      expect(student).toBeTruthy();
      await card.fill(student!.sisId!);
      await card.press('Enter');
      await expect.poll(() => page.getByTestId('issue-person').textContent()).toBe(student!.name);
      await page.getByRole('button', { name: 'Change person' }).click();
      // The roster picker: the suggestions follow what is typed; the one clicked is the person.
      await page.getByLabel('Student or staff member').fill('a');
      await page.getByRole('listbox').getByRole('option').first().click();
      const person = (await page.getByTestId('issue-person').textContent())!;
      expect(person.length).toBeGreaterThan(0);
      const deviceBox = page.getByLabel(`Scan the device for ${person}`);
      await deviceBox.fill(device!.assetTag);
      await deviceBox.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: `${device!.assetTag} checked out to ${person}` })
        .waitFor();
      await look(page, 'issue-done');

      // Audits: a new audit (the dialog gives focus back), a scan, a fix, close, the CSV report.
      await page.goto(`${e2e.url}/inventory/audits`);
      await page.getByRole('heading', { name: 'Audits', exact: true }).waitFor();
      await look(page, 'audits');
      const newAudit = page.getByRole('button', { name: 'New audit' }).first();
      await checkDialogFocus(page, newAudit, 'New audit');
      await newAudit.click();
      const dialog = page.getByRole('dialog', { name: 'New audit' });
      await dialog.getByLabel('Name').fill(`Cart audit ${width}`);
      const site = dialog.getByLabel('Site');
      await expect.poll(() => site.locator('option').count()).toBeGreaterThan(1);
      await site.selectOption({ index: 1 });
      await look(page, 'audit-new');
      await dialog.getByRole('button', { name: 'Start audit' }).click();
      await page.getByRole('heading', { name: `Cart audit ${width}` }).waitFor();
      const auditId = page.url().split('/').pop()!.split('?')[0]!;
      const detail = (await (
        await context.request.get(`${e2e.url}/api/audits/${auditId}`)
      ).json()) as AuditDetail;
      const expected = detail.items.find((i) => i.expected);
      expect(expected).toBeTruthy();
      const auditBox = page.getByLabel('Scan an asset');
      await auditBox.fill(expected!.assetTag);
      await auditBox.press('Enter');
      await page
        .getByRole('status')
        .filter({ hasText: `${expected!.assetTag} found` })
        .waitFor();
      await page.getByRole('button', { name: /^Found \(1\)$/ }).waitFor();
      await look(page, 'audit-detail');
      const missing = detail.items.find((i) => i.expected && i.assetId !== expected!.assetId);
      if (missing) {
        await page.getByRole('button', { name: `Mark lost: ${missing.assetTag}` }).click();
        await page.getByText('Marked lost').first().waitFor();
      }
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'CSV report' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.csv$/);
      await page.getByRole('button', { name: 'Close audit' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Close this audit?' });
      await look(page, 'audit-close');
      await confirm.getByRole('button', { name: 'Close audit' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByText('Closed', { exact: true }).first().waitFor();
      await look(page, 'audit-closed');
      await context.close();
    }, 300_000);
  }
});
