import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES, DEFAULT_FEATURES } from '../../domain/access.ts';
import type { PortalEvent } from '../../server/realtime/event-bus.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

const read = (target: string, cookie = w.cookies.provider) =>
  call(t.app, 'GET', `/api/admin/permissions?districtId=${target}`, { cookie });
const save = (body: unknown, cookie = w.cookies.provider) =>
  call(t.app, 'PUT', '/api/admin/permissions', { cookie, body });
const audit = (query: string) => call(t.app, 'GET', `/api/audit?${query}`, { cookie: w.cookies.provider });

describe('manage permissions', () => {
  it('answer every feature on for a district and for the defaults until saved', async () => {
    expect((await read(w.districtA.id)).body).toEqual({
      districtId: w.districtA.id,
      features: DEFAULT_FEATURES,
    });
    expect((await read('defaults')).body).toEqual({ districtId: 'defaults', features: DEFAULT_FEATURES });
  });

  it('switch support tickets off: every ticket endpoint refuses the district, its sidebar learns it live', async () => {
    const heard: PortalEvent[] = [];
    const stop = t.bus.subscribe((e) => {
      if (e.type === 'permissions_changed') heard.push(e);
    });
    const before = await call(t.app, 'GET', '/api/tickets', { cookie: w.cookies.adminA });
    expect(before.status).toBe(200);
    const saved = await save({
      districtId: w.districtA.id,
      features: { ...DEFAULT_FEATURES, tickets: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      districtId: w.districtA.id,
      features: { ...DEFAULT_FEATURES, tickets: false },
    });
    expect((await read(w.districtA.id)).body.features.tickets).toBe(false);

    for (const [method, url] of [
      ['GET', '/api/tickets'],
      ['GET', '/api/tickets/summary'],
      ['POST', '/api/tickets'],
    ] as const) {
      const res = await call(t.app, method, url, {
        cookie: w.cookies.techA,
        body: method === 'POST' ? { title: 'Projector', description: 'Broken' } : undefined,
      });
      expect(res.status, url).toBe(403);
      expect(res.body).toEqual({ message: 'Support tickets are turned off for this district' });
    }
    // The sidebar reads the toggles from the signed-in user.
    const me = await call(t.app, 'GET', '/api/auth/check', { cookie: w.cookies.adminA });
    expect(me.body.user.features).toMatchObject({ tickets: false, assets: true });
    // Another district is untouched.
    expect((await call(t.app, 'GET', '/api/tickets', { cookie: w.cookies.adminB })).status).toBe(200);
    await expect.poll(() => heard.length).toBeGreaterThan(0);
    expect(heard[0]).toMatchObject({ districtId: w.districtA.id, data: { features: { tickets: false } } });
    stop();

    await save({ districtId: w.districtA.id, features: DEFAULT_FEATURES });
    expect((await call(t.app, 'GET', '/api/tickets', { cookie: w.cookies.adminA })).status).toBe(200);
  });

  it('refuse the other areas with their own reasons', async () => {
    await save({
      districtId: w.districtA.id,
      features: { ...DEFAULT_FEATURES, assets: false, sparky: false },
    });
    const assets = await call(t.app, 'GET', `/api/assets?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(assets.body).toEqual({ message: ACCESS_MESSAGES.toggle('assets') });
    // A provider admin outside a district view is not bound by a district's toggles.
    const provider = await call(t.app, 'GET', `/api/assets?districtId=${w.districtA.id}`, {
      cookie: w.cookies.provider,
    });
    expect(provider.status).toBe(200);
    await save({ districtId: w.districtA.id, features: DEFAULT_FEATURES });
  });

  it('give a new district the saved defaults, and record both acts', async () => {
    const defaults = { ...DEFAULT_FEATURES, sparky: false, analytics: false };
    expect((await save({ districtId: 'defaults', features: defaults })).status).toBe(200);
    expect((await read('defaults')).body.features).toEqual(defaults);
    const created = await call(t.app, 'POST', '/api/districts', {
      cookie: w.cookies.provider,
      body: {
        districtName: 'Defaults Unified',
        adminName: 'Dee Fault',
        adminEmail: 'dee.fault@example.org',
        serviceLevel: 'apex',
      },
    });
    expect(created.status).toBe(201);
    expect((await read(created.body.id)).body.features).toEqual(defaults);
    // An existing district keeps its own toggles.
    expect((await read(w.districtB.id)).body.features).toEqual(DEFAULT_FEATURES);

    const saved = (await audit('action=permissions.saved')).body.entries;
    expect(saved[0]).toMatchObject({
      actor: { id: w.people.provider.id, name: 'Test provider_admin' },
      districtId: null,
      target: 'All districts (defaults)',
      before: DEFAULT_FEATURES,
      after: defaults,
    });
    await save({ districtId: 'defaults', features: DEFAULT_FEATURES });
  });

  it('refuse wrong input with the field’s message', async () => {
    const cases: [unknown, string][] = [
      [{ features: DEFAULT_FEATURES }, 'Choose a district, or "defaults"'],
      [{ districtId: 'everyone', features: DEFAULT_FEATURES }, 'Choose a district, or "defaults"'],
      [{ districtId: 'defaults' }, 'features must give every toggle as true or false'],
      [
        { districtId: 'defaults', features: { ...DEFAULT_FEATURES, tickets: 'no' } },
        'tickets must be true or false',
      ],
      [
        {
          districtId: 'defaults',
          features: { tickets: true, assets: true, sparky: true, integrations: true, analytics: true },
        },
        'bulkOperations must be true or false',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await save(body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const query = await read('someone');
    expect(query.status).toBe(400);
    expect(query.body.message).toBe('Choose a district, or "defaults"');
    const unknown = await read(crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('District not found.');
  });

  it('are Five Star’s only: a district administrator is refused, also for their own district', async () => {
    for (const cookie of [w.cookies.adminA, w.cookies.techA, w.cookies.viewerA]) {
      expect((await read('defaults', cookie)).status).toBe(403);
      const own = await save({ districtId: w.districtA.id, features: DEFAULT_FEATURES }, cookie);
      expect(own.status).toBe(403);
      expect(own.body.message).toBe(ACCESS_MESSAGES.role);
    }
    expect((await call(t.app, 'GET', '/api/admin/permissions?districtId=defaults')).status).toBe(401);
  });
});
