import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  isoDay,
  type License,
  type LicenseHistoryEntry,
  licenseStatus,
  LICENSE_MESSAGES as M,
} from '../../domain/licenses.ts';
import { DEFAULT_TIMEZONE } from '../../domain/settings.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
const events: { type: string; districtId: string | null; data?: Record<string, unknown> }[] = [];
/** The test districts keep the default time zone: statuses are counted on its day. */
const today = isoDay(new Date(), DEFAULT_TIMEZONE);
const inDays = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  t.bus.subscribe((e) => events.push(e));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as =
  (who: keyof World['cookies']) =>
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them.
  <T = any>(method: Method, url: string, body?: unknown) =>
    call<T>(t.app, method, url, { cookie: w.cookies[who], body });
const admin = as('adminA');
const tech = as('techA');

const base = {
  name: 'GoGuardian Admin',
  vendor: 'GoGuardian',
  category: 'Content Filtering',
  seatModel: 'per_device',
  licenseCount: 100,
  cost: 7500,
  purchaseDate: inDays(-300),
  renewalDate: inDays(65),
};
async function addLicense(body: Record<string, unknown> = {}, who = admin): Promise<License> {
  const res = await who<License>('POST', '/api/licenses', { ...base, ...body });
  if (res.status !== 201) throw new Error(`could not add a license: ${JSON.stringify(res.body)}`);
  return res.body;
}
const historyOf = async (id: string) =>
  (await admin<LicenseHistoryEntry[]>('GET', `/api/licenses/${id}/history`)).body;

async function waitFor<T>(find: () => T | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('event never arrived');
}

describe('add (POST /api/licenses)', () => {
  it('saves every field, derives the status from the dates, records it and tells other browsers', async () => {
    const res = await admin<License>('POST', '/api/licenses', {
      ...base,
      costPerSeat: 75,
      autoRenew: true,
      contractNumber: ' PO-2025-0142 ',
      notes: 'Chromebooks only',
      contactEmail: 'renewals@goguardian.example',
      adminUrl: 'https://admin.goguardian.com',
      lowSeatThreshold: 10,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      districtId: w.districtA.id,
      name: 'GoGuardian Admin',
      category: 'Content Filtering',
      seatModel: 'per_device',
      licenseCount: 100,
      usedLicenses: 0,
      seatTracking: 'assignments',
      cost: 7500,
      costPerSeat: 75,
      renewalDate: inDays(65),
      autoRenew: true,
      contractNumber: 'PO-2025-0142',
      contactEmail: 'renewals@goguardian.example',
      adminUrl: 'https://admin.goguardian.com',
      lowSeatThreshold: 10,
      reminderDays: [90, 60, 30, 7],
      status: 'expiring',
      daysUntilRenewal: 65,
      cancelledAt: null,
    });
    expect(await historyOf(res.body.id)).toEqual([
      expect.objectContaining({ action: 'created', actorName: expect.any(String) }),
    ]);
    const event = await waitFor(() =>
      events.find((e) => e.type === 'license_changed' && e.data?.id === res.body.id),
    );
    expect(event.districtId).toBe(w.districtA.id);
  });

  it('takes the defaults (per user, Productivity, Free) and keeps no seats for site and unlimited licenses', async () => {
    const free = await admin<License>('POST', '/api/licenses', {
      name: 'Google Workspace for Education Fundamentals',
      vendor: 'Google',
      licenseCount: 0,
      renewalDate: inDays(400),
    });
    expect(free.body).toMatchObject({
      seatModel: 'per_user',
      category: 'Productivity',
      cost: 0,
      status: 'active',
    });
    const site = await addLicense({ seatModel: 'site', licenseCount: 500, name: 'Securly Classroom' });
    expect(site).toMatchObject({ seatModel: 'site', licenseCount: 0, usedLicenses: 0 });
  });

  it('counts seats in use by hand when told', async () => {
    const l = await addLicense({ seatTracking: 'manual', usedLicenses: 120, name: 'Manual count' });
    expect(l).toMatchObject({ seatTracking: 'manual', usedLicenses: 120, licenseCount: 100 });
  });

  it.each([
    [{ name: '' }, M.nameRequired],
    [{ name: undefined }, M.nameRequired],
    [{ vendor: '   ' }, M.vendorRequired],
    [{ licenseCount: undefined }, M.seatCount],
    [{ licenseCount: -1 }, M.seatCount],
    [{ licenseCount: 1.5 }, M.seatCount],
    [{ licenseCount: 2147483648 }, M.seatCountMax],
    [{ cost: -1 }, M.cost],
    [{ cost: 'free' }, M.cost],
    [{ costPerSeat: -0.5 }, M.costPerSeat],
    [{ cost: 1e308 }, M.costMax],
    [{ renewalDate: undefined }, M.renewalRequired],
    [{ renewalDate: '2026-13-01' }, M.invalidDate],
    [{ renewalDate: '9999-12-31' }, 'Must be a date between the years 1900 and 2200'],
    [{ purchaseDate: inDays(70) }, M.renewalBeforePurchase],
    [{ seatTracking: 'manual' }, M.seatsUsedRequired],
    [{ seatTracking: 'manual', usedLicenses: -3 }, M.seatsUsed],
    [{ contactEmail: 'renewals at goguardian' }, M.invalidEmail],
    [{ adminUrl: 'ftp://admin.example' }, M.invalidUrl],
    [{ adminUrl: 'javascript:alert(1)' }, M.invalidUrl],
    [{ category: 'Games' }, M.invalidCategory],
    [{ seatModel: 'per_school' }, M.invalidSeatModel],
    [{ lowSeatThreshold: -1 }, M.threshold],
    [{ notes: 'long' }, 'Must be at most 4000 characters'],
    [{ name: 'bell\u0007' }, 'Must not contain control characters'],
  ])('answers 400 for %j with its message', async (change, message) => {
    const body = { ...base, ...change } as Record<string, unknown>;
    if (body.notes === 'long') body.notes = 'x'.repeat(4001);
    const res = await admin('POST', '/api/licenses', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('lets a provider admin add to a district named explicitly, and asks for one otherwise', async () => {
    const ok = await call(t.app, 'POST', '/api/licenses', {
      cookie: w.cookies.provider,
      body: { ...base, districtId: w.districtB.id, name: 'Lightspeed Filter' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.districtId).toBe(w.districtB.id);
    const none = await call(t.app, 'POST', '/api/licenses', { cookie: w.cookies.provider, body: base });
    expect(none.status).toBe(404);
  });
});

describe('list and cards', () => {
  // Districts of their own, so the figures are exactly these.
  let c: World;
  beforeAll(async () => {
    c = await makeWorld(t.app, t.db);
    const add = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/licenses', { cookie: c.cookies.adminA, body: { ...base, ...body } });
    await add({
      name: 'Zeta Active',
      vendor: 'Acme',
      licenseCount: 200,
      cost: 1000,
      renewalDate: inDays(200),
    });
    await add({
      name: 'alpha Expiring',
      vendor: 'Securly',
      category: 'Student Safety',
      licenseCount: 100,
      cost: 500,
      renewalDate: inDays(10),
    });
    await add({
      name: 'Mid Expired',
      vendor: 'Gaggle',
      category: 'Student Safety',
      licenseCount: 50,
      seatTracking: 'manual',
      usedLicenses: 45,
      cost: 250.5,
      purchaseDate: null,
      renewalDate: inDays(-3),
    });
    await add({
      name: 'Site Wide',
      vendor: 'Acme',
      seatModel: 'unlimited',
      cost: 0,
      renewalDate: inDays(90),
    });
    const cancelled = (await add({ name: 'Old Thing', vendor: 'Legacy', cost: 999, renewalDate: inDays(30) }))
      .body;
    await call(t.app, 'PUT', `/api/licenses/${cancelled.id}`, {
      cookie: c.cookies.adminA,
      body: {
        ...base,
        name: 'Old Thing',
        vendor: 'Legacy',
        cost: 999,
        renewalDate: inDays(30),
        cancelled: true,
      },
    });
  });
  const asC = (url: string, who: 'adminA' | 'techA' | 'adminB' = 'adminA') =>
    call(t.app, 'GET', url, { cookie: c.cookies[who] });

  it('lists by name with status from the dates, filtered on the server', async () => {
    const all = (await asC('/api/licenses')).body as License[];
    expect(all.map((l) => l.name)).toEqual([
      'alpha Expiring',
      'Mid Expired',
      'Old Thing',
      'Site Wide',
      'Zeta Active',
    ]);
    expect(all.map((l) => l.status)).toEqual(['expiring', 'expired', 'cancelled', 'expiring', 'active']);
    expect(all.find((l) => l.name === 'Mid Expired')).toMatchObject({
      daysUntilRenewal: -3,
      usedLicenses: 45,
    });
    const names = async (query: string) =>
      ((await asC(`/api/licenses?${query}`)).body as License[]).map((l) => l.name);
    expect(await names('status=expiring')).toEqual(['alpha Expiring', 'Site Wide']);
    expect(await names('status=expired')).toEqual(['Mid Expired']);
    expect(await names('status=cancelled')).toEqual(['Old Thing']);
    expect(await names('status=active')).toEqual(['Zeta Active']);
    expect(await names('category=Student%20Safety')).toEqual(['alpha Expiring', 'Mid Expired']);
    expect(await names('q=ACME')).toEqual(['Site Wide', 'Zeta Active']);
    expect(await names('q=expir&status=expired')).toEqual(['Mid Expired']);
    expect(await names('q=%25')).toEqual([]);
    // The filter and each row's status follow the one rule.
    for (const status of ['active', 'expiring', 'expired'] as const) {
      for (const l of (await asC(`/api/licenses?status=${status}`)).body as License[])
        expect(licenseStatus(l, today)).toBe(status);
    }
    // The list is light: contract, notes, contacts and times come with the license itself.
    expect(Object.keys(all[0]!)).not.toContain('notes');
    expect((await asC(`/api/licenses/${all[0]!.id}`)).body).toMatchObject({
      notes: '',
      districtId: c.districtA.id,
    });
    expect((await asC('/api/licenses?status=lapsed')).body.message).toBe(M.invalidStatus);
    expect((await asC('/api/licenses?category=Games')).body.message).toBe(M.invalidCategory);
  });

  it('sums the four cards over the whole district', async () => {
    const res = await asC('/api/licenses/summary');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 5,
      active: 1,
      expiring: 2,
      expired: 1,
      cancelled: 1,
      totalAnnualCost: 1750.5,
      seats: { total: 350, used: 45 },
      utilization: 13,
    });
  });

  it('hides every cost from technicians', async () => {
    const list = (await asC('/api/licenses', 'techA')).body as License[];
    expect(list.every((l) => l.cost === null && l.costPerSeat === null)).toBe(true);
    const summary = (await asC('/api/licenses/summary', 'techA')).body;
    expect(summary.totalAnnualCost).toBeNull();
    expect(summary.utilization).toBe(13);
    const one = await asC(`/api/licenses/${list[0]!.id}`, 'techA');
    expect(one.body.cost).toBeNull();
  });

  it('answers an empty district with zeros', async () => {
    const res = await asC('/api/licenses/summary', 'adminB');
    expect(res.body).toMatchObject({ total: 0, utilization: null, seats: { total: 0, used: 0 } });
  });
});

describe('edit (PUT /api/licenses/{id})', () => {
  it('saves the fields and records what changed, hiding cost values from technicians', async () => {
    const l = await addLicense({ name: 'Edit me' });
    const res = await admin<License>('PUT', `/api/licenses/${l.id}`, {
      ...base,
      name: 'Edit me',
      licenseCount: 120,
      cost: 9000,
      notes: 'Added the middle school',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ licenseCount: 120, cost: 9000, notes: 'Added the middle school' });
    const [latest] = await historyOf(l.id);
    expect(latest).toMatchObject({
      action: 'updated',
      details: {
        changes: [
          { field: 'licenseCount', from: 100, to: 120 },
          { field: 'cost', from: 7500, to: 9000 },
          { field: 'notes', from: '', to: 'Added the middle school' },
        ],
      },
    });
    const techView = (await tech<LicenseHistoryEntry[]>('GET', `/api/licenses/${l.id}/history`)).body;
    expect(techView[0]!.details.changes![1]).toEqual({ field: 'cost', from: null, to: null, hidden: true });
  });

  it('cancels (kept with its history) and reactivates', async () => {
    const l = await addLicense({ name: 'Cancel me' });
    const cancelled = await admin<License>('PUT', `/api/licenses/${l.id}`, {
      ...base,
      name: 'Cancel me',
      cancelled: true,
    });
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.cancelledAt).not.toBeNull();
    const again = await admin<License>('PUT', `/api/licenses/${l.id}`, { ...base, name: 'Cancel me' });
    expect(again.body.status).toBe('cancelled');
    const back = await admin<License>('PUT', `/api/licenses/${l.id}`, {
      ...base,
      name: 'Cancel me',
      cancelled: false,
    });
    expect(back.body.status).toBe('expiring');
    expect((await historyOf(l.id)).map((h) => h.action)).toEqual(['reactivated', 'cancelled', 'created']);
  });

  it('refuses to drop the seat count below the assigned seats or to change the model of a license with seats', async () => {
    const l = await addLicense({ name: 'Seats held', seatModel: 'per_user', licenseCount: 3 });
    for (const email of ['a@x.org', 'b@x.org'])
      expect(
        (await admin('POST', `/api/licenses/${l.id}/assignments`, { name: 'Teacher', email })).status,
      ).toBe(201);
    const lower = await admin('PUT', `/api/licenses/${l.id}`, {
      ...base,
      name: 'Seats held',
      seatModel: 'per_user',
      licenseCount: 1,
    });
    expect(lower.status).toBe(409);
    expect(lower.body.message).toBe(M.countBelowAssigned(2));
    const model = await admin('PUT', `/api/licenses/${l.id}`, {
      ...base,
      name: 'Seats held',
      seatModel: 'per_device',
      licenseCount: 3,
    });
    expect(model.status).toBe(409);
    expect(model.body.message).toBe(M.modelWithSeats(2));
    expect(
      (
        await admin('PUT', `/api/licenses/${l.id}`, {
          ...base,
          name: 'Seats held',
          seatModel: 'per_user',
          licenseCount: 2,
        })
      ).status,
    ).toBe(200);
  });

  it('answers 404 for a license that does not exist, and 400 for a bad id', async () => {
    expect((await admin('PUT', '/api/licenses/00000000-0000-4000-8000-000000000000', base)).status).toBe(404);
    expect((await admin('GET', '/api/licenses/nope')).body.message).toBe('Not a valid id');
  });
});

describe('renew (POST /api/licenses/{id}/renewals)', () => {
  it('starts a new term at a new cost and keeps the previous one in the history', async () => {
    const l = await addLicense({ name: 'Renew me', renewalDate: inDays(20) });
    const res = await admin<License>('POST', `/api/licenses/${l.id}/renewals`, {
      renewalDate: inDays(385),
      cost: 7800,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ renewalDate: inDays(385), cost: 7800, status: 'active' });
    expect((await historyOf(l.id))[0]).toMatchObject({
      action: 'renewed',
      details: { renewalDate: inDays(385), cost: 7800, previous: { renewalDate: inDays(20), cost: 7500 } },
    });
    const sameCost = await admin<License>('POST', `/api/licenses/${l.id}/renewals`, {
      renewalDate: inDays(750),
    });
    expect(sameCost.body.cost).toBe(7800);
  });

  it('revives a cancelled license and refuses a date that is not later', async () => {
    const l = await addLicense({ name: 'Lapsed', renewalDate: inDays(-10), purchaseDate: inDays(-375) });
    await admin('PUT', `/api/licenses/${l.id}`, {
      ...base,
      renewalDate: inDays(-10),
      purchaseDate: inDays(-375),
      cancelled: true,
    });
    const earlier = await admin('POST', `/api/licenses/${l.id}/renewals`, { renewalDate: inDays(-10) });
    expect(earlier.status).toBe(400);
    expect(earlier.body.message).toBe(M.renewalNotLater(inDays(-10)));
    const renewed = await admin<License>('POST', `/api/licenses/${l.id}/renewals`, {
      renewalDate: inDays(355),
    });
    expect(renewed.body.status).toBe('active');
  });

  it.each([
    [{}, M.renewalRequired],
    [{ renewalDate: 'soon' }, M.invalidDate],
    [{ renewalDate: inDays(400), cost: -5 }, M.cost],
  ])('answers 400 for %j', async (body, message) => {
    const l = await addLicense({ name: `Bad renewal ${JSON.stringify(body)}` });
    const res = await admin('POST', `/api/licenses/${l.id}/renewals`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('reminders (PUT /api/licenses/{id}/reminders)', () => {
  it('stores the ladder furthest first, each step once, and records the change', async () => {
    const l = await addLicense({ name: 'Remind me' });
    const res = await admin<License>('PUT', `/api/licenses/${l.id}/reminders`, {
      daysBefore: [14, 45, 14, 120],
    });
    expect(res.status).toBe(200);
    expect(res.body.reminderDays).toEqual([120, 45, 14]);
    expect((await historyOf(l.id))[0]).toMatchObject({
      action: 'reminders_changed',
      details: { reminderDays: [120, 45, 14] },
    });
    const none = await admin<License>('PUT', `/api/licenses/${l.id}/reminders`, { daysBefore: [] });
    expect(none.body.reminderDays).toEqual([]);
  });

  it.each([
    [{ daysBefore: [0] }, M.reminderDay],
    [{ daysBefore: [366] }, M.reminderDay],
    [{ daysBefore: [7.5] }, M.reminderDay],
    [{ daysBefore: Array.from({ length: 13 }, (_, i) => i + 1) }, M.reminderSteps],
    [{}, M.reminderDay],
  ])('answers 400 for %j', async (body, message) => {
    const l = await addLicense({ name: `Bad reminders ${JSON.stringify(body)}` });
    const res = await admin('PUT', `/api/licenses/${l.id}/reminders`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('delete and tenancy', () => {
  it('deletes a license with its history', async () => {
    const l = await addLicense({ name: 'Delete me' });
    expect((await admin('DELETE', `/api/licenses/${l.id}`)).status).toBe(200);
    expect((await admin('GET', `/api/licenses/${l.id}`)).status).toBe(404);
    expect((await admin('GET', `/api/licenses/${l.id}/history`)).status).toBe(404);
  });

  it("answers 404 for another district's license on every call", async () => {
    const l = await addLicense({ name: 'Secret' });
    const asB = as('adminB');
    const calls: [Method, string, unknown?][] = [
      ['GET', `/api/licenses/${l.id}`],
      ['GET', `/api/licenses/${l.id}/history`],
      ['GET', `/api/licenses/${l.id}/assignments`],
      ['PUT', `/api/licenses/${l.id}`, base],
      ['DELETE', `/api/licenses/${l.id}`],
      ['POST', `/api/licenses/${l.id}/renewals`, { renewalDate: inDays(500) }],
      ['PUT', `/api/licenses/${l.id}/reminders`, { daysBefore: [30] }],
      ['POST', `/api/licenses/${l.id}/assignments`, { name: 'X', email: 'x@y.org' }],
      ['GET', `/api/licenses?districtId=${w.districtA.id}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await asB(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    // A provider admin naming the wrong district for the license gets 404 too.
    const wrong = await call(t.app, 'GET', `/api/licenses/${l.id}?districtId=${w.districtB.id}`, {
      cookie: w.cookies.provider,
    });
    expect(wrong.status).toBe(404);
    expect((await admin('GET', `/api/licenses/${l.id}`)).body.name).toBe('Secret');
  });
});
