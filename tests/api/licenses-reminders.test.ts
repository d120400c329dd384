import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardMetrics } from '../../domain/dashboard.ts';
import {
  addDays,
  isoDay,
  type License,
  type LicenseAssignment,
  type LicenseHistoryEntry,
} from '../../domain/licenses.ts';
import {
  createLicenseReminders,
  type DueReminder,
  type LicenseReminders,
  type LowSeatLicense,
} from '../../server/features/licenses/index.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
let reminders: LicenseReminders;
const today = isoDay();
const inDays = (n: number) => addDays(today, n);
/** A moment `n` days from now (noon, far from midnight). */
const dayFromNow = (n: number) => {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() + n);
  return d;
};

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  reminders = createLicenseReminders({ db: t.db, bus: t.bus });
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them.
const admin = <T = any>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  cookie = w.cookies.adminA,
) => call<T>(t.app, method, url, { cookie, body });
async function addLicense(body: Record<string, unknown>, cookie = w.cookies.adminA): Promise<License> {
  const res = await admin<License>(
    'POST',
    '/api/licenses',
    { vendor: 'Vendor', licenseCount: 100, ...body },
    cookie,
  );
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body;
}
const historyOf = async (id: string) =>
  (await admin<LicenseHistoryEntry[]>('GET', `/api/licenses/${id}/history`)).body.map((h) => h.action);

describe('renewal reminders (findDueReminders, markReminderSent)', () => {
  it('finds the step each license has reached, once per term, and starts again after a renewal', async () => {
    const soon = await addLicense({ name: 'Soon', renewalDate: inDays(25) });
    const far = await addLicense({ name: 'Far', renewalDate: inDays(200) });
    const cancelled = await addLicense({ name: 'Gone', renewalDate: inDays(5) });
    await admin('PUT', `/api/licenses/${cancelled.id}`, {
      name: 'Gone',
      vendor: 'Vendor',
      licenseCount: 100,
      renewalDate: inDays(5),
      cancelled: true,
    });
    await addLicense({ name: 'Past', renewalDate: inDays(-1) });

    const due: DueReminder[] = await reminders.findDueReminders(new Date(), { districtId: w.districtA.id });
    expect(due).toEqual([
      {
        licenseId: soon.id,
        districtId: w.districtA.id,
        step: 30,
        name: 'Soon',
        vendor: 'Vendor',
        renewalDate: inDays(25),
        daysLeft: 25,
        autoRenew: false,
      },
    ]);

    expect(await reminders.markReminderSent(soon.id, 30, { renewalDate: inDays(25) })).toBe(true);
    expect(await reminders.markReminderSent(soon.id, 30)).toBe(false);
    expect(await reminders.findDueReminders(new Date(), { districtId: w.districtA.id })).toEqual([]);
    expect((await historyOf(soon.id))[0]).toBe('reminder_sent');

    // Eighteen days later the 7-day step is due; the far license reaches nothing yet.
    const later = await reminders.findDueReminders(dayFromNow(18), { districtId: w.districtA.id });
    expect(later.map((d) => [d.name, d.step, d.daysLeft])).toEqual([['Soon', 7, 7]]);
    expect(
      (await reminders.findDueReminders(dayFromNow(110), { districtId: w.districtA.id })).map((d) => [
        d.name,
        d.step,
      ]),
    ).toEqual([['Far', 90]]);
    expect(far.reminderDays).toEqual([90, 60, 30, 7]);

    // A renewal starts a new term: a mark meant for the old one changes nothing, the new one's steps fire again.
    await admin('POST', `/api/licenses/${soon.id}/renewals`, { renewalDate: inDays(60) });
    expect(await reminders.markReminderSent(soon.id, 7, { renewalDate: inDays(25) })).toBe(false);
    const renewed = await reminders.findDueReminders(new Date(), { districtId: w.districtA.id });
    expect(renewed.map((d) => [d.name, d.step])).toEqual([['Soon', 60]]);
  });

  it('follows a ladder set per license', async () => {
    const l = await addLicense({ name: 'Custom ladder', renewalDate: inDays(40) });
    await admin('PUT', `/api/licenses/${l.id}/reminders`, { daysBefore: [45, 14] });
    const due = await reminders.findDueReminders(new Date(), { districtId: w.districtA.id });
    expect(due.find((d) => d.licenseId === l.id)?.step).toBe(45);
    await admin('PUT', `/api/licenses/${l.id}/reminders`, { daysBefore: [] });
    const none = await reminders.findDueReminders(new Date(), { districtId: w.districtA.id });
    expect(none.find((d) => d.licenseId === l.id)).toBeUndefined();
  });

  it('marks inside the caller’s transaction, so a job that fails leaves the reminder due', async () => {
    const l = await addLicense({ name: 'In a job', renewalDate: inDays(6) });
    await t.db
      .transaction(async (tx) => {
        expect(await reminders.markReminderSent(l.id, 7, { tx })).toBe(true);
        throw new Error('the email could not be enqueued');
      })
      .catch(() => {});
    const due = await reminders.findDueReminders(new Date(), { districtId: w.districtA.id });
    expect(due.find((d) => d.licenseId === l.id)?.step).toBe(7);
    expect(await reminders.markReminderSent('00000000-0000-4000-8000-000000000000', 7)).toBe(false);
  });
});

describe('low-seat alerts (findLowSeatLicenses, markLowSeatAlertSent)', () => {
  async function fill(licenseId: string, n: number): Promise<LicenseAssignment[]> {
    const made: LicenseAssignment[] = [];
    for (let i = 0; i < n; i++)
      made.push(
        (
          await admin<LicenseAssignment>('POST', `/api/licenses/${licenseId}/assignments`, {
            name: `P${i}`,
            email: `p${i}@x.org`,
          })
        ).body,
      );
    return made;
  }

  it('finds licenses whose free seats fell to 5 % (or their own threshold), once until seats free up', async () => {
    const d = await makeWorld(t.app, t.db);
    const low = await addLicense(
      { name: 'Nearly full', licenseCount: 20, renewalDate: inDays(100) },
      d.cookies.adminA,
    );
    const own = await addLicense(
      { name: 'Own threshold', licenseCount: 10, lowSeatThreshold: 4, renewalDate: inDays(100) },
      d.cookies.adminA,
    );
    await addLicense(
      {
        name: 'By hand',
        licenseCount: 100,
        seatTracking: 'manual',
        usedLicenses: 97,
        renewalDate: inDays(100),
      },
      d.cookies.adminA,
    );
    await addLicense({ name: 'Site', seatModel: 'site', renewalDate: inDays(100) }, d.cookies.adminA);
    let person = 0;
    const seatsOf = async (id: string, n: number) => {
      for (let i = 0; i < n; i++, person++) {
        const body = { name: 'P', email: `p${person}@x.org` };
        const res = await admin('POST', `/api/licenses/${id}/assignments`, body, d.cookies.adminA);
        expect(res.status).toBe(201);
      }
    };
    await seatsOf(low.id, 18);
    await seatsOf(own.id, 6);
    const find = async () => {
      const low: LowSeatLicense[] = await reminders.findLowSeatLicenses({ districtId: d.districtA.id });
      return low.map((l) => [l.name, l.freeSeats]).sort();
    };
    expect(await find()).toEqual([
      ['By hand', 3],
      ['Own threshold', 4],
    ]);
    await seatsOf(low.id, 1);
    expect(await find()).toContainEqual(['Nearly full', 1]);

    expect(await reminders.markLowSeatAlertSent(low.id)).toBe(true);
    expect(await reminders.markLowSeatAlertSent(low.id)).toBe(false);
    expect(await find()).not.toContainEqual(['Nearly full', 1]);

    // Freeing seats clears the mark; running low again makes it due again.
    const seats = (await admin('GET', `/api/licenses/${low.id}/assignments`, undefined, d.cookies.adminA))
      .body.items;
    await admin('DELETE', `/api/licenses/${low.id}/assignments/${seats[0].id}`, undefined, d.cookies.adminA);
    await admin('DELETE', `/api/licenses/${low.id}/assignments/${seats[1].id}`, undefined, d.cookies.adminA);
    expect(await find()).not.toContainEqual(['Nearly full', 3]);
    await seatsOf(low.id, 2);
    expect(await find()).toContainEqual(['Nearly full', 1]);

    // A license that is not low any more is not marked.
    expect(await reminders.markLowSeatAlertSent(own.id)).toBe(true);
    const site = (await reminders.findLowSeatLicenses({ districtId: d.districtA.id })).find(
      (l) => l.name === 'Site',
    );
    expect(site).toBeUndefined();
  });

  it('uses the seat counter of the license', async () => {
    const l = await addLicense({ name: 'Counter', licenseCount: 2, renewalDate: inDays(100) });
    await fill(l.id, 2);
    const found = (await reminders.findLowSeatLicenses({ districtId: w.districtA.id })).find(
      (x) => x.licenseId === l.id,
    );
    expect(found).toMatchObject({ licenseCount: 2, usedLicenses: 2, freeSeats: 0, lowSeatThreshold: null });
  });
});

describe('dashboards', () => {
  it('count and list the licenses renewing within 30 days, per district and across districts', async () => {
    const d = await makeWorld(t.app, t.db, { tierA: 'analysis' });
    const metrics = (cookie: string | undefined) =>
      call<DashboardMetrics>(t.app, 'GET', '/api/dashboard/metrics', { cookie });
    expect((await metrics(d.cookies.adminA)).body.alerts.expiringLicenses).toBe(0);

    await addLicense({ name: 'Renews today', renewalDate: today, autoRenew: true }, d.cookies.adminA);
    await addLicense({ name: 'In 30 days', renewalDate: inDays(30) }, d.cookies.adminA);
    await addLicense({ name: 'In 31 days', renewalDate: inDays(31) }, d.cookies.adminA);
    await addLicense({ name: 'Expired', renewalDate: inDays(-1) }, d.cookies.adminA);
    await addLicense({ name: 'B renews', renewalDate: inDays(3) }, d.cookies.adminB);

    await expect.poll(async () => (await metrics(d.cookies.adminA)).body.alerts.expiringLicenses).toBe(2);
    const district = (await metrics(d.cookies.adminA)).body;
    expect(district.alerts.items.map((a) => a.id)).toContain('expiring-licenses');
    expect(district.upcomingRenewals.map((r) => [r.name, r.daysLeft, r.autoRenew])).toEqual([
      ['Renews today', 0, true],
      ['In 30 days', 30, false],
    ]);

    const provider = (await metrics(w.cookies.provider)).body;
    const names = provider.upcomingRenewals.map((r) => `${r.districtName}: ${r.name}`);
    expect(names).toContain(`${d.districtB.name}: B renews`);
    expect(names).toContain(`${d.districtA.name}: Renews today`);
    expect(provider.alerts.expiringLicenses).toBeGreaterThanOrEqual(3);
  });
});

describe('delivery through the jobs platform', () => {
  const titlesOf = async (cookie: string | undefined) =>
    (
      (await call(t.app, 'GET', '/api/notifications', { cookie })).body.notifications as {
        title: string;
        kind: string;
      }[]
    ).filter((n) => n.kind.startsWith('license_'));

  it('tells the district’s administrators of the step a renewal has reached, once, however often the job runs', async () => {
    await addLicense({ name: 'Securly Filter', renewalDate: inDays(25), purchaseDate: inDays(-340) });
    await t.background.queue.send('licenses.renewal-reminders', {});
    await expect
      .poll(async () => (await titlesOf(w.cookies.adminA)).map((n) => n.title), { timeout: 15_000 })
      .toContain('Securly Filter renews in 25 days');
    await t.background.queue.send('licenses.renewal-reminders', {});
    await new Promise((r) => setTimeout(r, 2000));
    expect(
      (await titlesOf(w.cookies.adminA)).filter((n) => n.title.startsWith('Securly Filter')),
    ).toHaveLength(1);
    // Nobody of another district hears of it, nor a technician.
    expect(await titlesOf(w.cookies.adminB)).toEqual([]);
    expect(await titlesOf(w.cookies.techA)).toEqual([]);
  });

  it('alerts when a per-seat license runs out of free seats', async () => {
    await addLicense({
      name: 'Jamf School',
      seatModel: 'per_device',
      licenseCount: 20,
      seatTracking: 'manual',
      usedLicenses: 19,
      renewalDate: inDays(200),
    });
    await t.background.queue.send('licenses.low-seat-alerts', {});
    await expect
      .poll(async () => (await titlesOf(w.cookies.adminA)).map((n) => n.title), { timeout: 15_000 })
      .toContain('Jamf School is running out of seats');
  });
});
