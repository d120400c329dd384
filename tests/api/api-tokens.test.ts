import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '../../domain/access.ts';
import { API_TOKEN_MESSAGES } from '../../domain/api-tokens.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { apiTokens, auditLog, users } from '../../server/db/schema/index.ts';
import { makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let w: World;
const logged = { text: '' };

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _e, done) {
      logged.text += chunk.toString();
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

type Who = 'provider' | 'adminA' | 'techA' | 'viewerA' | 'requesterA' | 'adminB' | 'waiting';

/** Creates a token as `who` (their session) and answers the whole answer. */
const create = (who: Who, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/tokens', { cookie: w.cookies[who], body: { expiresInDays: 30, ...body } });

async function tokenOf(who: Who, body: Record<string, unknown>): Promise<{ token: string; id: string }> {
  const res = await create(who, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { token: res.body.token, id: res.body.apiToken.id };
}

/** A call with `Authorization: Bearer` and nothing else (no cookie, no Origin). */
const bearer = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) =>
  call(t.app, method, url, { headers: { authorization: `Bearer ${token}` }, body });

const newTask = () => ({ title: 'From a script', districtId: w.districtA.id });

describe('creating, listing and revoking tokens', () => {
  it('shows the token once, stores only its hash, and lists it without it', async () => {
    const res = await create('techA', { name: 'Inventory script', role: 'technician' });
    expect(res.status).toBe(201);
    const { token, apiToken } = res.body;
    expect(token).toMatch(/^fsp_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toMatchObject({
      name: 'Inventory script',
      role: 'technician',
      districtId: w.districtA.id,
      districtName: w.districtA.name,
      readOnly: false,
      lastUsedAt: null,
      hint: `${token.slice(0, 8)}…`,
    });
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const list = await call(t.app, 'GET', '/api/tokens', { cookie: w.cookies.techA });
    expect(list.status).toBe(200);
    expect(list.body.map((x: { id: string }) => x.id)).toContain(apiToken.id);
    expect(JSON.stringify(list.body)).not.toContain(token);
    // Another person's list does not show it.
    const theirs = await call(t.app, 'GET', '/api/tokens', { cookie: w.cookies.adminA });
    expect(theirs.body.map((x: { id: string }) => x.id)).not.toContain(apiToken.id);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_token.created'), eq(auditLog.target, 'Inventory script')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('refuses bad input with the domain messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', role: 'viewer' }, API_TOKEN_MESSAGES.nameRequired],
      [{ name: 'x', role: 'requester' }, API_TOKEN_MESSAGES.roleInvalid],
      [{ name: 'x', role: 'viewer', expiresInDays: 0 }, API_TOKEN_MESSAGES.expiryInvalid],
      [{ name: 'x', role: 'viewer', expiresInDays: 9999 }, API_TOKEN_MESSAGES.expiryInvalid],
      [{ name: 'x', role: 'viewer', districtId: 'nope' }, API_TOKEN_MESSAGES.districtInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await create('adminA', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('keeps a token at or below its creator, in their district', async () => {
    const higher = await create('techA', { name: 'x', role: 'district_admin' });
    expect([higher.status, higher.body.message]).toEqual([403, API_TOKEN_MESSAGES.roleTooHigh]);
    const elsewhere = await create('adminA', { name: 'x', role: 'viewer', districtId: w.districtB.id });
    expect([elsewhere.status, elsewhere.body.message]).toEqual([404, ACCESS_MESSAGES.districtNotFound]);
    const requester = await create('requesterA', { name: 'x', role: 'viewer' });
    expect([requester.status, requester.body.message]).toEqual([403, API_TOKEN_MESSAGES.requesters]);
    const waiting = await create('waiting', { name: 'x', role: 'viewer' });
    expect([waiting.status, waiting.body.message]).toEqual([403, ACCESS_MESSAGES.waiting]);
    const allAsTech = await create('provider', { name: 'x', role: 'technician', districtId: null });
    expect([allAsTech.status, allAsTech.body.message]).toEqual([400, API_TOKEN_MESSAGES.allDistrictsRole]);
  });

  it('revokes a token at once; another person cannot revoke it', async () => {
    const { token, id } = await tokenOf('adminA', { name: 'Short lived', role: 'viewer' });
    expect((await bearer('GET', `/api/tasks/${w.districtA.id}`, token)).status).toBe(200);
    const notTheirs = await call(t.app, 'DELETE', `/api/tokens/${id}`, { cookie: w.cookies.techA });
    expect([notTheirs.status, notTheirs.body.message]).toEqual([404, API_TOKEN_MESSAGES.notFound]);
    const res = await call(t.app, 'DELETE', `/api/tokens/${id}`, { cookie: w.cookies.adminA });
    expect(res.status).toBe(200);
    expect((await bearer('GET', `/api/tasks/${w.districtA.id}`, token)).status).toBe(401);
    const list = await call(t.app, 'GET', '/api/tokens', { cookie: w.cookies.adminA });
    expect(list.body.map((x: { id: string }) => x.id)).not.toContain(id);
    const again = await call(t.app, 'DELETE', `/api/tokens/${id}`, { cookie: w.cookies.adminA });
    expect(again.status).toBe(404);
  });
});

describe('a token is an identity, decided by the same access table', () => {
  it("answers a technician's token as the technician, writes without an Origin header", async () => {
    const { token } = await tokenOf('techA', { name: 'Writer', role: 'technician' });
    const me = await bearer('GET', '/api/auth/user', token);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(w.people.techA.email);
    expect((await bearer('GET', `/api/tasks/${w.districtA.id}`, token)).status).toBe(200);
    expect((await bearer('POST', '/api/tasks', token, newTask())).status).toBe(201);
    // A cookie's write still needs its own site; a token's does not depend on it.
    const crossSite = { origin: 'https://evil.example' };
    const withCookie = await call(t.app, 'POST', '/api/tasks', {
      cookie: w.cookies.techA,
      headers: crossSite,
      body: newTask(),
    });
    expect(withCookie.status).toBe(403);
    const withToken = await call(t.app, 'POST', '/api/tasks', {
      headers: { ...crossSite, authorization: `Bearer ${token}` },
      body: newTask(),
    });
    expect(withToken.status).toBe(201);
  });

  it("refuses a technician's token the administrators' routes", async () => {
    const { token } = await tokenOf('techA', { name: 'Tech', role: 'technician' });
    const res = await bearer('GET', `/api/users?districtId=${w.districtA.id}`, token);
    expect([res.status, res.body.message]).toEqual([403, ACCESS_MESSAGES.role]);
  });

  it("refuses every write of a read-only token, even an administrator's", async () => {
    const { token } = await tokenOf('adminA', { name: 'Reader', role: 'district_admin', readOnly: true });
    expect((await bearer('GET', `/api/users?districtId=${w.districtA.id}`, token)).status).toBe(200);
    const write = await bearer('POST', '/api/tasks', token, newTask());
    expect([write.status, write.body.message]).toEqual([403, API_TOKEN_MESSAGES.readOnly]);
  });

  it('acts with the lower of the token role and the creator role of the moment', async () => {
    const viewer = await tokenOf('adminA', { name: 'Viewer', role: 'viewer' });
    expect((await bearer('GET', `/api/tasks/${w.districtA.id}`, viewer.token)).status).toBe(200);
    expect((await bearer('POST', '/api/tasks', viewer.token, newTask())).status).toBe(403);
    expect((await bearer('GET', `/api/users?districtId=${w.districtA.id}`, viewer.token)).status).toBe(403);

    const admin = await makeWorldUser('district_admin');
    const { token } = await tokenOf(admin.who, { name: 'Admin', role: 'district_admin' });
    expect((await bearer('GET', `/api/users?districtId=${w.districtA.id}`, token)).status).toBe(200);
    await t.db.update(users).set({ role: 'technician' }).where(eq(users.id, admin.id));
    expect((await bearer('GET', `/api/users?districtId=${w.districtA.id}`, token)).status).toBe(403);
  });

  it('keeps a token to its district: another district answers 404', async () => {
    const { token } = await tokenOf('adminA', { name: 'A only', role: 'district_admin' });
    expect((await bearer('GET', `/api/tasks/${w.districtB.id}`, token)).status).toBe(404);
  });

  it("gives Five Star's tokens every district, or one district as its administrator", async () => {
    const all = await tokenOf('provider', { name: 'All', role: 'provider_admin', districtId: null });
    expect((await bearer('GET', `/api/tasks/${w.districtB.id}`, all.token)).status).toBe(200);
    const one = await tokenOf('provider', { name: 'A tech', role: 'technician', districtId: w.districtA.id });
    expect((await bearer('GET', `/api/tasks/${w.districtA.id}`, one.token)).status).toBe(200);
    expect((await bearer('GET', `/api/tasks/${w.districtB.id}`, one.token)).status).toBe(404);
    expect((await bearer('GET', `/api/users?districtId=${w.districtA.id}`, one.token)).status).toBe(403);
  });

  it('answers 401 for an expired, an unknown or a malformed token, and a deactivated creator', async () => {
    const expired = await tokenOf('techA', { name: 'Old', role: 'technician' });
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.id));
    expect((await bearer('GET', `/api/tasks/${w.districtA.id}`, expired.token)).status).toBe(401);
    const unknown = `fsp_${'A'.repeat(43)}`;
    expect((await bearer('GET', `/api/tasks/${w.districtA.id}`, unknown)).status).toBe(401);
    expect((await bearer('GET', `/api/tasks/${w.districtA.id}`, 'not-a-token')).status).toBe(401);

    const person = await makeWorldUser('technician');
    const { token } = await tokenOf(person.who, { name: 'Leaver', role: 'technician' });
    expect((await bearer('GET', `/api/tasks/${w.districtA.id}`, token)).status).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, person.id));
    expect((await bearer('GET', `/api/tasks/${w.districtA.id}`, token)).status).toBe(401);
  });

  it("does not reach its creator's sign-in, account or tokens", async () => {
    const { token } = await tokenOf('adminA', { name: 'Admin', role: 'district_admin' });
    for (const [method, url] of [
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens'],
      ['GET', '/api/account/sessions'],
      ['POST', '/api/account/password'],
      ['DELETE', '/api/auth/view'],
    ] as const) {
      const res = await bearer(method, url, token, method === 'GET' ? undefined : {});
      expect([url, res.status, res.body.message]).toEqual([url, 403, API_TOKEN_MESSAGES.sessionOnly]);
    }
  });
});

describe('use is recorded, the token never', () => {
  it('writes the last use and one audit entry a minute, and logs no token', async () => {
    const { token, id } = await tokenOf('techA', { name: 'Audited', role: 'technician' });
    for (let i = 0; i < 3; i++) await bearer('GET', `/api/tasks/${w.districtA.id}`, token);
    const used = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_token.used'), eq(auditLog.target, 'Audited')));
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({
      actorId: w.people.techA.id,
      districtId: w.districtA.id,
      after: { request: 'GET /api/tasks/:districtId' },
    });
    const list = await call(t.app, 'GET', '/api/tokens', { cookie: w.cookies.techA });
    const listed = list.body.find((x: { id: string }) => x.id === id);
    expect(listed.lastUsedAt).not.toBeNull();
    expect(listed.lastUsedAddress).toBeTruthy();
    // A minute on, the next use is recorded again.
    await t.db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(Date.now() - 61_000) })
      .where(eq(apiTokens.id, id));
    await bearer('POST', '/api/tasks', token, newTask());
    const again = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_token.used'), eq(auditLog.target, 'Audited')));
    expect(again).toHaveLength(2);
    expect(logged.text).toContain('/api/tasks');
    expect(logged.text).not.toContain(token);
    expect(logged.text).not.toContain(token.slice(4));
  });
});

/** A fresh person of district A, signed in, for tests that change them. */
async function makeWorldUser(role: 'district_admin' | 'technician') {
  const u = await makeUser(t.db, { role, districtId: w.districtA.id });
  const who = `extra-${u.id}` as Who;
  (w.cookies as Record<string, string | undefined>)[who] = await signIn(t.app, u.email);
  return { id: u.id, who };
}
