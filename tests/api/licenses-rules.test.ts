// The rules a new district meets on day one (issue 27.4): Add License and Import refuse the same
// duplicates, seat advice waits until a license has been in use, and "Expiring Soon" is one figure
// on the card and the tab, counted on the district's own day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  isExpiringSoon,
  isoDay,
  type License,
  type LicenseListItem,
  type LicenseSummary,
  LICENSE_MESSAGES as M,
  SEAT_ADVICE_MIN_DAYS_IN_USE,
  UTILIZATION_ADVICE,
} from '../../domain/licenses.ts';
import { DEFAULT_SCHOOL_DAY, DEFAULT_SLA_HOURS } from '../../domain/settings.ts';
import { districtSettings } from '../../server/db/schema/index.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;

/**
 * A time zone whose day is not the server's (UTC) day right now: a day behind in Pago Pago
 * (UTC-11) before 11:00 UTC, a day ahead in Kiritimati (UTC+14) from 10:00 UTC.
 */
const zone = new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  await t.db.insert(districtSettings).values({
    districtId: w.districtB.id,
    timezone: zone,
    schoolDayStart: DEFAULT_SCHOOL_DAY.start,
    schoolDayEnd: DEFAULT_SCHOOL_DAY.end,
    slaTargets: DEFAULT_SLA_HOURS,
  });
});
afterAll(() => t.close());

const as =
  (who: keyof World['cookies']) =>
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them.
  <T = any>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    call<T>(t.app, method, url, { cookie: w.cookies[who], body });
const admin = as('adminA');
const tech = as('techA');
const adminB = as('adminB');

/** District A keeps the default time zone. */
const todayA = () => isoDay(new Date(), 'America/New_York');
const license = (body: Record<string, unknown>) => ({
  vendor: 'Vendor',
  category: 'Productivity',
  seatModel: 'per_user',
  licenseCount: 10,
  cost: 100,
  renewalDate: addDays(todayA(), 300),
  ...body,
});

describe('duplicates: Add License, Edit and Import agree', () => {
  it('refuses a name and vendor the district already has with 409 naming it, as the import does', async () => {
    const first = await admin<License>(
      'POST',
      '/api/licenses',
      license({ name: 'Securly Filter', vendor: 'Securly' }),
    );
    expect(first.status).toBe(201);

    const again = await admin(
      'POST',
      '/api/licenses',
      license({ name: ' securly filter ', vendor: 'SECURLY' }),
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyInDistrict('Securly Filter', 'Securly'));

    const csv = 'Name,Vendor,Renewal Date\nsecurly filter,securly,2030-01-01\n';
    const imported = await call(t.app, 'POST', '/api/licenses/import?dryRun=true', {
      cookie: w.cookies.adminA,
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
    expect(imported.status).toBe(200);
    expect((imported.body as { rejected: { reasons: string[] }[] }).rejected[0]!.reasons).toContain(
      again.body.message,
    );

    // The same pair in another district, or another vendor, is free.
    expect(
      (await adminB('POST', '/api/licenses', license({ name: 'Securly Filter', vendor: 'Securly' }))).status,
    ).toBe(201);
    expect(
      (await admin('POST', '/api/licenses', license({ name: 'Securly Filter', vendor: 'Lightspeed' })))
        .status,
    ).toBe(201);
  });

  it('refuses an edit that renames a license onto another, and keeps an edit of the license itself', async () => {
    const other = await admin<License>(
      'POST',
      '/api/licenses',
      license({ name: 'Gaggle', vendor: 'Gaggle' }),
    );
    const onto = await admin(
      'PUT',
      `/api/licenses/${other.body.id}`,
      license({ name: 'SECURLY FILTER', vendor: 'securly' }),
    );
    expect(onto.status).toBe(409);
    expect(onto.body.message).toBe(M.alreadyInDistrict('Securly Filter', 'Securly'));
    const same = await admin(
      'PUT',
      `/api/licenses/${other.body.id}`,
      license({ name: 'gaggle', vendor: 'Gaggle', notes: 'x' }),
    );
    expect(same.status).toBe(200);
  });
});

describe('seat advice (the Utilization tab)', () => {
  const adviceOf = async (who: ReturnType<typeof as>, name: string) => {
    const list = await who<LicenseListItem[]>('GET', `/api/licenses?q=${encodeURIComponent(name)}`);
    return list.body.find((l) => l.name === name)!.advice;
  };

  it(`gives none to a license bought yesterday with nothing assigned (it waits ${SEAT_ADVICE_MIN_DAYS_IN_USE} days)`, async () => {
    await admin(
      'POST',
      '/api/licenses',
      license({
        name: 'Bought Yesterday',
        licenseCount: 200,
        cost: 6000,
        purchaseDate: addDays(todayA(), -1),
      }),
    );
    const advice = await adviceOf(admin, 'Bought Yesterday');
    expect(advice).toEqual({
      kind: 'early',
      text: UTILIZATION_ADVICE.early,
      detail: `In use for 1 day: seat advice starts after ${SEAT_ADVICE_MIN_DAYS_IN_USE} days.`,
    });
    expect(JSON.stringify(advice)).not.toContain('$');
  });

  it('says how many seats to keep and what the others cost, once in use long enough; no dollars for technicians', async () => {
    await admin(
      'POST',
      '/api/licenses',
      license({
        name: 'Half Empty',
        licenseCount: 200,
        seatTracking: 'manual',
        usedLicenses: 60,
        cost: 6000,
        purchaseDate: addDays(todayA(), -SEAT_ADVICE_MIN_DAYS_IN_USE),
      }),
    );
    expect(await adviceOf(admin, 'Half Empty')).toEqual({
      kind: 'low',
      text: UTILIZATION_ADVICE.low,
      reduceTo: 80,
      savings: 3600,
      detail: 'Keep 80 of 200 seats: the other 120 would save $3,600 a year.',
    });
    expect(await adviceOf(tech, 'Half Empty')).toMatchObject({
      kind: 'low',
      savings: null,
      detail: 'Keep 80 of 200 seats (120 fewer).',
    });
  });

  it('says so when no seat is in use after the waiting time', async () => {
    await admin(
      'POST',
      '/api/licenses',
      license({
        name: 'Never Used',
        licenseCount: 200,
        cost: 6000,
        purchaseDate: addDays(todayA(), -200),
      }),
    );
    expect(await adviceOf(admin, 'Never Used')).toMatchObject({
      reduceTo: 0,
      detail: 'None of the 200 seats is in use: dropping them would save $6,000 a year.',
    });
  });
});

describe("Expiring Soon: the card and the tab, on the district's day", () => {
  it('counts the same licenses in GET /api/licenses/summary and the list, at the boundary days of the district', async () => {
    const today = isoDay(new Date(), zone);
    expect(today).not.toBe(new Date().toISOString().slice(0, 10));
    const add = async (name: string, renewalDate: string) => {
      const res = await adminB<License>('POST', '/api/licenses', license({ name, renewalDate }));
      expect(res.status).toBe(201);
      return res.body;
    };
    const yesterday = await add('Renewed yesterday', addDays(today, -1));
    const renewsToday = await add('Renews today', today);
    const last = await add('Renews in 90 days', addDays(today, 90));
    const after = await add('Renews in 91 days', addDays(today, 91));
    const cancelled = await add('Cancelled', today);
    await adminB('PUT', `/api/licenses/${cancelled.id}`, {
      ...license({ name: 'Cancelled', renewalDate: today }),
      cancelled: true,
    });

    expect([yesterday.status, renewsToday.status, last.status, after.status]).toEqual([
      'expired',
      'expiring',
      'expiring',
      'active',
    ]);
    expect(renewsToday.daysUntilRenewal).toBe(0);

    const summary = (await adminB<LicenseSummary>('GET', '/api/licenses/summary')).body;
    const list = (await adminB<LicenseListItem[]>('GET', '/api/licenses')).body;
    const filtered = (await adminB<LicenseListItem[]>('GET', '/api/licenses?status=expiring')).body;
    const tab = list
      .filter(isExpiringSoon)
      .map((l) => l.name)
      .sort();
    expect(tab).toEqual(['Renews in 90 days', 'Renews today']);
    expect(summary.expiring).toBe(tab.length);
    expect(filtered.map((l) => l.name).sort()).toEqual(tab);
    expect(summary.expired).toBe(list.filter((l) => l.status === 'expired').length);
    expect(summary.expired).toBe(1);
  });
});
