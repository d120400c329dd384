import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_MESSAGES } from '../../domain/assets.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

const as = (cookie: string | undefined) => (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { cookie, body });
const admin = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  as(w.cookies.adminA)(method, url, body);

let n = 0;
async function make(fields: Record<string, unknown> = {}): Promise<{ id: string; assetTag: string }> {
  n += 1;
  const res = await admin('POST', '/api/assets', {
    assetTag: `B-${String(n).padStart(4, '0')}`,
    name: `Asset ${n}`,
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body;
}
const get = async (id: string) => (await admin('GET', `/api/assets/${id}`)).body;
const history = async (id: string) => (await admin('GET', `/api/assets/${id}/history`)).body;

describe('bulk edit', () => {
  it('changes status, location and category of the selected assets and records each status change', async () => {
    const a = await make({ status: 'active' });
    const b = await make({ status: 'maintenance' });
    const untouched = await make();
    const res = await admin('POST', '/api/assets/bulk-update', {
      selection: { ids: [a.id, b.id] },
      changes: { status: 'maintenance', location: 'Repair shop', category: 'desktop' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 2 });
    for (const id of [a.id, b.id]) {
      expect(await get(id)).toMatchObject({
        status: 'maintenance',
        location: 'Repair shop',
        category: 'desktop',
      });
    }
    expect((await get(untouched.id)).location).toBe('');
    expect((await history(a.id))[0]).toMatchObject({
      action: 'status_changed',
      fromStatus: 'active',
      toStatus: 'maintenance',
    });
    // b was already in maintenance: no status change to record.
    expect((await history(b.id)).map((h: { action: string }) => h.action)).toEqual(['created']);
  });

  it('applies to every asset matching a filter', async () => {
    await make({ name: 'Cart tablet 1', category: 'tablet' });
    await make({ name: 'Cart tablet 2', category: 'tablet' });
    const res = await admin('POST', '/api/assets/bulk-update', {
      selection: { filter: { search: 'cart tablet', category: 'tablet' } },
      changes: { location: 'Cart 7' },
    });
    expect(res.body).toEqual({ count: 2 });
    const list = await admin('GET', '/api/assets/page?search=cart%20tablet');
    expect(list.body.items.every((a: { location: string }) => a.location === 'Cart 7')).toBe(true);
  });

  it('refuses an empty change, an empty selection and assets of another district', async () => {
    const a = await make();
    const noChange = await admin('POST', '/api/assets/bulk-update', {
      selection: { ids: [a.id] },
      changes: {},
    });
    expect(noChange.status).toBe(400);
    expect(noChange.body.message).toBe(ASSET_MESSAGES.noChanges);
    const noSelection = await admin('POST', '/api/assets/bulk-update', {
      selection: { ids: [] },
      changes: { location: 'x' },
    });
    expect(noSelection.status).toBe(400);
    expect(noSelection.body.message).toBe(ASSET_MESSAGES.emptySelection);
    const missingSelection = await admin('POST', '/api/assets/bulk-update', { changes: { location: 'x' } });
    expect(missingSelection.body.message).toBe(ASSET_MESSAGES.emptySelection);

    const foreign = (
      await as(w.cookies.adminB)('POST', '/api/assets', { assetTag: 'B-FOREIGN', name: 'Theirs' })
    ).body;
    const mixed = await admin('POST', '/api/assets/bulk-update', {
      selection: { ids: [a.id, foreign.id] },
      changes: { location: 'Stolen' },
    });
    expect(mixed.status).toBe(404);
    expect((await get(a.id)).location).toBe('');
    expect((await as(w.cookies.adminB)('GET', `/api/assets/${foreign.id}`)).body.location).toBe('');
  });

  it('is refused to viewers', async () => {
    const a = await make();
    const res = await as(w.cookies.viewerA)('POST', '/api/assets/bulk-update', {
      selection: { ids: [a.id] },
      changes: { status: 'lost' },
    });
    expect(res.status).toBe(403);
    expect((await get(a.id)).status).toBe('active');
  });
});

describe('check out and check in', () => {
  it('checks out to a person with dates, then back in, keeping both in the history', async () => {
    const a = await make();
    const b = await make();
    const out = await admin('POST', '/api/assets/check-out', {
      selection: { ids: [a.id, b.id] },
      assigneeType: 'person',
      assignee: 'Ms. Rivera',
      checkedOutOn: '2026-02-02',
      dueOn: '2026-06-05',
      note: 'Summer school',
    });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ count: 2 });
    expect(await get(a.id)).toMatchObject({
      assignedTo: 'Ms. Rivera',
      assignedType: 'person',
      checkedOutOn: '2026-02-02',
      dueOn: '2026-06-05',
    });
    const summary = await admin('GET', '/api/assets/summary');
    expect(summary.body.checkedOut).toBeGreaterThanOrEqual(2);

    const again = await admin('POST', '/api/assets/check-out', {
      selection: { ids: [a.id] },
      assigneeType: 'room',
      assignee: 'Room 4',
      checkedOutOn: '2026-02-03',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ASSET_MESSAGES.alreadyCheckedOut([a.assetTag], 0));

    const back = await admin('POST', '/api/assets/check-in', {
      selection: { ids: [a.id] },
      note: 'Returned fine',
    });
    expect(back.body).toEqual({ count: 1 });
    expect(await get(a.id)).toMatchObject({
      assignedTo: null,
      assignedType: null,
      checkedOutOn: null,
      dueOn: null,
    });
    expect((await get(b.id)).assignedTo).toBe('Ms. Rivera');

    const h = await history(a.id);
    expect(h.map((e: { action: string }) => e.action)).toEqual(['checked_in', 'checked_out', 'created']);
    expect(h[0]).toMatchObject({
      assignee: 'Ms. Rivera',
      note: 'Returned fine',
      actorName: expect.any(String),
    });
    expect(h[1]).toMatchObject({
      assignee: 'Ms. Rivera',
      assigneeType: 'person',
      checkedOutOn: '2026-02-02',
      dueOn: '2026-06-05',
      note: 'Summer school',
    });
  });

  it('checks out to a room', async () => {
    const a = await make({ category: 'projector' });
    const res = await admin('POST', '/api/assets/check-out', {
      selection: { ids: [a.id] },
      assigneeType: 'room',
      assignee: 'Room 118',
      checkedOutOn: '2026-03-01',
    });
    expect(res.status).toBe(200);
    expect(await get(a.id)).toMatchObject({ assignedTo: 'Room 118', assignedType: 'room', dueOn: null });
  });

  it('only active assets may go out, and nothing changes when one may not', async () => {
    const ok = await make();
    const broken = await make({ status: 'maintenance' });
    const res = await admin('POST', '/api/assets/check-out', {
      selection: { ids: [ok.id, broken.id] },
      assigneeType: 'person',
      assignee: 'Coach Lee',
      checkedOutOn: '2026-03-01',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ASSET_MESSAGES.notAvailable([broken.assetTag], 0));
    expect((await get(ok.id)).assignedTo).toBeNull();
  });

  it.each([
    [{ assignee: '', assigneeType: 'person', checkedOutOn: '2026-03-01' }, ASSET_MESSAGES.assigneeRequired],
    [{ assignee: 'X', assigneeType: 'car', checkedOutOn: '2026-03-01' }, 'Check out to a person or a room.'],
    [{ assignee: 'X', assigneeType: 'person', checkedOutOn: '03/01/2026' }, ASSET_MESSAGES.invalidDate],
    [
      { assignee: 'X', assigneeType: 'person', checkedOutOn: '2026-03-01', dueOn: '2026-02-01' },
      ASSET_MESSAGES.dueBeforeCheckout,
    ],
  ])('validates the check-out %j', async (fields, message) => {
    const a = await make();
    const res = await admin('POST', '/api/assets/check-out', { selection: { ids: [a.id] }, ...fields });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('check-in of assets that are not out answers 409', async () => {
    const a = await make();
    const res = await admin('POST', '/api/assets/check-in', { selection: { ids: [a.id] } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ASSET_MESSAGES.noneCheckedOut);
  });

  it('check-in of a filter returns only the assets that were out', async () => {
    const a = await make({ name: 'Hall pass laptop A' });
    await make({ name: 'Hall pass laptop B' });
    await admin('POST', '/api/assets/check-out', {
      selection: { ids: [a.id] },
      assigneeType: 'person',
      assignee: 'Front office',
      checkedOutOn: '2026-03-01',
    });
    const res = await admin('POST', '/api/assets/check-in', {
      selection: { filter: { search: 'hall pass' } },
    });
    expect(res.body).toEqual({ count: 1 });
    expect((await get(a.id)).assignedTo).toBeNull();
  });

  it('history of an asset of another district is not found', async () => {
    const a = await make();
    expect((await as(w.cookies.adminB)('GET', `/api/assets/${a.id}/history`)).status).toBe(404);
    expect((await as(w.cookies.viewerA)('GET', `/api/assets/${a.id}/history`)).status).toBe(200);
  });
});
