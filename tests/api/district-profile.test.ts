import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../../domain/access.ts';
import { SETTINGS_MESSAGES as M } from '../../domain/settings.ts';
import { USER_MESSAGES } from '../../domain/users.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, sessionCookie, type TestApp } from '../support/test-app.ts';

/**
 * The District profile (docs/product.md#district-profile): what other features need belongs to
 * every tier; Five Star manages users and settings whatever the tier; accounts waiting for access
 * are listed and given access.
 */
let t: TestApp;
/** District A is on FS Altitude (no User Management, no System Settings), B on FS Apex. */
let w: World;
const APEX = 'This feature needs the FS Apex service level or higher.';

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db, { tierA: 'altitude', tierB: 'apex' });
});
afterAll(() => t.close());

const put = (body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call(t.app, 'PUT', '/api/settings', { cookie, body: { districtId: w.districtA.id, ...body } });
const invite = (body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call(t.app, 'POST', '/api/users/invitations', {
    cookie,
    body: { districtId: w.districtA.id, ...body },
  });
const waiting = async (cookie: string | undefined, districtId?: string) => {
  const res = await call(t.app, 'GET', `/api/users/waiting${districtId ? `?districtId=${districtId}` : ''}`, {
    cookie,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { id: string; email: string }[]).map((a) => a.email);
};
const giveAccess = (id: string, body: Record<string, unknown>, cookie = w.cookies.adminA) =>
  call(t.app, 'POST', `/api/users/${id}/access`, { cookie, body });

/** Creates an account as the Create Account tab does: it waits for access. */
async function register(email: string, firstName = 'Wren') {
  const res = await call(t.app, 'POST', '/api/auth/register', {
    body: { email, password: 'Amber-Falcon-62', confirmPassword: 'Amber-Falcon-62', firstName },
  });
  expect(res.status).toBe(201);
  return { id: res.body.user.id as string, cookie: sessionCookie(res) };
}

/** A second session of the provider admin, looking at district A (an Altitude district). */
async function providerInViewOfA() {
  const cookie = await signIn(t.app, w.people.provider.email);
  const view = await call(t.app, 'POST', '/api/auth/view', { cookie, body: { districtId: w.districtA.id } });
  expect(view.body.user).toMatchObject({ role: 'district_admin', serviceLevel: 'altitude' });
  return cookie;
}

describe('the foundations belong to every tier', () => {
  it('an Altitude administrator adds, renames and deletes a site; an Analysis one too; a technician may not', async () => {
    const add = await call(t.app, 'POST', '/api/sites', {
      cookie: w.cookies.adminA,
      body: { name: 'Lincoln Elementary', address: '12 Oak Street' },
    });
    expect(add.status).toBe(201);
    const renamed = await call(t.app, 'PUT', `/api/sites/${add.body.id}`, {
      cookie: w.cookies.adminA,
      body: { name: 'Lincoln Elementary School' },
    });
    expect(renamed.status).toBe(200);
    expect(
      (await call(t.app, 'DELETE', `/api/sites/${add.body.id}`, { cookie: w.cookies.adminA })).status,
    ).toBe(200);

    const analysis = await makeDistrict(t.db, { serviceLevel: 'analysis' });
    const analysisAdmin = await makeUser(t.db, { role: 'district_admin', districtId: analysis.id });
    const cookie = await signIn(t.app, analysisAdmin.email);
    expect((await call(t.app, 'POST', '/api/sites', { cookie, body: { name: 'Main Campus' } })).status).toBe(
      201,
    );
    const tech = await call(t.app, 'POST', '/api/sites', {
      cookie: w.cookies.techA,
      body: { name: 'Tech Site' },
    });
    expect(tech.status).toBe(403);
    expect(tech.body.message).toBe(ACCESS_MESSAGES.role);
  });

  it('an Altitude administrator reads and saves enrollment, school day, time zone and email domains', async () => {
    const read = await call(t.app, 'GET', `/api/settings?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ enrollment: null, emailDomains: [] });
    const saved = await put({
      timezone: 'America/Phoenix',
      enrollment: 2450,
      schoolDayStart: '07:30',
      schoolDayEnd: '15:15',
      emailDomains: ['Benson.K12.AZ.us', '@staff.benson.example'],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      timezone: 'America/Phoenix',
      enrollment: 2450,
      schoolDayStart: '07:30',
      schoolDayEnd: '15:15',
      emailDomains: ['benson.k12.az.us', 'staff.benson.example'],
      // What was not sent is kept.
      slaTargets: { critical: 4, high: 8, medium: 24, low: 72 },
    });
    // One field alone changes that field.
    expect((await put({ enrollment: 2500 })).body).toMatchObject({
      enrollment: 2500,
      timezone: 'America/Phoenix',
    });
    // Technicians and viewers neither read nor save them; another district's administrator gets 404.
    expect((await put({ enrollment: 1 }, w.cookies.techA)).status).toBe(403);
    expect((await put({ enrollment: 1 }, w.cookies.viewerA)).status).toBe(403);
    expect((await put({ enrollment: 1 }, w.cookies.adminB)).status).toBe(404);
  });

  it('System Settings’ own fields stay FS Apex: a lower tier is told the tier, and nothing changes', async () => {
    for (const extra of [
      { slaTargets: { critical: 2, high: 8, medium: 24, low: 72 } },
      { name: 'Renamed' },
      { location: 'Benson, AZ' },
      { onCallPhone: '555-0100' },
    ]) {
      const res = await put({ enrollment: 9, ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(403);
      expect(res.body.message).toBe(APEX);
    }
    const now = await call(t.app, 'GET', `/api/settings?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(now.body.enrollment).toBe(2500);
    // An Apex district's administrator saves them.
    expect(
      (
        await put(
          { districtId: w.districtB.id, slaTargets: { critical: 2, high: 8, medium: 24, low: 72 } },
          w.cookies.adminB,
        )
      ).status,
    ).toBe(200);
  });

  it('Five Star manages any district’s settings and users whatever its tier, in a district view too', async () => {
    const cookie = await providerInViewOfA();
    const sla = await put({ slaTargets: { critical: 3, high: 8, medium: 24, low: 72 } }, cookie);
    expect(sla.status, JSON.stringify(sla.body)).toBe(200);
    const list = await call(t.app, 'GET', `/api/users?districtId=${w.districtA.id}`, { cookie });
    expect(list.status).toBe(200);
    const admin = await invite({ email: 'second.admin@benson.k12.az.us', role: 'district_admin' }, cookie);
    expect(admin.status, JSON.stringify(admin.body)).toBe(201);
    expect(
      (await call(t.app, 'POST', '/api/sites', { cookie, body: { name: 'Benson High School' } })).status,
    ).toBe(201);
    // Outside a view too.
    expect((await put({ name: 'Benson Unified' }, w.cookies.provider)).status).toBe(200);
  });

  it('an Altitude administrator invites a technician and a viewer, not an administrator', async () => {
    const tech = await invite({ email: 'nia.tech@benson.k12.az.us', role: 'technician' });
    expect(tech.status, JSON.stringify(tech.body)).toBe(201);
    expect(tech.body).toMatchObject({ attached: false, invitation: { role: 'technician' } });
    expect((await invite({ email: 'omar.view@benson.k12.az.us', role: 'viewer' })).status).toBe(201);
    const admin = await invite({ email: 'boss@benson.k12.az.us', role: 'district_admin' });
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe(APEX);
    // Role editing and imports stay User Management's (FS Apex).
    const patch = await call(t.app, 'PATCH', `/api/users/${w.people.techA.id}`, {
      cookie: w.cookies.adminA,
      body: { role: 'viewer' },
    });
    expect(patch.status).toBe(403);
    expect(patch.body.message).toBe(APEX);
    // Technicians invite nobody; another district is 404.
    expect((await invite({ email: 'x@benson.k12.az.us', role: 'viewer' }, w.cookies.techA)).status).toBe(403);
    expect((await invite({ email: 'y@benson.k12.az.us', role: 'viewer' }, w.cookies.adminB)).status).toBe(
      404,
    );
  });

  it('refuses wrong values with the field’s message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ emailDomains: ['not a domain'] }, M.emailDomain],
      [{ emailDomains: ['benson'] }, M.emailDomain],
      [{ emailDomains: 'benson.example' }, M.emailDomain],
      [{ emailDomains: ['Gmail.com'] }, M.publicEmailDomain('gmail.com')],
      [{ emailDomains: ['a.example', 'A.example'] }, M.emailDomainTwice],
      [{ emailDomains: Array.from({ length: 21 }, (_, i) => `d${i}.example`) }, M.tooManyDomains],
      [{ timezone: 'Mars/Olympus' }, M.timezone],
      [{ enrollment: 2.5 }, M.enrollment],
      [{ schoolDayStart: '9' }, 'Enter the start of the school day as HH:MM'],
      [{ schoolDayStart: '16:00', schoolDayEnd: '08:00' }, M.dayOrder],
      // The end alone before the kept start (07:30).
      [{ schoolDayEnd: '07:00' }, M.dayOrder],
      [{}, M.nothingToSave],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    // A domain another district keeps is refused.
    const taken = await put(
      { districtId: w.districtB.id, emailDomains: ['benson.k12.az.us'] },
      w.cookies.adminB,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(M.emailDomainTaken('benson.k12.az.us'));
  });
});

describe('accounts waiting for access', () => {
  it('are listed to Five Star (all) and to a district’s administrators (their domains)', async () => {
    const wren = await register('wren.tech@benson.k12.az.us');
    const stranger = await register('stranger@elsewhere.example');
    expect(await waiting(w.cookies.provider)).toEqual(
      expect.arrayContaining(['wren.tech@benson.k12.az.us', 'stranger@elsewhere.example']),
    );
    expect(await waiting(w.cookies.adminA)).toEqual(['wren.tech@benson.k12.az.us']);
    // District B has no domains yet: nobody.
    expect(await waiting(w.cookies.adminB)).toEqual([]);
    const other = await call(t.app, 'GET', `/api/users/waiting?districtId=${w.districtB.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(other.status).toBe(404);
    for (const cookie of [w.cookies.techA, w.cookies.viewerA])
      expect((await call(t.app, 'GET', '/api/users/waiting', { cookie })).status).toBe(403);
    const self = await call(t.app, 'GET', '/api/users/waiting', { cookie: wren.cookie });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(ACCESS_MESSAGES.waiting);
    void stranger;
  });

  it('are given access with a role; the person’s session reaches the district at once', async () => {
    const kai = await register('kai.view@benson.k12.az.us', 'Kai');
    const stranger = await register('nobody@elsewhere-two.example');
    // Validation.
    expect((await giveAccess(kai.id, { role: 'technician' })).body.message).toBe('Choose the district');
    expect((await giveAccess(kai.id, { districtId: w.districtA.id, role: 'owner' })).body.message).toBe(
      'Choose a role: district administrator, technician, view only or staff & students',
    );
    // Not of the district's domains, another district, an administrator's role below Apex.
    expect((await giveAccess(stranger.id, { districtId: w.districtA.id, role: 'viewer' })).status).toBe(404);
    expect(
      (await giveAccess(kai.id, { districtId: w.districtB.id, role: 'viewer' }, w.cookies.adminB)).status,
    ).toBe(404);
    expect(
      (await giveAccess(kai.id, { districtId: w.districtA.id, role: 'viewer' }, w.cookies.adminB)).status,
    ).toBe(404);
    const admin = await giveAccess(kai.id, { districtId: w.districtA.id, role: 'district_admin' });
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe(APEX);
    expect(
      (await giveAccess(kai.id, { districtId: w.districtA.id, role: 'viewer' }, w.cookies.techA)).status,
    ).toBe(403);
    expect(
      (await giveAccess(w.people.techA.id, { districtId: w.districtA.id, role: 'viewer' })).body.message,
    ).toBe(USER_MESSAGES.waitingNotFound);

    const given = await giveAccess(kai.id, { districtId: w.districtA.id, role: 'viewer' });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect(given.body).toMatchObject({
      email: 'kai.view@benson.k12.az.us',
      role: 'viewer',
      status: 'active',
    });
    const check = await call(t.app, 'GET', '/api/auth/check', { cookie: kai.cookie });
    expect(check.body.user).toMatchObject({ districtId: w.districtA.id, role: 'viewer' });
    expect((await call(t.app, 'GET', '/api/projects', { cookie: kai.cookie })).status).toBe(200);
    expect(await waiting(w.cookies.adminA)).not.toContain('kai.view@benson.k12.az.us');
    // Given once: a second time finds no waiting account.
    expect((await giveAccess(kai.id, { districtId: w.districtA.id, role: 'viewer' })).status).toBe(404);

    // Five Star gives anyone access to any district, as an administrator too.
    const byProvider = await giveAccess(
      stranger.id,
      { districtId: w.districtA.id, role: 'district_admin' },
      w.cookies.provider,
    );
    expect(byProvider.status).toBe(200);
  });

  it('an invitation to a waiting account’s email attaches it (201) instead of 409', async () => {
    const lee = await register('lee.tech@benson.k12.az.us', 'Lee');
    const res = await invite({
      email: 'Lee.Tech@benson.k12.az.us',
      role: 'technician',
      department: 'High school',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ attached: true, invitation: { id: lee.id, role: 'technician' } });
    const check = await call(t.app, 'GET', '/api/auth/check', { cookie: lee.cookie });
    expect(check.body.user).toMatchObject({ districtId: w.districtA.id, role: 'technician' });
    // Someone of a district is still refused.
    const taken = await invite({ email: 'lee.tech@benson.k12.az.us', role: 'viewer' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(USER_MESSAGES.emailTaken);
  });
});
