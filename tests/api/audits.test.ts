import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_MESSAGES,
  type AuditDetail,
  type AuditFixPayload,
} from '../../domain/audits.ts';
import { SCAN_MESSAGES } from '../../domain/scans.ts';
import { DEFAULT_TIMEZONE } from '../../domain/settings.ts';
import { assetHistory, assets, sites, tickets } from '../../server/db/schema/index.ts';
import { seedDemoAudits } from '../../server/seed/demo-audits.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Audit campaigns (issue 33): expected assets of a site (or a room), scans mark them found, the
// variance (found, missing, unexpected, wrong location), fixes, closing into each asset's history,
// the PDF and CSV reports, validation and who may audit.

let t: TestApp;
let w: World;
let lakeside: string;
let benson: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  const made = await t.db
    .insert(sites)
    .values([
      { districtId: w.districtA.id, name: 'Lakeside Elementary' },
      { districtId: w.districtA.id, name: 'Benson High' },
    ])
    .returning({ id: sites.id });
  lakeside = made[0]!.id;
  benson = made[1]!.id;
});
afterAll(() => t.close());

let n = 0;
async function asset(fields: Partial<typeof assets.$inferInsert> = {}) {
  n += 1;
  const [row] = await t.db
    .insert(assets)
    .values({
      districtId: w.districtA.id,
      assetTag: `AU-${String(n).padStart(4, '0')}`,
      name: `Chromebook ${n}`,
      siteId: lakeside,
      location: 'Room 12',
      ...fields,
    })
    .returning();
  return row!;
}

const as = (cookie: string | undefined) => (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { cookie, body });
const api = (method: 'GET' | 'POST', url: string, body?: unknown) => as(w.cookies.techA)(method, url, body);

const start = async (body: Record<string, unknown>) =>
  api('POST', '/api/audits', { districtId: w.districtA.id, name: 'Spring audit', ...body });
const scanIn = (auditId: string, code: string) =>
  api('POST', '/api/scans', {
    districtId: w.districtA.id,
    mode: 'audit',
    auditId,
    code,
    scannedAt: new Date().toISOString(),
    scanKey: `k-${randomUUID()}`,
  });
const stateOf = (d: AuditDetail, tag: string) => d.items.find((i) => i.assetTag === tag)?.state;

describe('an audit of a room', () => {
  let audit: AuditDetail;
  let expected1: typeof assets.$inferSelect;
  let expected2: typeof assets.$inferSelect;
  let otherRoom: typeof assets.$inferSelect;
  let otherSite: typeof assets.$inferSelect;

  it('starts with the active assets of the site in that room as expected', async () => {
    expected1 = await asset();
    expected2 = await asset({ location: 'room 12 ' });
    otherRoom = await asset({ location: 'Library' });
    otherSite = await asset({ siteId: benson });
    await asset({ status: 'retired' });
    const res = await start({ siteId: lakeside, room: 'Room 12' });
    expect(res.status).toBe(201);
    audit = res.body;
    expect(audit).toMatchObject({
      name: 'Spring audit',
      siteName: 'Lakeside Elementary',
      room: 'Room 12',
      state: 'open',
      expected: 2,
      found: 0,
      missing: 2,
      unexpected: 0,
      wrongLocation: 0,
    });
    expect(audit.items.map((i) => i.assetTag).sort()).toEqual([expected1.assetTag, expected2.assetTag]);
  });

  it('marks scanned assets found, and lists unexpected and wrong-location ones', async () => {
    expect((await scanIn(audit.id, expected1.assetTag)).body).toMatchObject({
      result: 'ok',
      message: SCAN_MESSAGES.found(expected1.assetTag),
    });
    expect((await scanIn(audit.id, expected1.assetTag)).body).toMatchObject({
      result: 'already',
      message: SCAN_MESSAGES.alreadyFound(expected1.assetTag),
    });
    expect((await scanIn(audit.id, otherSite.assetTag)).body).toMatchObject({
      result: 'wrong_site',
      message: SCAN_MESSAGES.unexpected(otherSite.assetTag, 'Benson High'),
    });
    expect((await scanIn(audit.id, otherRoom.assetTag)).body).toMatchObject({
      result: 'wrong_site',
      message: SCAN_MESSAGES.wrongLocation(otherRoom.assetTag),
    });
    const detail = (await api('GET', `/api/audits/${audit.id}`)).body as AuditDetail;
    expect(detail).toMatchObject({ expected: 2, found: 1, missing: 1, unexpected: 1, wrongLocation: 1 });
    expect(detail.items.map((i) => i.state)).toEqual(['missing', 'unexpected', 'wrong_location', 'found']);
    expect(stateOf(detail, otherSite.assetTag)).toBe('unexpected');
    expect(detail.items.find((i) => i.assetTag === expected1.assetTag)?.scannedAt).toEqual(
      expect.any(String),
    );
    // The list's counts (computed in SQL) agree with the detail's (computed by the domain rule).
    const list = (await api('GET', `/api/audits?districtId=${w.districtA.id}`)).body;
    const { items: _items, ...summary } = detail;
    expect(list.find((a: { id: string }) => a.id === audit.id)).toEqual(summary);
  });

  it('fixes: moves an unexpected asset here, marks a missing one lost, opens a recovery ticket', async () => {
    const fix = (assetId: string, action: AuditFixPayload['action']) =>
      api('POST', `/api/audits/${audit.id}/fix`, { assetId, action } satisfies AuditFixPayload);
    const moved = await fix(otherSite.id, 'move');
    expect(moved.status).toBe(200);
    expect(stateOf(moved.body, otherSite.assetTag)).toBe('found');
    const [row] = await t.db.select().from(assets).where(eq(assets.id, otherSite.id));
    expect(row).toMatchObject({ siteId: lakeside, location: 'Room 12' });

    const notApplicable = await fix(expected1.id, 'mark_lost');
    expect(notApplicable).toMatchObject({
      status: 409,
      body: { message: AUDIT_MESSAGES.fixNotApplicable('mark_lost', 'found') },
    });
    const ticket = await fix(expected2.id, 'recovery_ticket');
    const item = ticket.body.items.find((i: { assetId: string }) => i.assetId === expected2.id);
    expect(item).toMatchObject({
      state: 'missing',
      fix: 'recovery_ticket',
      ticketNumber: expect.any(String),
    });
    const [opened] = await t.db.select().from(tickets).where(eq(tickets.assetId, expected2.id));
    expect(opened!.title).toContain(expected2.assetTag);
    const lost = await fix(expected2.id, 'mark_lost');
    expect(lost.body.items.find((i: { assetId: string }) => i.assetId === expected2.id).fix).toBe(
      'mark_lost',
    );
    const [lostRow] = await t.db.select().from(assets).where(eq(assets.id, expected2.id));
    expect(lostRow!.status).toBe('lost');
    const notInAudit = await fix((await asset()).id, 'move');
    expect(notInAudit).toMatchObject({ status: 404, body: { message: AUDIT_MESSAGES.notInAudit } });
  });

  it('writes the report as CSV and PDF', async () => {
    const csv = await api('GET', `/api/audits/${audit.id}/report?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('audit-lakeside-elementary-room-12-');
    const parsed = Papa.parse<string[]>(String(csv.body).trim(), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(parsed.data).toHaveLength(1 + 4);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/audits/${audit.id}/report?format=pdf`,
      headers: { cookie: w.cookies.viewerA! },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Times are the district's (its settings' time zone, the default here), not UTC.
    const file = join(mkdtempSync(join(tmpdir(), 'audit-pdf-')), 'report.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text).toContain(`Times in ${DEFAULT_TIMEZONE}`);
    expect(text).not.toContain('UTC');
    // AUDIT_PDF_DIR=dir keeps the file, to be turned into an image and looked at
    // (pdftoppm -png -r 80 dir/audit-report.pdf dir/page).
    if (process.env.AUDIT_PDF_DIR)
      writeFileSync(join(process.env.AUDIT_PDF_DIR, 'audit-report.pdf'), pdf.rawPayload);
    const bad = await api('GET', `/api/audits/${audit.id}/report?format=docx`);
    expect(bad).toMatchObject({ status: 400, body: { message: AUDIT_MESSAGES.format } });
  });

  it('closes: each asset keeps the result in its history; a closed audit takes no scans or fixes', async () => {
    const closed = await api('POST', `/api/audits/${audit.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ state: 'closed', closedAt: expect.any(String) });
    const h = await t.db.select().from(assetHistory).where(eq(assetHistory.assetId, expected1.id));
    expect(h.find((x) => x.action === 'audited')?.note).toContain('Spring audit');
    expect(h.find((x) => x.action === 'audited')?.note).toContain('found');
    const again = await api('POST', `/api/audits/${audit.id}/close`);
    expect(again).toMatchObject({ status: 409, body: { message: AUDIT_MESSAGES.alreadyClosed } });
    expect((await scanIn(audit.id, expected2.assetTag)).body).toMatchObject({
      result: 'conflict',
      message: SCAN_MESSAGES.auditClosed,
    });
    const fix = await api('POST', `/api/audits/${audit.id}/fix`, {
      assetId: expected2.id,
      action: 'mark_lost',
    });
    expect(fix).toMatchObject({ status: 409, body: { message: AUDIT_MESSAGES.closed } });
    const open = (await api('GET', `/api/audits?state=open`)).body;
    expect(open.some((a: { id: string }) => a.id === audit.id)).toBe(false);
  });
});

describe('validation', () => {
  it.each([
    [{ name: '  ' }, AUDIT_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(121) }, 'Must be at most 120 characters'],
    [{ siteId: undefined }, AUDIT_MESSAGES.siteRequired],
    [{ siteId: 'nope' }, AUDIT_MESSAGES.siteRequired],
    [{ room: 'x'.repeat(121) }, 'Must be at most 120 characters'],
  ])('refuses an audit with %j: %s', async (change, message) => {
    const res = await start({ siteId: lakeside, ...change });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses a site of another district, a bad fix and an unknown audit', async () => {
    const [bSite] = await t.db
      .insert(sites)
      .values({ districtId: w.districtB.id, name: 'B school' })
      .returning({ id: sites.id });
    expect(await start({ siteId: bSite!.id })).toMatchObject({
      status: 400,
      body: { message: AUDIT_MESSAGES.siteNotFound },
    });
    const audit = (await start({ siteId: benson })).body;
    const fix = (body: unknown) => api('POST', `/api/audits/${audit.id}/fix`, body);
    expect(await fix({ assetId: 'nope', action: 'move' })).toMatchObject({
      status: 400,
      body: { message: AUDIT_MESSAGES.assetId },
    });
    expect(await fix({ assetId: randomUUID(), action: 'burn' })).toMatchObject({
      status: 400,
      body: { message: AUDIT_MESSAGES.action },
    });
    expect(await api('GET', `/api/audits/${randomUUID()}`)).toMatchObject({
      status: 404,
      body: { message: AUDIT_MESSAGES.notFound },
    });
    expect(await api('GET', '/api/audits?state=half')).toMatchObject({
      status: 400,
      body: { message: 'The state is open or closed.' },
    });
  });
});

describe('who may audit', () => {
  it('technicians and administrators run audits, viewers read them, requesters and other districts are refused', async () => {
    const created = await start({ siteId: lakeside, name: 'Matrix audit' });
    const id = created.body.id as string;
    const post = (cookie: string | undefined) =>
      as(cookie)('POST', '/api/audits', { districtId: w.districtA.id, name: 'X', siteId: lakeside });
    expect((await post(w.cookies.adminA)).status).toBe(201);
    expect((await post(w.cookies.provider)).status).toBe(201);
    expect((await post(w.cookies.viewerA)).status).toBe(403);
    expect((await post(w.cookies.requesterA)).status).toBe(403);
    expect((await post(w.cookies.adminB)).status).toBe(404);
    expect((await post(undefined)).status).toBe(401);
    const read = (cookie: string | undefined, path = '') => as(cookie)('GET', `/api/audits/${id}${path}`);
    expect((await read(w.cookies.viewerA)).status).toBe(200);
    expect((await read(w.cookies.viewerA, '/report?format=csv')).status).toBe(200);
    expect((await read(w.cookies.requesterA)).status).toBe(403);
    expect((await read(w.cookies.adminB)).status).toBe(404);
    expect((await read(w.cookies.adminB, '/report?format=csv')).status).toBe(404);
    expect((await as(w.cookies.viewerA)('POST', `/api/audits/${id}/close`)).status).toBe(403);
    expect((await as(w.cookies.adminB)('POST', `/api/audits/${id}/close`)).status).toBe(404);
    expect((await as(w.cookies.requesterA)('GET', '/api/audits')).status).toBe(403);
    const bList = (await as(w.cookies.adminB)('GET', '/api/audits')).body;
    expect(bList).toEqual([]);
  });

  it('opens no recovery ticket where the district has no tickets (its tier), and says why', async () => {
    const district = await makeDistrict(t.db, { serviceLevel: 'analysis' });
    const [site] = await t.db
      .insert(sites)
      .values({ districtId: district.id, name: 'Small school' })
      .returning({ id: sites.id });
    const [a] = await t.db
      .insert(assets)
      .values({ districtId: district.id, assetTag: 'SM-1', name: 'Laptop', siteId: site!.id })
      .returning();
    const admin = await makeUser(t.db, { role: 'district_admin', districtId: district.id });
    const cookie = await signIn(t.app, admin.email);
    const audit = await as(cookie)('POST', '/api/audits', { name: 'Small', siteId: site!.id });
    expect(audit.status).toBe(201);
    const res = await as(cookie)('POST', `/api/audits/${audit.body.id}/fix`, {
      assetId: a!.id,
      action: 'recovery_ticket',
    });
    expect(res.status).toBe(403);
    expect(await t.db.select().from(tickets).where(eq(tickets.assetId, a!.id))).toHaveLength(0);
  });
});

describe('the demo', () => {
  it('seeds an open audit of the busiest Benson site with about two thirds found and one stray', async () => {
    const district = await makeDistrict(t.db, { serviceLevel: 'apex', code: 'BENSON', name: 'Benson USD' });
    const [high, middle] = await t.db
      .insert(sites)
      .values([
        { districtId: district.id, name: 'Benson High School' },
        { districtId: district.id, name: 'Benson Middle School' },
      ])
      .returning({ id: sites.id });
    await t.db.insert(assets).values([
      ...Array.from({ length: 9 }, (_, i) => ({
        districtId: district.id,
        assetTag: `BH-${i + 10}`,
        name: 'Chromebook',
        siteId: high!.id,
      })),
      { districtId: district.id, assetTag: 'BM-01', name: 'Chromebook', siteId: middle!.id },
    ]);
    await seedDemoAudits(t.db, ['BENSON']);
    const admin = await makeUser(t.db, { role: 'district_admin', districtId: district.id });
    const cookie = await signIn(t.app, admin.email);
    const [audit] = (await as(cookie)('GET', '/api/audits')).body;
    expect(audit).toMatchObject({
      siteName: 'Benson High School',
      state: 'open',
      expected: 9,
      found: 6,
      missing: 3,
      unexpected: 1,
    });
    const recent = await as(cookie)('GET', `/api/scans/recent?auditId=${audit.id}`);
    expect(recent.body).toHaveLength(7);
  });
});
