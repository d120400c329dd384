import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardFeature } from '../../server/access/guard.ts';
import { districts } from '../../server/db/schema/index.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

describe('the one access guard', () => {
  it('refuses to start a route that declares no access', async () => {
    const app = Fastify();
    const starting = app.register(async (scope) => {
      guardFeature(scope.withTypeProvider<ZodTypeProvider>(), 'tickets', async () => true);
      scope.get('/api/forgotten', async () => 'open');
    });
    await expect(starting).rejects.toThrow('GET /api/forgotten declares no access');
  });

  it('answers 403 with the reason when a district’s feature toggle is off', async () => {
    const district = await makeDistrict(t.db, { serviceLevel: 'apex' });
    await t.db
      .update(districts)
      .set({ features: { tickets: false } })
      .where(eq(districts.id, district.id));
    const admin = await makeUser(t.db, { role: 'district_admin', districtId: district.id });
    const cookie = await signIn(t.app, admin.email);
    const list = await call(t.app, 'GET', `/api/tickets/${district.id}`, { cookie });
    expect(list.status).toBe(403);
    expect(list.body.message).toBe('Support tickets are turned off for this district');
    const create = await call(t.app, 'POST', '/api/tickets', {
      cookie,
      body: { districtId: district.id, title: 'Off', description: 'Off' },
    });
    expect(create.body.message).toBe('Support tickets are turned off for this district');
    expect(
      (await call(t.app, 'GET', `/api/assets/summary?districtId=${district.id}`, { cookie })).status,
    ).toBe(200);
    // Five Star's administrators still work in it.
    expect(
      (await call(t.app, 'GET', `/api/tickets/${district.id}`, { cookie: w.cookies.provider })).status,
    ).toBe(200);
  });

  it('answers 404 when a provider admin names a district that does not exist', async () => {
    const res = await call(t.app, 'GET', `/api/projects?districtId=${crypto.randomUUID()}`, {
      cookie: w.cookies.provider,
    });
    expect(res.status).toBe(404);
  });

  it('keeps the order 401, then 404 for another district, then 403', async () => {
    const body = { districtId: w.districtA.id, title: 'Order', description: 'x' };
    expect((await call(t.app, 'POST', '/api/tickets', { body })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/tickets', { body, cookie: w.cookies.adminB })).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/tickets', { body, cookie: w.cookies.viewerA })).status).toBe(403);
  });
});
