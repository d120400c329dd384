import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  isoDay,
  type License,
  type LicenseHistoryEntry,
  LICENSE_MESSAGES as M,
} from '../../domain/licenses.ts';
import { DEFAULT_TIMEZONE } from '../../domain/settings.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
const events: { type: string; districtId: string | null; data?: Record<string, unknown> }[] = [];
const today = isoDay(new Date(), DEFAULT_TIMEZONE);

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

let n = 0;
const base = () => ({
  name: `Cancellation ${++n}`,
  vendor: 'Vendor',
  category: 'Content Filtering',
  seatModel: 'per_device',
  licenseCount: 100,
  cost: 7500,
  purchaseDate: addDays(today, -300),
  renewalDate: addDays(today, 200),
});
async function addLicense(): Promise<License> {
  const res = await admin<License>('POST', '/api/licenses', base());
  if (res.status !== 201) throw new Error(`could not add a license: ${JSON.stringify(res.body)}`);
  return res.body;
}
const historyOf = async (id: string) =>
  (await admin<LicenseHistoryEntry[]>('GET', `/api/licenses/${id}/history`)).body.map((h) => h.action);
const url = (id: string) => `/api/licenses/${id}/cancellation`;
/** What a cancellation must leave as it was. */
const unchanged = ({ status, cancelledAt, updatedAt, ...rest }: License) => rest;

describe('cancellation (POST and DELETE /api/licenses/{id}/cancellation)', () => {
  it('cancels (kept with its history), reactivates, records each once and tells other browsers', async () => {
    const l = await addLicense();
    const cancelled = await admin<License>('POST', url(l.id));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.cancelledAt).not.toBeNull();
    expect(unchanged(cancelled.body)).toEqual(unchanged(l));
    expect(events.some((e) => e.type === 'license_changed' && e.data?.id === l.id)).toBe(true);
    // Cancelling a cancelled license changes nothing and records nothing.
    const again = await admin<License>('POST', url(l.id));
    expect(again.status).toBe(200);
    expect(again.body.cancelledAt).toBe(cancelled.body.cancelledAt);
    expect(await historyOf(l.id)).toEqual(['cancelled', 'created']);
    // The list and the cards say so at once (their kept answers were cleared).
    const list = await admin<{ id: string; status: string }[]>('GET', `/api/licenses?status=cancelled`);
    expect(list.body.map((x) => x.id)).toContain(l.id);

    const back = await admin<License>('DELETE', url(l.id));
    expect(back.status).toBe(200);
    expect(back.body.status).toBe('active');
    expect(back.body.cancelledAt).toBeNull();
    expect(unchanged(back.body)).toEqual(unchanged(l));
    const twice = await admin<License>('DELETE', url(l.id));
    expect(twice.status).toBe(200);
    expect(twice.body.status).toBe('active');
    expect(await historyOf(l.id)).toEqual(['reactivated', 'cancelled', 'created']);
  });

  it('changes only the cancellation: an edit made meanwhile is kept', async () => {
    const l = await addLicense();
    // Another administrator edits the license after this one's screen read it.
    const edited = await admin<License>('PUT', `/api/licenses/${l.id}`, {
      ...base(),
      name: 'Edited meanwhile',
      licenseCount: 250,
      notes: 'Kept',
    });
    expect(edited.status).toBe(200);
    const cancelled = await admin<License>('POST', url(l.id));
    expect(cancelled.body).toMatchObject({ name: 'Edited meanwhile', licenseCount: 250, notes: 'Kept' });
    const reactivated = await admin<License>('DELETE', url(l.id));
    expect(unchanged(reactivated.body)).toEqual(unchanged(edited.body));
  });

  it('the old PUT with `cancelled` still cancels and reactivates', async () => {
    const l = await addLicense();
    const fields = { ...base(), name: l.name };
    expect(
      (await admin<License>('PUT', `/api/licenses/${l.id}`, { ...fields, cancelled: true })).body.status,
    ).toBe('cancelled');
    expect((await admin<License>('DELETE', url(l.id))).body.status).toBe('active');
    expect((await admin<License>('POST', url(l.id))).body.status).toBe('cancelled');
    expect(
      (await admin<License>('PUT', `/api/licenses/${l.id}`, { ...fields, cancelled: false })).body.status,
    ).toBe('active');
  });

  it('refuses an id or a district that is not one (400)', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await admin(method, url('not-an-id'))).status).toBe(400);
      const l = await addLicense();
      expect((await admin(method, `${url(l.id)}?districtId=nope`)).status).toBe(400);
    }
  });

  it("answers 404 for another district's license, an unknown one, or a district not the caller's", async () => {
    const l = await addLicense();
    for (const method of ['POST', 'DELETE'] as const) {
      const other = await as('adminB')(method, url(l.id));
      expect(other.status).toBe(404);
      expect(other.body.message).toBe(M.notFound);
      expect((await admin(method, url(randomUUID()))).status).toBe(404);
      expect((await admin(method, `${url(l.id)}?districtId=${w.districtB.id}`)).status).toBe(404);
    }
    // Nothing happened to it.
    expect(await historyOf(l.id)).toEqual(['created']);
  });

  it('is for district administrators: technicians and viewers are refused (403), nobody signed in 401', async () => {
    const l = await addLicense();
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await as('techA')(method, url(l.id))).status).toBe(403);
      expect((await as('viewerA')(method, url(l.id))).status).toBe(403);
      expect((await as('anonymous')(method, url(l.id))).status).toBe(401);
    }
    expect(await historyOf(l.id)).toEqual(['created']);
  });
});
