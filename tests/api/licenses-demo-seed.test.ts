import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License } from '../../domain/licenses.ts';
import { seedDemoLicenses } from '../../server/seed/demo-licenses.ts';
import { makeDistrict, makeUser, signIn } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const benson = await makeDistrict(t.db, { code: 'BENSON', name: 'Benson Unified School District' });
  await makeDistrict(t.db, { code: 'RIVERSIDE', name: 'Riverside Elementary District' });
  const admin = await makeUser(t.db, { role: 'district_admin', districtId: benson.id });
  cookie = await signIn(t.app, admin.email);
  await seedDemoLicenses(t.db, ['BENSON', 'RIVERSIDE']);
});
afterAll(() => t.close());

describe('the demo licenses', () => {
  it('give a first start every status, renewals soon, and seats that match their assignments', async () => {
    const list = (await call<License[]>(t.app, 'GET', '/api/licenses', { cookie })).body;
    const count = (status: string) => list.filter((l) => l.status === status).length;
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(count('expiring')).toBeGreaterThanOrEqual(3);
    expect(count('expired')).toBe(1);
    expect(count('cancelled')).toBe(1);
    expect(list.some((l) => l.daysUntilRenewal >= 0 && l.daysUntilRenewal <= 30)).toBe(true);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from licenses l where l.assigned_seats <> (select count(*) from license_assignments a where a.license_id = l.id)`,
    );
    expect(rows[0]!.n).toBe(0);
    const lightspeed = list.find((l) => l.name === 'Lightspeed Classroom Management')!;
    const seats = (await call(t.app, 'GET', `/api/licenses/${lightspeed.id}/assignments`, { cookie })).body;
    expect(seats.total).toBe(12);
  });
});
