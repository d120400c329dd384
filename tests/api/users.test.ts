import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { makeDistrict, makeUser, makeWorld, signIn, TEST_PASSWORD, type World } from '../support/fixtures.ts';
import { startMailServer, type TestMailServer } from '../support/smtp.ts';
import { call, startListening, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.ts';
import { createTestDb } from '../support/test-db.ts';

let shared: Awaited<ReturnType<typeof createTestDb>>;
let t: TestApp & { port: number };
let w: World;
let smtp: TestMailServer;

beforeAll(async () => {
  smtp = await startMailServer();
  shared = await createTestDb();
  t = await startListening(shared, { SMTP_URL: smtp.url });
  w = await makeWorld(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  await shared.drop();
  await smtp.close();
});

const invite = (cookie: string | undefined, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/users/invitations', { cookie, body: { districtId: w.districtA.id, ...body } });
const listOf = async (cookie: string | undefined, query = '') =>
  (await call(t.app, 'GET', `/api/users?districtId=${w.districtA.id}${query}`, { cookie })).body as {
    id: string;
    email: string;
    status: string;
    role: string;
    invitationExpiresAt: string | null;
  }[];

describe('invitations', () => {
  it('invite a technician by email: a link that works once, mailed and shown to the inviter', async () => {
    const res = await invite(w.cookies.adminA, {
      email: 'Nia.Tech@School.example',
      role: 'technician',
      department: 'Elementary',
    });
    expect(res.status).toBe(201);
    expect(res.body.invitation).toMatchObject({ email: 'nia.tech@school.example', role: 'technician' });
    expect(new Date(res.body.invitation.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86400_000);
    const mail = await smtp.waitFor('nia.tech@school.example');
    expect(mail.text).toMatch(/\/invite\/[\w-]{43}/);
    expect(mail.text).not.toContain(res.body.inviteUrl);
    const pending = (await listOf(w.cookies.adminA, '&status=invited')).find(
      (u) => u.email === 'nia.tech@school.example',
    );
    const expiresAt = new Date(pending?.invitationExpiresAt ?? 0).getTime();
    expect(Math.abs(expiresAt - new Date(res.body.invitation.expiresAt).getTime())).toBeLessThan(1000);

    const token = res.body.inviteUrl.split('/invite/')[1];
    const accepted = await call(t.app, 'POST', '/api/auth/invite/accept', {
      body: { token, password: 'Quartz-Lantern-58' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ role: 'technician', districtId: w.districtA.id });
    expect((await listOf(w.cookies.adminA, '&q=nia')).map((u) => u.status)).toEqual(['active']);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/invite/accept', {
          body: { token, password: 'Quartz-Lantern-58' },
        })
      ).status,
    ).toBe(404);
  });

  it('refuse a taken email (409), a bad address and an unknown role (400) with clear messages', async () => {
    const taken = await invite(w.cookies.adminA, { email: w.people.techA.email, role: 'viewer' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Someone with this email already has an account.');
    expect((await invite(w.cookies.adminA, { email: 'not-an-address', role: 'viewer' })).body.message).toBe(
      'Enter a valid email address',
    );
    const role = await invite(w.cookies.adminA, { email: 'r@x.org', role: 'provider_admin' });
    expect(role.status).toBe(400);
    expect(role.body.message).toBe(
      'Choose a role: district administrator, technician, view only or staff & students',
    );
  });

  it('resend (the old link dies) and revoke an invitation', async () => {
    const first = await invite(w.cookies.adminA, { email: 'resend@school.example', role: 'viewer' });
    const again = await call(t.app, 'POST', `/api/users/invitations/${first.body.invitation.id}/resend`, {
      cookie: w.cookies.adminA,
    });
    expect(again.status).toBe(200);
    expect(again.body.inviteUrl).not.toBe(first.body.inviteUrl);
    const oldToken = first.body.inviteUrl.split('/invite/')[1];
    expect((await call(t.app, 'GET', `/api/auth/invite/${oldToken}`)).status).toBe(404);
    const revoked = await call(t.app, 'DELETE', `/api/users/invitations/${first.body.invitation.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(revoked.status).toBe(200);
    expect((await listOf(w.cookies.adminA)).map((u) => u.email)).not.toContain('resend@school.example');
    const active = await call(t.app, 'DELETE', `/api/users/invitations/${w.people.techA.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(active.status).toBe(409);
  });

  it('bulk invite from a CSV: a preview with each refused row and why, then the valid rows', async () => {
    const csv = [
      'Email,Role,Department,First Name,Last Name',
      'ana@school.example,Technician,Middle School,Ana,Ruiz',
      'bad-address,Administrator,,,',
      `${w.people.viewerA.email},View Only,,,`,
      'ana@school.example,Technician,,,',
      'ben@school.example,Janitor,,,',
      'cara@school.example,View Only,Library,Cara,',
    ].join('\n');
    const preview = await call(t.app, 'POST', '/api/users/import', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id, csv },
    });
    expect(preview.body).toMatchObject({ dryRun: true, total: 6, invited: 0 });
    expect(preview.body.rejected).toEqual([
      { row: 3, email: 'bad-address', reasons: ['Enter a valid email address'] },
      { row: 4, email: w.people.viewerA.email, reasons: ['Someone with this email already has an account.'] },
      { row: 5, email: 'ana@school.example', reasons: ['This email appears twice in the file'] },
      {
        row: 6,
        email: 'ben@school.example',
        reasons: ['Role must be Administrator, Technician, View Only or Staff & Students'],
      },
    ]);
    expect((await listOf(w.cookies.adminA)).map((u) => u.email)).not.toContain('cara@school.example');
    const done = await call(t.app, 'POST', '/api/users/import', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id, csv, dryRun: false },
    });
    expect(done.body.invited).toBe(2);
    const invited = await listOf(w.cookies.adminA, '&status=invited');
    expect(invited.find((u) => u.email === 'cara@school.example')).toMatchObject({ role: 'viewer' });
  });
});

describe('roles and deactivation', () => {
  it('change a role and a department; nobody changes their own role', async () => {
    const person = await makeUser(t.db, { role: 'viewer', districtId: w.districtA.id });
    const res = await call(t.app, 'PATCH', `/api/users/${person.id}`, {
      cookie: w.cookies.adminA,
      body: { role: 'technician', department: 'High School' },
    });
    expect(res.body).toMatchObject({ role: 'technician', department: 'High School', status: 'active' });
    const own = await call(t.app, 'PATCH', `/api/users/${w.people.adminA.id}`, {
      cookie: w.cookies.adminA,
      body: { role: 'viewer' },
    });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot change your own role.');
    expect(
      (await call(t.app, 'PATCH', `/api/users/${person.id}`, { cookie: w.cookies.adminA, body: {} })).status,
    ).toBe(400);
  });

  it('keep the last active administrator of a district (409), whoever asks', async () => {
    const district = await makeDistrict(t.db, { serviceLevel: 'apex' });
    const only = await makeUser(t.db, { role: 'district_admin', districtId: district.id });
    for (const body of [{ role: 'viewer' }, { isActive: false }]) {
      const res = await call(t.app, 'PATCH', `/api/users/${only.id}`, { cookie: w.cookies.provider, body });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'This is the last active administrator of the district: make someone else an administrator first.',
      );
    }
    const second = await makeUser(t.db, { role: 'district_admin', districtId: district.id });
    expect(
      (
        await call(t.app, 'PATCH', `/api/users/${only.id}`, {
          cookie: w.cookies.provider,
          body: { role: 'technician' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(t.app, 'PATCH', `/api/users/${second.id}`, {
          cookie: w.cookies.provider,
          body: { isActive: false },
        })
      ).status,
    ).toBe(409);
  });

  it('deactivation ends the person’s sessions and sockets at once; they cannot sign in until reactivated', async () => {
    const person = await makeUser(t.db, { role: 'technician', districtId: w.districtA.id });
    const cookie = await signIn(t.app, person.email);
    const socket = await new Promise<{ ws: WebSocket; closed: number | null }>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${t.port}/ws`, {
        headers: { cookie, origin: TEST_PUBLIC_URL },
      });
      const s = { ws, closed: null as number | null };
      ws.on('close', (code) => (s.closed = code));
      ws.once('open', () => resolve(s));
      ws.once('error', reject);
    });
    expect(
      (
        await call(t.app, 'PATCH', `/api/users/${person.id}`, {
          cookie: w.cookies.adminA,
          body: { isActive: false },
        })
      ).body.status,
    ).toBe('deactivated');
    await expect.poll(() => socket.closed, { timeout: 1000 }).toBe(4401);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: person.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('This account is deactivated. Ask your district administrator.');
    // Deactivated people are not offered in pickers either.
    const people = await call(t.app, 'GET', `/api/people?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(people.body.map((p: { id: string }) => p.id)).not.toContain(person.id);

    await call(t.app, 'PATCH', `/api/users/${person.id}`, {
      cookie: w.cookies.adminA,
      body: { isActive: true },
    });
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login', {
          body: { email: person.email, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
  });

  it('a user of another district is not found, and Five Star staff are not managed here', async () => {
    expect(
      (
        await call(t.app, 'PATCH', `/api/users/${w.people.adminB.id}`, {
          cookie: w.cookies.adminA,
          body: { department: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'PATCH', `/api/users/${w.people.provider.id}`, {
          cookie: w.cookies.provider,
          body: { department: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('an administrator produces a reset link for a user of the district', async () => {
    const res = await call(t.app, 'POST', `/api/users/${w.people.viewerA.id}/password-reset`, {
      cookie: w.cookies.adminA,
    });
    expect(res.status).toBe(200);
    expect(res.body.resetUrl).toMatch(/\/reset-password\/[\w-]{43}$/);
    const token = res.body.resetUrl.split('/reset-password/')[1];
    const confirmed = await call(t.app, 'POST', '/api/auth/password-reset/confirm', {
      body: { token, password: 'Ember-Canyon-27' },
    });
    expect(confirmed.status).toBe(200);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login', {
          body: { email: w.people.viewerA.email, password: 'Ember-Canyon-27' },
        })
      ).status,
    ).toBe(200);
  });
});
