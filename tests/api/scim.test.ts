import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCIM_MESSAGES, SCIM_SCHEMA } from '../../domain/scim.ts';
import { hashToken } from '../../server/auth/tokens.ts';
import { auditLog, samlConfigs, scimTokens, sessions, users } from '../../server/db/schema/index.ts';
import { makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// SCIM 2.0 (RFC 7644) as Okta's SCIM 2.0 test suite (Runscope) and Entra ID's SCIM validator call
// it, from their public documentation: the same requests, in the same order, with the same bodies.

let t: TestApp;
let w: World;
let tokenA: string;
let tokenB: string;

const USER = SCIM_SCHEMA.user;
const PATCH = SCIM_SCHEMA.patch;
const ERROR = SCIM_SCHEMA.error;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A SCIM call as identity providers make it: bearer token, SCIM JSON, no cookie, no Origin. */
const scim = (method: Method, path: string, body?: unknown, token = tokenA) =>
  call(t.app, method, `/scim/v2${path}`, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/scim+json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

const newToken = async (districtId: string, cookie: string | undefined) => {
  const res = await call(t.app, 'POST', '/api/scim/tokens', { cookie, body: { districtId } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { token: string; scimToken: { id: string; hint: string } };
};

const unique = () => randomUUID().slice(0, 8);
const q = (filter: string) => `filter=${encodeURIComponent(filter)}`;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
  tokenA = (await newToken(w.districtA.id, w.cookies.adminA)).token;
  tokenB = (await newToken(w.districtB.id, w.cookies.adminB)).token;
});
afterAll(() => t.close());

describe('SCIM tokens (District profile)', () => {
  it('shows the token once, keeps its hash, lists it with its last use, and revokes it', async () => {
    const made = await newToken(w.districtA.id, w.cookies.provider);
    expect(made.token).toMatch(/^scim_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(scimTokens).where(eq(scimTokens.id, made.scimToken.id));
    expect(row!.tokenHash).toBe(hashToken(made.token));
    expect(JSON.stringify(row)).not.toContain(made.token);
    expect(row!.districtId).toBe(w.districtA.id);

    expect((await scim('GET', '/ServiceProviderConfig', undefined, made.token)).status).toBe(200);
    const list = await call(t.app, 'GET', `/api/scim/tokens?districtId=${w.districtA.id}`, {
      cookie: w.cookies.adminA,
    });
    expect(list.status).toBe(200);
    expect(list.body.baseUrl).toMatch(/\/scim\/v2$/);
    const listed = list.body.tokens.find((x: { id: string }) => x.id === made.scimToken.id);
    expect(listed).toMatchObject({ hint: `${made.token.slice(0, 9)}…` });
    expect(listed.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(made.token);

    // Another district's administrator cannot revoke it (404), its own can.
    const other = await call(
      t.app,
      'DELETE',
      `/api/scim/tokens/${made.scimToken.id}?districtId=${w.districtB.id}`,
      {
        cookie: w.cookies.adminB,
      },
    );
    expect(other.status).toBe(404);
    const revoked = await call(
      t.app,
      'DELETE',
      `/api/scim/tokens/${made.scimToken.id}?districtId=${w.districtA.id}`,
      {
        cookie: w.cookies.adminA,
      },
    );
    expect(revoked.status).toBe(200);
    const after = await scim('GET', '/Users', undefined, made.token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ schemas: [ERROR], status: '401', detail: SCIM_MESSAGES.unauthorized });
    const again = await call(
      t.app,
      'DELETE',
      `/api/scim/tokens/${made.scimToken.id}?districtId=${w.districtA.id}`,
      {
        cookie: w.cookies.adminA,
      },
    );
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(SCIM_MESSAGES.notFound);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'scim_token.revoked'), eq(auditLog.districtId, w.districtA.id)));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses bad input with the domain messages', async () => {
    const bad = await call(t.app, 'POST', '/api/scim/tokens', {
      cookie: w.cookies.adminA,
      body: { districtId: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(SCIM_MESSAGES.districtInvalid);
    const none = await call(t.app, 'POST', '/api/scim/tokens', { cookie: w.cookies.adminA, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(SCIM_MESSAGES.districtInvalid);
  });

  it('answers 401 in SCIM words to no token, a wrong one, an API token or a session cookie', async () => {
    const apiToken = await call(t.app, 'POST', '/api/tokens', {
      cookie: w.cookies.adminA,
      body: { name: 'Not for SCIM', role: 'district_admin', expiresInDays: 1 },
    });
    expect(apiToken.status).toBe(201);
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer scim_wrongwrongwrongwrongwrongwrongwrongwrongwro' },
      { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      { cookie: w.cookies.adminA! },
      { authorization: `Bearer ${apiToken.body.token}` },
    ];
    for (const headers of cases) {
      const res = await call(t.app, 'GET', '/scim/v2/Users', { headers });
      expect(res.status).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/scim\+json/);
      expect(res.body).toMatchObject({ schemas: [ERROR], status: '401' });
    }
    // A cookie POST from another site reaches SCIM's own check, not the API's Origin refusal.
    const foreign = await call(t.app, 'POST', '/scim/v2/Users', {
      headers: { cookie: w.cookies.adminA!, origin: 'https://evil.example' },
      body: { userName: 'x@example.org' },
    });
    expect(foreign.status).toBe(401);
  });
});

describe("Okta's SCIM 2.0 test suite (Runscope)", () => {
  // Okta: "Required Test: Test Users endpoint", "Get Users/{{id}}", "Test invalid User by username",
  // "Test invalid User by ID", "Make sure random user doesn't exist", "Create Okta user with realistic
  // values", "Verify that user was created", "Expect failure when recreating user with same values",
  // "Username Case Sensitivity Check", then the CRUD suite's PUT and PATCH deactivation.
  const userName = `okta.${unique()}@benson.example`;
  let id = '';

  it('runs the required tests in order', async () => {
    await makeUser(t.db, { role: 'technician', districtId: w.districtA.id });
    const first = await scim('GET', '/Users?count=1&startIndex=1');
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(first.body.schemas).toEqual([SCIM_SCHEMA.list]);
    expect(first.body.itemsPerPage).toBe(1);
    expect(first.body.startIndex).toBe(1);
    expect(first.body.totalResults).toBeGreaterThan(1);
    const some = first.body.Resources[0];
    expect(some).toMatchObject({ schemas: [USER], active: true });
    expect(some.id).toBeTruthy();
    expect(some.userName).toBeTruthy();
    expect(some.name.familyName).toBeDefined();
    expect(some.emails[0].value).toBeTruthy();

    const one = await scim('GET', `/Users/${some.id}`);
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(some.id);

    const byName = await scim('GET', `/Users?${q(`userName eq "${some.userName}"`)}`);
    expect(byName.body.totalResults).toBe(1);
    expect(byName.body.Resources[0].id).toBe(some.id);

    const invalidName = await scim('GET', `/Users?${q('userName eq "invalidUser@example.com"')}`);
    expect(invalidName.status).toBe(200);
    expect(invalidName.body).toMatchObject({ totalResults: 0, Resources: [] });

    const invalidId = await scim('GET', '/Users/010101001010101');
    expect(invalidId.status).toBe(404);
    expect(invalidId.body).toMatchObject({ schemas: [ERROR], status: '404' });

    const random = await scim('GET', `/Users?${q(`userName eq "${userName}"`)}`);
    expect(random.body.totalResults).toBe(0);

    const create = await scim('POST', '/Users', {
      schemas: [USER],
      userName,
      name: { givenName: 'Elaine', familyName: 'Okta' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Elaine Okta',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    });
    expect(create.status, JSON.stringify(create.body)).toBe(201);
    expect(create.body).toMatchObject({
      schemas: [USER],
      userName,
      active: true,
      externalId: '00ujl29u0le5T6Aj10h7',
      name: { givenName: 'Elaine', familyName: 'Okta' },
      emails: [{ value: userName, type: 'work', primary: true }],
      meta: { resourceType: 'User' },
    });
    id = create.body.id;
    expect(create.body.meta.location).toMatch(new RegExp(`/scim/v2/Users/${id}$`));
    // No password is kept: they sign in by SAML, Google or a reset link.
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      passwordHash: null,
      districtId: w.districtA.id,
      role: 'requester',
      isActive: true,
    });

    const verify = await scim('GET', `/Users/${id}`);
    expect(verify.body).toMatchObject({ id, userName, active: true });

    const again = await scim('POST', '/Users', {
      schemas: [USER],
      userName,
      name: { givenName: 'Elaine', familyName: 'Okta' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      active: true,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      schemas: [ERROR],
      status: '409',
      scimType: 'uniqueness',
      detail: SCIM_MESSAGES.userNameTaken,
    });

    const upper = await scim('GET', `/Users?${q(`userName eq "${userName.toUpperCase()}"`)}`);
    expect(upper.body.totalResults).toBe(1);
  });

  it('replaces a user (PUT) and deactivates one with Okta’s PATCH, ending their session at once', async () => {
    const put = await scim('PUT', `/Users/${id}`, {
      schemas: [USER],
      id,
      userName,
      name: { givenName: 'Elaine', familyName: 'Okta-Renamed' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      active: true,
    });
    expect(put.status).toBe(200);
    expect(put.body.name.familyName).toBe('Okta-Renamed');

    // The person has signed in (a password set by reset link, here directly): their cookie works.
    const [withPassword] = await t.db.select().from(users).where(eq(users.id, w.people.techA.id));
    await t.db.update(users).set({ passwordHash: withPassword!.passwordHash }).where(eq(users.id, id));
    const cookie = await signIn(t.app, userName);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie })).status).toBe(200);

    const patch = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(patch.status).toBe(200);
    expect(patch.body.active).toBe(false);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie })).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row!.isActive).toBe(false);

    const back = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(back.body.active).toBe(true);
  });
});

describe("Entra ID's SCIM validator", () => {
  const userName = `entra.${unique()}@contoso.example`;
  const workEmail = `entra.work.${unique()}@contoso.example`;
  const externalId = randomUUID();
  let id = '';
  let groupId = '';

  it('creates, finds, patches, disables and deletes a user', async () => {
    const create = await scim('POST', '/Users', {
      schemas: [USER, SCIM_SCHEMA.enterpriseUser],
      externalId,
      userName,
      active: true,
      displayName: 'XKWLCONOGMVT',
      emails: [{ type: 'work', value: workEmail }],
      name: { formatted: 'Aric', familyName: 'Nia', givenName: 'Sandy' },
      title: 'Teacher',
      [SCIM_SCHEMA.enterpriseUser]: { department: 'Math', employeeNumber: '42', manager: { value: 'M1' } },
    });
    expect(create.status, JSON.stringify(create.body)).toBe(201);
    id = create.body.id;
    expect(create.body).toMatchObject({ userName, externalId, active: true, emails: [{ value: workEmail }] });

    const dup = await scim('POST', '/Users', {
      schemas: [USER],
      userName,
      emails: [{ type: 'work', value: workEmail }],
    });
    expect(dup.status).toBe(409);

    for (const filter of [
      `userName eq "${userName}"`,
      `externalId eq "${externalId}"`,
      `emails.value eq "${workEmail}"`,
      `emails[type eq "work"].value eq "${workEmail}"`,
    ]) {
      const res = await scim('GET', `/Users?${q(filter)}`);
      expect(res.status, filter).toBe(200);
      expect(res.body.totalResults, filter).toBe(1);
      expect(res.body.Resources[0].id).toBe(id);
    }
    // Entra ID sends the filter with + for spaces.
    const plus = await scim('GET', `/Users?filter=userName+eq+"${encodeURIComponent(userName)}"`);
    expect(plus.body.totalResults).toBe(1);

    const newName = `entra.renamed.${unique()}@contoso.example`;
    const newMail = `entra.mail.${unique()}@contoso.example`;
    const patch = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [
        { op: 'Replace', path: 'userName', value: newName },
        { op: 'Replace', path: 'name.givenName', value: 'Sandra' },
        { op: 'Replace', path: 'name.familyName', value: 'Nia-Smith' },
        { op: 'Add', path: 'emails[type eq "work"].value', value: newMail },
        { op: 'Replace', path: 'externalId', value: 'ext-2' },
        { op: 'Replace', path: 'title', value: 'Principal' },
        { op: 'Add', path: `${SCIM_SCHEMA.enterpriseUser}:department`, value: 'Science' },
        { op: 'Replace', value: { displayName: 'Sandra Nia-Smith', 'name.formatted': 'Sandra' } },
      ],
    });
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    expect(patch.body).toMatchObject({
      userName: newName,
      externalId: 'ext-2',
      name: { givenName: 'Sandra', familyName: 'Nia-Smith' },
      emails: [{ value: newMail }],
    });

    const disable = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disable.status).toBe(200);
    const found = await scim('GET', `/Users?${q(`userName eq "${newName}"`)}`);
    expect(found.body.Resources[0].active).toBe(false);
    const enable = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'active', value: 'True' }],
    });
    expect(enable.body.active).toBe(true);
  });

  it('creates, finds, patches and deletes a group whose members take its role', async () => {
    const displayName = 'Technicians';
    const create = await scim('POST', '/Groups', {
      schemas: [SCIM_SCHEMA.group],
      externalId: randomUUID(),
      displayName,
      members: [],
    });
    expect(create.status, JSON.stringify(create.body)).toBe(201);
    groupId = create.body.id;
    expect(create.body).toMatchObject({ displayName, members: [] });

    const dup = await scim('POST', '/Groups', { schemas: [SCIM_SCHEMA.group], displayName: 'technicians' });
    expect(dup.status).toBe(409);
    expect(dup.body.scimType).toBe('uniqueness');

    const byName = await scim(
      'GET',
      `/Groups?${q(`displayName eq "${displayName}"`)}&excludedAttributes=members`,
    );
    expect(byName.body.totalResults).toBe(1);
    expect(byName.body.Resources[0].members).toBeUndefined();

    const add = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Add', path: 'members', value: [{ value: id }] }],
    });
    expect(add.status).toBe(200);
    const [tech] = await t.db.select().from(users).where(eq(users.id, id));
    expect(tech!.role).toBe('technician');
    const read = await scim('GET', `/Groups/${groupId}?excludedAttributes=members`);
    expect(read.body.members).toBeUndefined();
    expect((await scim('GET', `/Groups/${groupId}`)).body.members).toEqual([
      expect.objectContaining({ value: id }),
    ]);
    expect((await scim('GET', `/Users/${id}`)).body.groups).toEqual([
      expect.objectContaining({ value: groupId, display: displayName }),
    ]);

    // Entra ID's member removal by filter path.
    const remove = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Remove', path: `members[value eq "${id}"]` }],
    });
    expect(remove.status).toBe(200);
    expect(remove.body.members).toEqual([]);
    const [back] = await t.db.select().from(users).where(eq(users.id, id));
    expect(back!.role).toBe('requester');

    const rename = await scim('PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH],
      Operations: [{ op: 'Replace', path: 'displayName', value: 'Technicians 2' }],
    });
    expect(rename.body.displayName).toBe('Technicians 2');

    const del = await scim('DELETE', `/Groups/${groupId}`);
    expect(del.status).toBe(204);
    expect((await scim('GET', `/Groups/${groupId}`)).status).toBe(404);
  });

  it('deletes a user: deactivated, then 404; the IdP may create them again', async () => {
    const del = await scim('DELETE', `/Users/${id}`);
    expect(del.status).toBe(204);
    expect((await scim('GET', `/Users/${id}`)).status).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row!.isActive).toBe(false);
    const [mail] = [row!.email];
    const again = await scim('POST', '/Users', {
      schemas: [USER],
      userName: `again.${mail}`,
      emails: [{ value: mail, primary: true }],
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id, active: true });
  });
});

describe('groups carry roles', () => {
  it('gives the highest role of a person’s groups, and the district default without one', async () => {
    const mk = async (n: string) =>
      (await scim('POST', '/Users', { schemas: [USER], userName: `${n}.${unique()}@benson.example` })).body
        .id as string;
    const ana = await mk('ana');
    const ben = await mk('ben');
    const viewers = (
      await scim('POST', '/Groups', {
        schemas: [SCIM_SCHEMA.group],
        displayName: 'Viewers',
        members: [{ value: ana }, { value: ben }],
      })
    ).body.id;
    const admins = (
      await scim('POST', '/Groups', {
        schemas: [SCIM_SCHEMA.group],
        displayName: 'ADMINISTRATORS',
        members: [{ value: ana }],
      })
    ).body.id;
    const roleOf = async (uid: string) => (await t.db.select().from(users).where(eq(users.id, uid)))[0]!.role;
    expect(await roleOf(ana)).toBe('district_admin');
    expect(await roleOf(ben)).toBe('viewer');

    // Okta's replace of the whole membership.
    await scim('PATCH', `/Groups/${admins}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', path: 'members', value: [{ value: ben }] }],
    });
    expect(await roleOf(ana)).toBe('viewer');
    expect(await roleOf(ben)).toBe('district_admin');

    // Without a role group: the district's SAML default role.
    await t.db.insert(samlConfigs).values({
      scope: w.districtA.id,
      districtId: w.districtA.id,
      idpEntityId: 'https://idp.example',
      ssoUrl: 'https://idp.example/sso',
      certificates: [],
      emailAttribute: 'email',
      firstNameAttribute: 'givenName',
      lastNameAttribute: 'sn',
      defaultRole: 'viewer',
    });
    await scim('PUT', `/Groups/${viewers}`, {
      schemas: [SCIM_SCHEMA.group],
      displayName: 'Viewers',
      members: [],
    });
    await scim('DELETE', `/Groups/${admins}`);
    expect(await roleOf(ana)).toBe('viewer');
    expect(await roleOf(ben)).toBe('viewer');
    await t.db.delete(samlConfigs).where(eq(samlConfigs.scope, w.districtA.id));

    // A member who is not the district's person is refused.
    const foreign = await scim('POST', '/Groups', {
      schemas: [SCIM_SCHEMA.group],
      displayName: `Outsiders ${unique()}`,
      members: [{ value: w.people.adminB.id }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.scimType).toBe('invalidValue');
  });
});

describe('one district only, and bad requests', () => {
  it('answers 404 for another district’s people and groups, and lists none of them', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { schemas: [USER], userName: 'x@example.org' }],
      ['PATCH', { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: false } }] }],
      ['DELETE', undefined],
    ] as const) {
      const res = await scim(method, `/Users/${w.people.adminB.id}`, body);
      expect(res.status, method).toBe(404);
      expect(res.body).toMatchObject({ schemas: [ERROR], status: '404' });
    }
    const [b] = await t.db.select().from(users).where(eq(users.id, w.people.adminB.id));
    expect(b!.isActive).toBe(true);
    const groupB = (
      await scim('POST', '/Groups', { schemas: [SCIM_SCHEMA.group], displayName: 'B staff' }, tokenB)
    ).body.id;
    expect((await scim('GET', `/Groups/${groupB}`)).status).toBe(404);
    expect((await scim('DELETE', `/Groups/${groupB}`)).status).toBe(404);
    const listB = await scim('GET', '/Users?count=200', undefined, tokenB);
    expect(listB.body.Resources.map((u: { id: string }) => u.id)).not.toContain(w.people.adminA.id);
    // Five Star's people are no district's.
    const listA = await scim('GET', '/Users?count=200');
    expect(listA.body.Resources.map((u: { id: string }) => u.id)).not.toContain(w.people.provider.id);
  });

  it('refuses unsupported filters, bad PATCH ops and bodies with RFC 7644 errors', async () => {
    for (const filter of [
      'userName co "a"',
      'title eq "x"',
      'userName eq',
      'userName eq "a" or userName eq "b"',
    ]) {
      const res = await scim('GET', `/Users?${q(filter)}`);
      expect(res.status, filter).toBe(400);
      expect(res.body).toEqual({
        schemas: [ERROR],
        status: '400',
        scimType: 'invalidFilter',
        detail: SCIM_MESSAGES.invalidFilter,
      });
    }
    expect((await scim('GET', `/Groups?${q('members eq "x"')}`)).body.scimType).toBe('invalidFilter');
    const user = (await scim('GET', '/Users?count=1')).body.Resources[0].id;
    const badOp = await scim('PATCH', `/Users/${user}`, {
      schemas: [PATCH],
      Operations: [{ op: 'move', path: 'active' }],
    });
    expect(badOp.status).toBe(400);
    expect(badOp.body.scimType).toBe('invalidSyntax');
    const badBool = await scim('PATCH', `/Users/${user}`, {
      schemas: [PATCH],
      Operations: [{ op: 'replace', path: 'active', value: 'maybe' }],
    });
    expect(badBool.status).toBe(400);
    const noName = await scim('POST', '/Users', { schemas: [USER], name: { givenName: 'x' } });
    expect(noName.body).toMatchObject({
      status: '400',
      scimType: 'invalidValue',
      detail: SCIM_MESSAGES.userNameRequired,
    });
    const notJson = await call(t.app, 'POST', '/scim/v2/Users', {
      headers: { authorization: `Bearer ${tokenA}`, 'content-type': 'application/scim+json' },
      body: '{"userName":',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toMatchObject({ schemas: [ERROR], status: '400', scimType: 'invalidSyntax' });
  });

  it('keeps the district’s last administrator: 409 mutability', async () => {
    const district = w.districtB.id;
    const [onlyAdmin] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.districtId, district), eq(users.role, 'district_admin')));
    // A token Five Star made for the district (its administrator's own would be refused as their own account).
    const { token } = await newToken(district, w.cookies.provider);
    const res = await scim(
      'PATCH',
      `/Users/${onlyAdmin!.id}`,
      { schemas: [PATCH], Operations: [{ op: 'replace', value: { active: false } }] },
      token,
    );
    expect(res.status).toBe(409);
    expect(res.body.scimType).toBe('mutability');
  });

  it('describes itself: ServiceProviderConfig, Schemas, ResourceTypes', async () => {
    const spc = await scim('GET', '/ServiceProviderConfig');
    expect(spc.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
    });
    const schemas = await scim('GET', '/Schemas');
    expect(schemas.body.Resources.map((s: { id: string }) => s.id)).toEqual([USER, SCIM_SCHEMA.group]);
    expect((await scim('GET', `/Schemas/${USER}`)).body.name).toBe('User');
    const types = await scim('GET', '/ResourceTypes');
    expect(types.body.Resources.map((r: { endpoint: string }) => r.endpoint)).toEqual(['/Users', '/Groups']);
    expect((await scim('GET', '/ResourceTypes/Nope')).status).toBe(404);
  });
});
