import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssetCondition,
  defaultDueOn,
  SCAN_ERRORS,
  SCAN_INPUT_MESSAGES,
  SCAN_MESSAGES,
} from '../../domain/scans.ts';
import {
  assetHistory,
  assets,
  districts,
  people,
  scans,
  sites,
  tickets,
} from '../../server/db/schema/index.ts';
import type { PortalEvent } from '../../server/realtime/event-bus.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.ts';

// POST /api/scans and GET /api/scans/recent (issue 33): check in, check out, idempotency by scan
// key (also under 20 parallel requests), offline order per asset, damage tickets, every validation
// message and who may scan.

let t: TestApp;
let w: World;
let siteA: string;
let siteA2: string;
let personA: string;
let personA2: string;
const events: PortalEvent[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  t.bus.subscribe((e) => events.push(e));
  const made = await t.db
    .insert(sites)
    .values([
      { districtId: w.districtA.id, name: 'Lakeside Elementary' },
      { districtId: w.districtA.id, name: 'Benson High' },
    ])
    .returning({ id: sites.id });
  siteA = made[0]!.id;
  siteA2 = made[1]!.id;
  const ps = await t.db
    .insert(people)
    .values([
      { districtId: w.districtA.id, firstName: 'Maya', lastName: 'Lopez', role: 'student' },
      { districtId: w.districtA.id, firstName: 'Sam', lastName: 'Reed', role: 'student' },
    ])
    .returning({ id: people.id });
  personA = ps[0]!.id;
  personA2 = ps[1]!.id;
});
afterAll(() => t.close());

let n = 0;
async function asset(fields: Partial<typeof assets.$inferInsert> = {}) {
  n += 1;
  const [row] = await t.db
    .insert(assets)
    .values({
      districtId: w.districtA.id,
      assetTag: `SC-${String(n).padStart(4, '0')}`,
      name: `Chromebook ${n}`,
      model: 'Chromebook 311',
      serialNumber: `SER${n}X`,
      siteId: siteA,
      ...fields,
    })
    .returning();
  return row!;
}

const key = () => `k-${randomUUID()}`;
const at = (minute: number) => new Date(Date.UTC(2026, 7, 20, 9, minute)).toISOString();
const scan = (body: Record<string, unknown>, cookie = w.cookies.techA) =>
  call(t.app, 'POST', '/api/scans', {
    cookie,
    body: { districtId: w.districtA.id, scannedAt: at(0), scanKey: key(), ...body },
  });
const row = async (id: string) => (await t.db.select().from(assets).where(eq(assets.id, id)))[0]!;
const historyOf = (id: string) =>
  t.db.select().from(assetHistory).where(eq(assetHistory.assetId, id)).orderBy(assetHistory.createdAt);

describe('check out and check in', () => {
  it('checks a device out to a rostered person with the default due date, then in with a missing charger noted', async () => {
    const a = await asset();
    const out = await scan({ mode: 'check_out', code: a.assetTag, personId: personA });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({
      result: 'ok',
      message: SCAN_MESSAGES.checkedOut(a.assetTag, 'Maya Lopez'),
      asset: {
        id: a.id,
        assetTag: a.assetTag,
        personId: personA,
        personName: 'Maya Lopez',
        siteName: 'Lakeside Elementary',
      },
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(await row(a.id)).toMatchObject({
      personId: personA,
      dueOn: defaultDueOn(today),
      checkedOutOn: today,
    });

    const back = await scan({
      mode: 'check_in',
      code: a.assetTag,
      scannedAt: at(5),
      accessories: { charger: false, case: true },
    });
    expect(back.body).toMatchObject({
      result: 'ok',
      message: SCAN_MESSAGES.checkedInNotes(a.assetTag, SCAN_MESSAGES.chargerMissing),
      asset: { personId: null, personName: null },
    });
    const h = await historyOf(a.id);
    expect(h.map((x) => x.action)).toEqual(['checked_out', 'checked_in']);
    expect(h[1]).toMatchObject({ note: SCAN_MESSAGES.chargerMissing, assignee: 'Maya Lopez' });
    expect(await row(a.id)).toMatchObject({ assignedTo: null, personId: null, dueOn: null });
  });

  it('reads the label QR (PUBLIC_URL/a/<tag>) and serial numbers, and answers unknown for anything else', async () => {
    const a = await asset({ assetTag: 'LS 0042/B' });
    const qr = await scan({
      mode: 'check_out',
      code: `${TEST_PUBLIC_URL}/a/${encodeURIComponent(a.assetTag)}`,
      personId: personA2,
    });
    expect(qr.body).toMatchObject({ result: 'ok', asset: { id: a.id } });
    const bySerial = await scan({ mode: 'check_in', code: a.serialNumber, scannedAt: at(1) });
    expect(bySerial.body).toMatchObject({ result: 'ok', asset: { id: a.id } });
    const unknown = await scan({ mode: 'check_in', code: 'NOPE-999' });
    expect(unknown.body).toEqual({ result: 'unknown', message: SCAN_MESSAGES.unknown('NOPE-999') });
    // Another district's tag is unknown here.
    const [b] = await t.db
      .insert(assets)
      .values({ districtId: w.districtB.id, assetTag: 'B-ONLY-1', name: 'B laptop' })
      .returning();
    expect((await scan({ mode: 'check_in', code: b!.assetTag })).body.result).toBe('unknown');
  });

  it("answers 'already' when the scan repeats what is so, and 'conflict' when the device is someone else's or not available", async () => {
    const a = await asset();
    const inStock = await scan({ mode: 'check_in', code: a.assetTag });
    expect(inStock.body).toMatchObject({ result: 'already', message: SCAN_MESSAGES.alreadyIn(a.assetTag) });
    await scan({ mode: 'check_out', code: a.assetTag, personId: personA, scannedAt: at(1) });
    const again = await scan({ mode: 'check_out', code: a.assetTag, personId: personA, scannedAt: at(2) });
    expect(again.body).toMatchObject({
      result: 'already',
      message: SCAN_MESSAGES.alreadyOut(a.assetTag, 'Maya Lopez'),
    });
    const other = await scan({ mode: 'check_out', code: a.assetTag, personId: personA2, scannedAt: at(3) });
    expect(other.body).toMatchObject({
      result: 'conflict',
      message: SCAN_MESSAGES.outToSomeoneElse(a.assetTag, 'Maya Lopez'),
    });
    const retired = await asset({ status: 'retired' });
    const refused = await scan({ mode: 'check_out', code: retired.assetTag, personId: personA });
    expect(refused.body).toMatchObject({
      result: 'conflict',
      message: SCAN_MESSAGES.notAvailable(retired.assetTag, 'retired'),
    });
    expect((await historyOf(retired.id)).length).toBe(0);
  });

  it('warns when the person already holds a device (1:1 allows a second one)', async () => {
    const first = await asset();
    const second = await asset();
    const student = (
      await t.db
        .insert(people)
        .values({ districtId: w.districtA.id, firstName: 'Ada', lastName: 'Two', role: 'student' })
        .returning({ id: people.id })
    )[0]!.id;
    await scan({ mode: 'check_out', code: first.assetTag, personId: student });
    const res = await scan({ mode: 'check_out', code: second.assetTag, personId: student });
    expect(res.body).toMatchObject({
      result: 'ok',
      message: SCAN_MESSAGES.checkedOutAlsoHolds(second.assetTag, 'Ada Two', first.assetTag),
    });
  });

  it('sets aside a device of another site (wrong_site, nothing changes)', async () => {
    const a = await asset({ siteId: siteA2 });
    const res = await scan({ mode: 'check_out', code: a.assetTag, personId: personA, siteId: siteA });
    expect(res.body).toMatchObject({
      result: 'wrong_site',
      message: SCAN_MESSAGES.wrongSite(a.assetTag, 'Benson High'),
    });
    expect((await row(a.id)).assignedTo).toBeNull();
  });

  it('opens a ticket about a device checked in damaged', async () => {
    const a = await asset();
    await scan({ mode: 'check_out', code: a.assetTag, personId: personA });
    const condition: AssetCondition = 'damaged';
    const res = await scan({ mode: 'check_in', code: a.assetTag, condition, scannedAt: at(9) });
    expect(res.body.result).toBe('ok');
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.assetId, a.id));
    expect(ticket).toMatchObject({ category: 'hardware', districtId: w.districtA.id });
    expect(res.body.message).toContain(SCAN_MESSAGES.damagedTicket(ticket!.ticketNumber));
    expect((await historyOf(a.id)).at(-1)).toMatchObject({
      action: 'checked_in',
      note: SCAN_MESSAGES.damaged,
    });
  });

  it('announces every scan live (scan_recorded) with its mode, site and asset', async () => {
    const a = await asset();
    events.length = 0;
    await scan({ mode: 'check_in', code: a.assetTag, siteId: siteA });
    await expect
      .poll(() => events.find((e) => e.type === 'scan_recorded'))
      .toMatchObject({
        districtId: w.districtA.id,
        data: {
          districtId: w.districtA.id,
          mode: 'check_in',
          siteId: siteA,
          assetId: a.id,
          result: 'already',
        },
      });
  });
});

describe('idempotency and offline order', () => {
  it('answers the first answer to the same scan key and changes nothing the second time', async () => {
    const a = await asset();
    await scan({ mode: 'check_out', code: a.assetTag, personId: personA });
    const body = { mode: 'check_in', code: a.assetTag, scanKey: key(), scannedAt: at(10) };
    const first = await scan(body);
    const second = await scan(body);
    expect(first.body.result).toBe('ok');
    expect(second.body).toEqual(first.body);
    expect((await historyOf(a.id)).filter((h) => h.action === 'checked_in')).toHaveLength(1);
    // The same key for another scan is refused.
    const reused = await scan({ ...body, code: 'SOMETHING-ELSE' });
    expect(reused).toMatchObject({ status: 409, body: { message: SCAN_ERRORS.keyReused } });
  });

  it('changes things once when 20 identical requests arrive at once', async () => {
    const a = await asset();
    await scan({ mode: 'check_out', code: a.assetTag, personId: personA });
    const body = { mode: 'check_in', code: a.assetTag, scanKey: key(), scannedAt: at(20) };
    const answers = await Promise.all(Array.from({ length: 20 }, () => scan(body)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(answers[0]!.body.result).toBe('ok');
    expect((await historyOf(a.id)).filter((h) => h.action === 'checked_in')).toHaveLength(1);
    const stored = await t.db
      .select()
      .from(scans)
      .where(and(eq(scans.districtId, w.districtA.id), eq(scans.scanKey, body.scanKey)));
    expect(stored).toHaveLength(1);
  });

  it('does not let an older offline scan arriving late undo a newer one (conflict with the reason)', async () => {
    const a = await asset();
    // 09:00 the device was handed out; 09:30 it came back (online); the 09:10 check-out made offline
    // on another phone arrives last.
    await scan({ mode: 'check_out', code: a.assetTag, personId: personA, scannedAt: at(0) });
    const back = await scan({ mode: 'check_in', code: a.assetTag, scannedAt: at(30) });
    expect(back.body.result).toBe('ok');
    const late = await scan({ mode: 'check_out', code: a.assetTag, personId: personA2, scannedAt: at(10) });
    expect(late.body).toMatchObject({ result: 'conflict', message: SCAN_MESSAGES.olderThanLast(a.assetTag) });
    expect((await row(a.id)).assignedTo).toBeNull();
    // A newer scan applies.
    const newer = await scan({ mode: 'check_out', code: a.assetTag, personId: personA2, scannedAt: at(40) });
    expect(newer.body.result).toBe('ok');
  });

  it("answers 'conflict' when the asset changed since the scanner saw it (expectedVersion)", async () => {
    const a = await asset();
    const out = await scan({ mode: 'check_out', code: a.assetTag, personId: personA });
    const seen = out.body.asset.version as string;
    // The answer's version is the stored one to the millisecond (the scan does not read the asset again).
    expect(seen).toBe((await row(a.id)).updatedAt.toISOString());
    expect(out.body.asset).toMatchObject({ personId: personA });
    // Someone changes it in the inventory meanwhile.
    await t.db
      .update(assets)
      .set({ updatedAt: new Date(Date.parse(seen) + 5000) })
      .where(eq(assets.id, a.id));
    const res = await scan({ mode: 'check_in', code: a.assetTag, expectedVersion: seen, scannedAt: at(50) });
    expect(res.body).toMatchObject({ result: 'conflict', message: SCAN_MESSAGES.changedSince(a.assetTag) });
    const fresh = (await row(a.id)).updatedAt.toISOString();
    const ok = await scan({ mode: 'check_in', code: a.assetTag, expectedVersion: fresh, scannedAt: at(51) });
    expect(ok.body.result).toBe('ok');
    expect(ok.body.asset).toMatchObject({ personId: null, personName: null });
    expect(ok.body.asset.version).toBe((await row(a.id)).updatedAt.toISOString());
  });
});

describe('recent scans', () => {
  it('lists the latest scans newest first, by mode and site', async () => {
    const a = await asset();
    await scan({ mode: 'check_in', code: a.assetTag, siteId: siteA2 });
    await scan({ mode: 'check_out', code: a.assetTag, personId: personA, siteId: siteA2 });
    const res = await call(t.app, 'GET', `/api/scans/recent?districtId=${w.districtA.id}&siteId=${siteA2}`, {
      cookie: w.cookies.viewerA,
    });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { mode: string }) => s.mode).slice(0, 2)).toEqual(['check_out', 'check_in']);
    expect(res.body[0]).toMatchObject({
      assetTag: a.assetTag,
      result: 'wrong_site',
      userName: expect.any(String),
    });
    const byMode = await call(t.app, 'GET', `/api/scans/recent?mode=audit&limit=5`, {
      cookie: w.cookies.techA,
    });
    expect(byMode.body.every((s: { mode: string }) => s.mode === 'audit')).toBe(true);
    const bad = await call(t.app, 'GET', '/api/scans/recent?limit=0', { cookie: w.cookies.techA });
    expect(bad).toMatchObject({ status: 400, body: { message: 'The limit is 1 to 200.' } });
  });
});

describe('validation', () => {
  const valid = () => ({ mode: 'check_in', code: 'SC-0001', scannedAt: at(0), scanKey: key() });
  it.each([
    [{ mode: 'teleport' }, SCAN_INPUT_MESSAGES.mode],
    [{ code: '   ' }, SCAN_INPUT_MESSAGES.codeRequired],
    [{ code: undefined }, SCAN_INPUT_MESSAGES.codeRequired],
    [{ code: 'x'.repeat(501) }, SCAN_INPUT_MESSAGES.codeTooLong],
    [{ scannedAt: 'yesterday' }, SCAN_INPUT_MESSAGES.scannedAt],
    [{ scanKey: 'short' }, SCAN_INPUT_MESSAGES.scanKey],
    [{ scanKey: 'k'.repeat(101) }, SCAN_INPUT_MESSAGES.scanKey],
    [{ mode: 'check_out', personId: 'nope' }, SCAN_INPUT_MESSAGES.personId],
    [{ mode: 'audit', auditId: 'nope' }, SCAN_INPUT_MESSAGES.auditId],
    [{ siteId: 'nope' }, SCAN_INPUT_MESSAGES.siteId],
    [{ condition: 'soggy' }, SCAN_INPUT_MESSAGES.condition],
    [{ condition: 'damaged', damageKind: 'dented' }, SCAN_INPUT_MESSAGES.damageKind],
    [{ mode: 'check_out' }, SCAN_INPUT_MESSAGES.personRequired],
    [{ mode: 'audit' }, SCAN_INPUT_MESSAGES.auditRequired],
  ])('refuses %j: %s', async (change, message) => {
    const res = await call(t.app, 'POST', '/api/scans', {
      cookie: w.cookies.techA,
      body: { ...valid(), ...change },
    });
    expect(res).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses a person, site or audit that is not of the district (and stores no scan)', async () => {
    const [otherSite] = await t.db
      .insert(sites)
      .values({ districtId: w.districtB.id, name: 'B school' })
      .returning({ id: sites.id });
    const k = key();
    const person = await scan({ mode: 'check_out', code: 'SC-0001', personId: randomUUID(), scanKey: k });
    expect(person).toMatchObject({ status: 400, body: { message: 'Person not found.' } });
    const site = await scan({ mode: 'check_in', code: 'SC-0001', siteId: otherSite!.id });
    expect(site).toMatchObject({ status: 400, body: { message: SCAN_ERRORS.siteNotFound } });
    const audit = await scan({ mode: 'audit', code: 'SC-0001', auditId: randomUUID() });
    expect(audit).toMatchObject({ status: 404, body: { message: SCAN_ERRORS.auditNotFound } });
    // The refused scan did not use its key up.
    expect(await t.db.select().from(scans).where(eq(scans.scanKey, k))).toHaveLength(0);
  });
});

describe('who may scan', () => {
  it('lets technicians and administrators scan; viewers read; requesters, others and strangers are refused', async () => {
    const a = await asset();
    const body = { districtId: w.districtA.id, mode: 'check_in', code: a.assetTag, scannedAt: at(0) };
    const post = (cookie: string | undefined) =>
      call(t.app, 'POST', '/api/scans', { cookie, body: { ...body, scanKey: key() } });
    expect((await post(w.cookies.techA)).status).toBe(200);
    expect((await post(w.cookies.adminA)).status).toBe(200);
    expect((await post(w.cookies.provider)).status).toBe(200);
    expect((await post(w.cookies.viewerA)).status).toBe(403);
    expect((await post(w.cookies.requesterA)).status).toBe(403);
    expect((await post(w.cookies.adminB)).status).toBe(404);
    expect((await post(undefined)).status).toBe(401);
    const recent = (cookie: string | undefined) =>
      call(t.app, 'GET', `/api/scans/recent?districtId=${w.districtA.id}`, { cookie });
    expect((await recent(w.cookies.viewerA)).status).toBe(200);
    expect((await recent(w.cookies.requesterA)).status).toBe(403);
    expect((await recent(w.cookies.adminB)).status).toBe(404);
  });

  it('answers 403 when the inventory is switched off for the district', async () => {
    const district = await makeDistrict(t.db, { serviceLevel: 'analysis' });
    await t.db
      .update(districts)
      .set({ features: { assets: false } })
      .where(eq(districts.id, district.id));
    const tech = await makeUser(t.db, { role: 'technician', districtId: district.id });
    const cookie = await signIn(t.app, tech.email);
    const res = await call(t.app, 'POST', '/api/scans', {
      cookie,
      body: { mode: 'check_in', code: 'X-1', scannedAt: at(0), scanKey: key() },
    });
    expect(res).toMatchObject({
      status: 403,
      body: { message: 'Asset management is turned off for this district' },
    });
  });
});
