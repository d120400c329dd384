import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsatResults } from '../../domain/csat.ts';
import { DEMO_DISTRICT_PASSWORD, demoAdminEmail } from '../../server/seed/demo-accounts.ts';
import { seedFirstStart } from '../../server/seed/first-start.ts';
import { signIn } from '../support/fixtures.ts';
import { call, createTestApp, TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DEMO_MODE: '1' });
  await seedFirstStart(t.db, TEST_MASTER_KEY);
});
afterAll(() => t.close());

describe('the demo ratings', () => {
  it('rate most resolved tickets of each district, each with its timeline line', async () => {
    const { rows } = await t.db.execute<{ code: string; surveys: number; rated: number; lines: number }>(sql`
      select d.code, count(c.id)::int as surveys, count(c.rating)::int as rated,
        (select count(*)::int from ticket_activity a where a.district_id = d.id and a.kind = 'satisfaction') as lines
      from districts d left join csat_responses c on c.district_id = d.id
      where d.code = 'BENSON' group by d.id, d.code`);
    expect(rows[0]!.surveys).toBeGreaterThan(0);
    expect(rows[0]!.rated).toBeGreaterThan(0);
    expect(rows[0]!.lines).toBe(rows[0]!.rated);
  });

  it("show in the district's Analytics", async () => {
    const cookie = await signIn(t.app, demoAdminEmail('BENSON'), DEMO_DISTRICT_PASSWORD);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const url = `/api/analytics/satisfaction?from=${day(-365)}&to=${day(1)}`;
    const res = await call<CsatResults>(t.app, 'GET', url, { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.overall.responses).toBeGreaterThan(0);
    expect(res.body.byTechnician.length).toBeGreaterThan(0);
  });
});
