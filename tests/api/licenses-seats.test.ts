import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AssignmentPage,
  addDays,
  isoDay,
  type License,
  type LicenseAssignment,
  type LicenseHistoryEntry,
  LICENSE_MESSAGES as M,
} from '../../domain/licenses.ts';
import { makeUser, makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
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

async function addLicense(body: Record<string, unknown>): Promise<License> {
  const res = await admin<License>('POST', '/api/licenses', {
    vendor: 'Vendor',
    renewalDate: addDays(isoDay(), 200),
    ...body,
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body;
}
async function addAsset(tag: string, cookie = w.cookies.adminA): Promise<string> {
  const res = await call(t.app, 'POST', '/api/assets', {
    cookie,
    body: { assetTag: tag, name: `Cart Chromebook ${tag}`, manufacturer: 'Lenovo', model: '300e' },
  });
  return res.body.id;
}
const licenseOf = async (id: string) => (await admin<License>('GET', `/api/licenses/${id}`)).body;

describe('seats of a per-user license', () => {
  it('goes to users of the district and to people named by name and email, counted as seats in use', async () => {
    const l = await addLicense({
      name: 'Securly Classroom',
      seatModel: 'per_user',
      licenseCount: 3,
      cost: 300,
    });
    const teacher = await makeUser(t.db, { role: 'viewer', districtId: w.districtA.id, firstName: 'Rosa' });
    // Technicians manage seats.
    const byUser = await tech<LicenseAssignment>('POST', `/api/licenses/${l.id}/assignments`, {
      userId: teacher.id,
    });
    expect(byUser.status).toBe(201);
    expect(byUser.body).toMatchObject({
      kind: 'user',
      userId: teacher.id,
      name: 'Rosa viewer',
      email: teacher.email,
      detail: 'View Only',
      removed: false,
    });
    const byName = await admin<LicenseAssignment>('POST', `/api/licenses/${l.id}/assignments`, {
      name: 'Coach Lee',
      email: 'lee@benson.example',
    });
    expect(byName.body).toMatchObject({
      kind: 'person',
      name: 'Coach Lee',
      email: 'lee@benson.example',
      detail: '',
    });
    expect(await licenseOf(l.id)).toMatchObject({ usedLicenses: 2, assignedSeats: 2 });

    // The same person twice: refused, whoever names them.
    const again = await admin('POST', `/api/licenses/${l.id}/assignments`, {
      name: 'Rosa',
      email: teacher.email.toUpperCase(),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyAssigned(`Rosa (${teacher.email.toUpperCase()})`));

    // The last seat, then none left.
    expect(
      (await admin('POST', `/api/licenses/${l.id}/assignments`, { name: 'Third', email: 'third@x.org' }))
        .status,
    ).toBe(201);
    const full = await admin('POST', `/api/licenses/${l.id}/assignments`, {
      name: 'Fourth',
      email: 'fourth@x.org',
    });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(M.noSeats('Securly Classroom', 3));
    expect((await licenseOf(l.id)).usedLicenses).toBe(3);

    // Freeing a seat makes room again, and the history says who had it.
    const freed = await tech('DELETE', `/api/licenses/${l.id}/assignments/${byName.body.id}`);
    expect(freed.status).toBe(200);
    expect((await licenseOf(l.id)).usedLicenses).toBe(2);
    expect(
      (await admin('POST', `/api/licenses/${l.id}/assignments`, { name: 'Fourth', email: 'fourth@x.org' }))
        .status,
    ).toBe(201);
    const history = (await admin<LicenseHistoryEntry[]>('GET', `/api/licenses/${l.id}/history`)).body;
    expect(history.slice(0, 2).map((h) => [h.action, h.details.assignee])).toEqual([
      ['seat_assigned', 'Fourth (fourth@x.org)'],
      ['seat_unassigned', 'Coach Lee (lee@benson.example)'],
    ]);
    expect((await admin('DELETE', `/api/licenses/${l.id}/assignments/${byName.body.id}`)).body.message).toBe(
      M.assignmentNotFound,
    );
  });

  it('lists the seats newest first, with a search and the total', async () => {
    const l = await addLicense({ name: 'Listing', licenseCount: 10 });
    for (const [name, email] of [
      ['Ana Diaz', 'ana@x.org'],
      ['Ben Ortiz', 'ben@x.org'],
      ['Cy Diaz', 'cy@x.org'],
    ])
      await admin('POST', `/api/licenses/${l.id}/assignments`, { name, email });
    const all = (await tech<AssignmentPage>('GET', `/api/licenses/${l.id}/assignments`)).body;
    expect(all.total).toBe(3);
    expect(all.items.map((a) => a.name)).toEqual(['Cy Diaz', 'Ben Ortiz', 'Ana Diaz']);
    const diaz = (await admin<AssignmentPage>('GET', `/api/licenses/${l.id}/assignments?q=diaz&limit=1`))
      .body;
    expect(diaz.total).toBe(2);
    expect(diaz.items.map((a) => a.name)).toEqual(['Cy Diaz']);
    expect((await admin('GET', `/api/licenses/${l.id}/assignments?limit=0`)).body.message).toBe(
      'Limit must be at least 1',
    );
  });

  it.each([
    [{}, M.assigneeRequired],
    [{ name: 'No email' }, M.invalidEmail],
    [{ name: 'Bad email', email: 'nope' }, M.invalidEmail],
    [{ email: 'no-name@x.org' }, M.assigneeName],
    [{ userId: '00000000-0000-4000-8000-000000000000', name: 'Both', email: 'b@x.org' }, M.assigneeRequired],
    [{ userId: 'not-an-id' }, 'Not a valid user id'],
  ])('answers 400 for %j', async (body, message) => {
    const l = await addLicense({ name: `Bad assignment ${JSON.stringify(body)}`, licenseCount: 5 });
    const res = await admin('POST', `/api/licenses/${l.id}/assignments`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses devices, other districts' users and cancelled licenses", async () => {
    const l = await addLicense({ name: 'People only', licenseCount: 5 });
    const device = await admin('POST', `/api/licenses/${l.id}/assignments`, {
      assetId: await addAsset('PU-1'),
    });
    expect(device.status).toBe(409);
    expect(device.body.message).toBe(M.deviceOnPerUser);
    const stranger = await admin('POST', `/api/licenses/${l.id}/assignments`, { userId: w.people.adminB.id });
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(M.userNotFound);
    const staff = await admin('POST', `/api/licenses/${l.id}/assignments`, { userId: w.people.provider.id });
    expect(staff.status).toBe(404);
    await admin('PUT', `/api/licenses/${l.id}`, {
      name: 'People only',
      vendor: 'Vendor',
      licenseCount: 5,
      renewalDate: l.renewalDate,
      cancelled: true,
    });
    const cancelled = await admin('POST', `/api/licenses/${l.id}/assignments`, {
      name: 'Late',
      email: 'late@x.org',
    });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe(M.cancelledNoSeats);
  });
});

describe('seats of a per-device license', () => {
  it('go to devices of the inventory, and stay held (marked removed) when the device is deleted', async () => {
    const l = await addLicense({ name: 'Jamf School', seatModel: 'per_device', licenseCount: 2 });
    const assetId = await addAsset('JAMF-1');
    const res = await tech<LicenseAssignment>('POST', `/api/licenses/${l.id}/assignments`, { assetId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      kind: 'device',
      assetId,
      name: 'Cart Chromebook JAMF-1',
      detail: 'JAMF-1 · Lenovo 300e',
      email: null,
    });
    const twice = await admin('POST', `/api/licenses/${l.id}/assignments`, { assetId });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(M.alreadyAssigned('Cart Chromebook JAMF-1 (JAMF-1)'));
    const person = await admin('POST', `/api/licenses/${l.id}/assignments`, {
      name: 'Pat',
      email: 'pat@x.org',
    });
    expect(person.body.message).toBe(M.personOnPerDevice);
    const otherDistrict = await addAsset('B-1', w.cookies.adminB);
    expect(
      (await admin('POST', `/api/licenses/${l.id}/assignments`, { assetId: otherDistrict })).body.message,
    ).toBe(M.deviceNotFound);

    expect((await admin('DELETE', `/api/assets/${assetId}`)).status).toBe(200);
    const seats = (await admin<AssignmentPage>('GET', `/api/licenses/${l.id}/assignments`)).body;
    expect(seats.items[0]).toMatchObject({ assetId: null, removed: true, name: 'Cart Chromebook JAMF-1' });
    expect((await licenseOf(l.id)).usedLicenses).toBe(1);
  });

  it('has no seats to assign on site and unlimited licenses', async () => {
    const l = await addLicense({ name: 'Everyone', seatModel: 'unlimited' });
    const res = await admin('POST', `/api/licenses/${l.id}/assignments`, { name: 'A', email: 'a@x.org' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(M.notPerSeat);
  });

  it('never gives the last seat twice when two people assign it at once', async () => {
    const l = await addLicense({ name: 'Race', licenseCount: 1 });
    const answers = await Promise.all(
      ['one@x.org', 'two@x.org', 'three@x.org'].map((email) =>
        admin('POST', `/api/licenses/${l.id}/assignments`, { name: 'Racer', email }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect((await licenseOf(l.id)).usedLicenses).toBe(1);
  });
});
