import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

const valid = () => ({
  districtId: w.districtA.id,
  name: 'Harbor Unified',
  location: 'Harbor, OR',
  timezone: 'America/Los_Angeles',
  enrollment: 12_400,
  schoolDayStart: '07:45',
  schoolDayEnd: '15:15',
  slaTargets: { critical: 2, high: 6, medium: 24, low: 96 },
  onCallPhone: '(503) 555-0100',
});
const put = (body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call(t.app, 'PUT', '/api/settings', { cookie, body });

describe('system settings', () => {
  it('answer the defaults until saved: 07:00–16:00 and SLA 4, 8, 24, 72 hours', async () => {
    const res = await call(t.app, 'GET', `/api/settings?districtId=${w.districtB.id}`, {
      cookie: w.cookies.adminB,
    });
    expect(res.body).toMatchObject({
      timezone: 'America/New_York',
      enrollment: null,
      schoolDayStart: '07:00',
      schoolDayEnd: '16:00',
      slaTargets: { critical: 4, high: 8, medium: 24, low: 72 },
    });
  });

  it('save, including the district’s name and location', async () => {
    const saved = await put(valid());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...valid(), districtId: w.districtA.id });
    const district = await call(t.app, 'GET', `/api/districts/${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(district.body).toMatchObject({ name: 'Harbor Unified', location: 'Harbor, OR' });
  });

  it('refuse wrong values with the field’s message and change nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ timezone: 'Mars/Olympus' }, 'Choose a time zone such as America/Chicago'],
      [{ enrollment: -5 }, 'Enrollment must be a whole number of students, 0 or more'],
      [{ schoolDayStart: '16:00', schoolDayEnd: '08:00' }, 'The school day must end after it starts'],
      [{ schoolDayStart: '7am' }, 'Enter the start of the school day as HH:MM'],
      [
        { slaTargets: { critical: 0, high: 8, medium: 24, low: 72 } },
        'The critical target must be at least 1 hour',
      ],
    ];
    for (const [change, message] of cases) {
      const res = await put({ ...valid(), ...change });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const now = await call(t.app, 'GET', `/api/settings?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(now.body.timezone).toBe('America/Los_Angeles');
  });
});

describe('sites', () => {
  it('add, rename, list and remove the district’s schools; names are unique in a district', async () => {
    const add = (name: string, cookie = w.cookies.adminA, districtId = w.districtA.id) =>
      call(t.app, 'POST', '/api/sites', {
        cookie,
        body: { districtId, name, address: '100 Main St', contactName: 'Office' },
      });
    const north = await add('North Elementary');
    expect(north.status).toBe(201);
    expect((await add('north elementary')).status).toBe(409);
    expect((await add('North Elementary', w.cookies.adminB, w.districtB.id)).status).toBe(201);
    const renamed = await call(t.app, 'PUT', `/api/sites/${north.body.id}`, {
      cookie: w.cookies.adminA,
      body: { name: 'North Elementary School', phone: '555-0101' },
    });
    expect(renamed.body).toMatchObject({ name: 'North Elementary School', phone: '555-0101', address: null });
    // Everyone of the district reads them (visits and inventory pick from them); only administrators change them.
    const list = await call(t.app, 'GET', `/api/sites?districtId=${w.districtA.id}`, {
      cookie: w.cookies.techA,
    });
    expect(list.body.map((s: { name: string }) => s.name)).toEqual(['North Elementary School']);
    expect(
      (
        await call(t.app, 'PUT', `/api/sites/${north.body.id}`, {
          cookie: w.cookies.adminB,
          body: { name: 'Mine' },
        })
      ).status,
    ).toBe(404);
    expect((await add('', w.cookies.adminA)).body.message).toBe('Enter the site’s name');
    expect(
      (await call(t.app, 'DELETE', `/api/sites/${north.body.id}`, { cookie: w.cookies.adminA })).status,
    ).toBe(200);
    expect(
      (await call(t.app, 'GET', `/api/sites?districtId=${w.districtA.id}`, { cookie: w.cookies.adminA }))
        .body,
    ).toEqual([]);
  });
});
