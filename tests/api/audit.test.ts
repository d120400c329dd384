import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES } from '../../domain/access.ts';
import { makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

const auditAs = (cookie: string | undefined, query = '') =>
  call(t.app, 'GET', `/api/audit?${query}`, { cookie });
const latest = async (action: string, districtId?: string) => {
  const q = `action=${action}${districtId ? `&districtId=${districtId}` : ''}`;
  const res = await auditAs(w.cookies.provider, q);
  expect(res.status).toBe(200);
  return res.body.entries[0];
};
const provider = () => ({ id: w.people.provider.id, name: 'Test provider_admin' });

describe('audit entries of each administrative act, with the real actor', () => {
  it('district created', async () => {
    const res = await call(t.app, 'POST', '/api/districts', {
      cookie: w.cookies.provider,
      body: {
        districtName: 'Audit Unified',
        adminName: 'Ada Audit',
        adminEmail: 'ada@audit.example.org',
        serviceLevel: 'ascend',
      },
    });
    expect(res.status).toBe(201);
    const entry = await latest('district.created');
    expect(entry).toMatchObject({
      actor: provider(),
      districtId: res.body.id,
      districtName: 'Audit Unified',
      target: 'Audit Unified',
      before: null,
      after: { name: 'Audit Unified', serviceLevel: 'ascend', administrator: 'ada@audit.example.org' },
    });
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
  });

  it('district settings changed: only the changed fields, before and after', async () => {
    const res = await call(t.app, 'PUT', '/api/settings', {
      cookie: w.cookies.adminA,
      body: {
        districtId: w.districtA.id,
        name: 'Harbor Unified',
        timezone: 'America/Chicago',
        enrollment: null,
        schoolDayStart: '07:00',
        schoolDayEnd: '16:00',
        slaTargets: { critical: 4, high: 8, medium: 24, low: 72 },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entry = await latest('district.updated', w.districtA.id);
    expect(entry.actor).toEqual({ id: w.people.adminA.id, name: 'Test district_admin' });
    expect(entry.before).toEqual({ name: w.districtA.name, timezone: 'America/New_York' });
    expect(entry.after).toEqual({ name: 'Harbor Unified', timezone: 'America/Chicago' });
  });

  it('permissions saved', async () => {
    const features = { ...DEFAULT_FEATURES, integrations: false };
    await call(t.app, 'PUT', '/api/admin/permissions', {
      cookie: w.cookies.provider,
      body: { districtId: w.districtB.id, features },
    });
    expect(await latest('permissions.saved', w.districtB.id)).toMatchObject({
      actor: provider(),
      before: DEFAULT_FEATURES,
      after: features,
    });
  });

  it('view switched into a district, and acts in it recorded as the Five Star administrator', async () => {
    const cookie = await signIn(t.app, w.people.provider.email);
    expect(
      (await call(t.app, 'POST', '/api/auth/view', { cookie, body: { districtId: w.districtA.id } })).status,
    ).toBe(200);
    expect(await latest('view.switched', w.districtA.id)).toMatchObject({
      actor: provider(),
      after: { view: expect.any(String) },
    });
    const invited = await call(t.app, 'POST', '/api/users/invitations', {
      cookie,
      body: { districtId: w.districtA.id, email: 'via-view@example.org', role: 'technician' },
    });
    expect(invited.status).toBe(201);
    expect(await latest('user.invited', w.districtA.id)).toMatchObject({
      actor: { id: w.people.provider.id, name: 'Test provider_admin (Five Star) as district admin' },
      target: 'via-view@example.org',
      after: { email: 'via-view@example.org', role: 'technician' },
    });
    await call(t.app, 'DELETE', '/api/auth/view', { cookie });
  });

  it('role changed, deactivated, reactivated and reset link made', async () => {
    const person = await makeUser(t.db, { role: 'technician', districtId: w.districtA.id });
    const patch = (body: object) =>
      call(t.app, 'PATCH', `/api/users/${person.id}`, { cookie: w.cookies.adminA, body });
    expect((await patch({ role: 'viewer' })).status).toBe(200);
    expect(await latest('user.role_changed', w.districtA.id)).toMatchObject({
      actor: { id: w.people.adminA.id },
      target: person.email,
      before: { role: 'technician' },
      after: { role: 'viewer' },
    });
    await patch({ isActive: false });
    expect(await latest('user.deactivated', w.districtA.id)).toMatchObject({
      before: { status: 'active' },
      after: { status: 'deactivated' },
    });
    await patch({ isActive: true });
    expect(await latest('user.reactivated', w.districtA.id)).toMatchObject({ after: { status: 'active' } });
    const reset = await call(t.app, 'POST', `/api/users/${person.id}/password-reset`, {
      cookie: w.cookies.adminA,
    });
    expect(reset.status).toBe(200);
    expect(await latest('user.reset_link', w.districtA.id)).toMatchObject({
      actor: { id: w.people.adminA.id },
      target: person.email,
    });
  });
});

describe('reading the audit log', () => {
  it('Five Star reads every district, filters by district, action and actor, and pages with a cursor', async () => {
    const all = await auditAs(w.cookies.provider, 'limit=500');
    const districts = new Set(all.body.entries.map((e: { districtId: string }) => e.districtId));
    expect(districts.has(w.districtA.id) && districts.has(w.districtB.id)).toBe(true);
    const times = all.body.entries.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const byActor = await auditAs(w.cookies.provider, `actorId=${w.people.adminA.id}`);
    expect(byActor.body.entries.length).toBeGreaterThan(0);
    expect(
      byActor.body.entries.every((e: { actor: { id: string } }) => e.actor.id === w.people.adminA.id),
    ).toBe(true);

    const first = await auditAs(w.cookies.provider, 'limit=2');
    expect(first.body.entries).toHaveLength(2);
    const second = await auditAs(w.cookies.provider, `limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.entries[0].id).toBe(all.body.entries[2].id);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { entries: { id: string }[]; nextCursor: string | null } } = await auditAs(
        w.cookies.provider,
        `limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      paged.push(...page.body.entries.map((e) => e.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all.body.entries.map((e: { id: string }) => e.id));
  });

  it('a district administrator reads only their own district, whatever they ask', async () => {
    const own = await auditAs(w.cookies.adminA);
    expect(own.status).toBe(200);
    expect(own.body.entries.length).toBeGreaterThan(0);
    expect(own.body.entries.every((e: { districtId: string }) => e.districtId === w.districtA.id)).toBe(true);
    expect((await auditAs(w.cookies.adminA, `districtId=${w.districtB.id}`)).status).toBe(404);
    expect((await auditAs(w.cookies.techA)).status).toBe(403);
    expect((await auditAs(w.cookies.viewerA)).status).toBe(403);
    expect((await auditAs(undefined)).status).toBe(401);
  });

  it('refuse wrong filters with their message', async () => {
    const cases: [string, string][] = [
      ['districtId=abc', 'Not a valid district id'],
      ['actorId=abc', 'Not a valid user id'],
      ['cursor=abc', 'Not a valid cursor'],
      [`cursor=${crypto.randomUUID()}`, 'Not a valid cursor'],
      ['limit=many', 'limit must be a number'],
    ];
    for (const [query, message] of cases) {
      const res = await auditAs(w.cookies.provider, query);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('exports the matching entries as CSV', async () => {
    const res = await call(t.app, 'GET', `/api/audit/export?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (res.body as string).trim().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Actor,District,Action,Target,Before,After');
    expect(lines.some((l) => l.includes('Role changed'))).toBe(true);
    expect(Number(res.headers['x-export-count'])).toBe(lines.length - 1);
    expect((await call(t.app, 'GET', '/api/audit/export', { cookie: w.cookies.techA })).status).toBe(403);
  });

  it('cannot be edited or deleted through the API', async () => {
    const [entry] = (await auditAs(w.cookies.provider)).body.entries;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await call(t.app, method, `/api/audit/${entry.id}`, {
        cookie: w.cookies.provider,
        body: {},
      });
      expect(res.status).toBe(404);
    }
    expect((await call(t.app, 'DELETE', '/api/audit', { cookie: w.cookies.provider })).status).toBe(404);
  });
});
