import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../../domain/auth.ts';
import { CREATE_DISTRICT_MESSAGES, districtSchema } from '../../domain/districts.ts';
import { makeDistrict, makeUser, signIn } from '../support/fixtures.ts';
import { call, createTestApp, sessionCookie, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, (await makeUser(t.db, { role: 'provider_admin' })).email);
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, cookie = admin) =>
  call(t.app, 'POST', '/api/districts', { cookie, body });
const valid = (n: string) => ({
  districtName: `${n} Unified`,
  adminName: 'Rosa Parks',
  adminEmail: `rosa.${n.toLowerCase()}@example.org`,
  serviceLevel: 'ascend',
  estimatedUsers: '250',
});

describe('create district', () => {
  it('creates the district, its administrator and a one-time invitation', async () => {
    const res = await create(valid('Oakwood'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Oakwood Unified',
      code: 'OAKWOOD',
      serviceLevel: 'ascend',
      estimatedUsers: 250,
      isActive: true,
      status: 'active',
      userCount: 1,
    });
    expect(res.body.inviteUrl).toMatch(/^http:\/\/localhost:5000\/invite\/[\w-]{40,}$/);

    const token = res.body.inviteUrl.split('/').pop();
    const preview = await call(t.app, 'GET', `/api/auth/invite/${token}`);
    expect(preview.body).toEqual({
      email: 'rosa.oakwood@example.org',
      name: 'Rosa Parks',
      districtName: 'Oakwood Unified',
    });

    const weak = await call(t.app, 'POST', '/api/auth/invite/accept', { body: { token, password: 'abc' } });
    expect(weak.body.message).toBe(MESSAGES.weakPassword.description);
    const accepted = await call(t.app, 'POST', '/api/auth/invite/accept', {
      body: { token, password: 'Oak-Leaf-Seventy' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({
      role: 'district_admin',
      districtId: res.body.id,
      serviceLevel: 'ascend',
    });
    // The district admin sees their own district only.
    const list = await call(t.app, 'GET', '/api/districts', { cookie: sessionCookie(accepted) });
    expect(list.body.map((d: { id: string }) => d.id)).toEqual([res.body.id]);
    // The link works once.
    const again = await call(t.app, 'POST', '/api/auth/invite/accept', {
      body: { token, password: 'Another-Pass-99' },
    });
    expect(again.status).toBe(404);
    // And the password set through it signs in.
    expect(await signIn(t.app, 'rosa.oakwood@example.org', 'Oak-Leaf-Seventy')).toMatch(/^portal_session=/);
  });

  it.each(['districtName', 'adminName', 'adminEmail', 'serviceLevel'])('requires %s', async (field) => {
    const res = await create({ ...valid('Missing'), [field]: '' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CREATE_DISTRICT_MESSAGES.missing.description);
  });

  it('accepts a missing estimate and refuses one that is not a number', async () => {
    const { estimatedUsers: _, ...rest } = valid('Noestimate');
    expect((await create(rest)).body.estimatedUsers).toBeNull();
    const bad = await create({ ...valid('Badestimate'), estimatedUsers: 'lots' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Estimated users must be a whole number.');
  });

  it('refuses an unknown service level and a malformed email', async () => {
    expect((await create({ ...valid('Tierless'), serviceLevel: 'platinum' })).status).toBe(400);
    expect((await create({ ...valid('Mailless'), adminEmail: 'rosa' })).body.message).toBe(
      'Please enter a valid administrator email.',
    );
  });

  it('answers 409 for a code that is taken, and finds a free code when derived', async () => {
    const first = await create({ ...valid('Fairview'), code: 'FAIR' });
    expect(first.status).toBe(201);
    const dup = await create({ ...valid('Fairview2'), code: 'fair' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(CREATE_DISTRICT_MESSAGES.duplicateCode('FAIR'));
    const a = await create({ ...valid('Hillside'), adminEmail: 'h1@example.org' });
    const b = await create({ ...valid('Hillside'), adminEmail: 'h2@example.org' });
    expect([a.body.code, b.body.code]).toEqual(['HILLSIDE', 'HILLSIDE2']);
  });

  it('answers 409 when the administrator email already has an account', async () => {
    await create({ ...valid('Emailone'), adminEmail: 'same@example.org' });
    const res = await create({ ...valid('Emailtwo'), adminEmail: 'SAME@example.org' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CREATE_DISTRICT_MESSAGES.adminEmailTaken);
  });
});

describe('district list', () => {
  it('answers the contract shape and shows a new district at once', async () => {
    const before = await call(t.app, 'GET', '/api/districts', { cookie: admin });
    expect(z.array(districtSchema).parse(before.body).length).toBeGreaterThan(0);
    const created = await create(valid('Freshlist'));
    const after = await call(t.app, 'GET', '/api/districts', { cookie: admin });
    expect(after.body.map((d: { id: string }) => d.id)).toContain(created.body.id);
  });
});

describe('district detail', () => {
  it('shows real counts and hides other districts', async () => {
    const d = await makeDistrict(t.db, { serviceLevel: 'altitude' });
    await makeUser(t.db, { role: 'technician', districtId: d.id });
    const res = await call(t.app, 'GET', `/api/districts/${d.id}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ users: 1, openTickets: 0, assets: 0 });
    const other = await makeDistrict(t.db);
    const outsider = await signIn(
      t.app,
      (await makeUser(t.db, { role: 'district_admin', districtId: other.id })).email,
    );
    expect((await call(t.app, 'GET', `/api/districts/${d.id}`, { cookie: outsider })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/districts/not-a-uuid', { cookie: admin })).status).toBe(400);
    expect(
      (await call(t.app, 'GET', '/api/districts/00000000-0000-4000-8000-000000000000', { cookie: admin }))
        .status,
    ).toBe(404);
  });
});
