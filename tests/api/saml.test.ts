import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAML_MESSAGES as M, serviceProviderOf } from '../../domain/saml.ts';
import { users } from '../../server/db/schema/index.ts';
import { makeDistrict, makeUser, signIn, TEST_PASSWORD } from '../support/fixtures.ts';
import { createTestIdp, type TestIdp } from '../support/saml-idp.ts';
import { call, createTestApp, sessionCookie, TEST_PUBLIC_URL, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let idp: TestIdp;
let district: Awaited<ReturnType<typeof makeDistrict>>;
let admin: string;
let provider: string;
let sp: ReturnType<typeof serviceProviderOf>;
let metadataServer: http.Server;
let metadataUrl: string;

const CONFIG = {
  enabled: true,
  emailAttribute: 'email',
  firstNameAttribute: 'firstName',
  lastNameAttribute: 'lastName',
  defaultRole: 'requester',
  requireSaml: false,
  allowIdpInitiated: true,
} as const;

beforeAll(async () => {
  idp = createTestIdp();
  t = await createTestApp({ INTEGRATIONS_ALLOW_INSECURE: '1' });
  district = await makeDistrict(t.db, { code: 'SAMLTEST' });
  sp = serviceProviderOf(TEST_PUBLIC_URL, district.code);
  admin = await signIn(
    t.app,
    (await makeUser(t.db, { role: 'district_admin', districtId: district.id })).email,
  );
  provider = await signIn(t.app, (await makeUser(t.db, { role: 'provider_admin' })).email);
  metadataServer = http.createServer((req, res) => {
    if (req.url === '/metadata')
      res.writeHead(200, { 'content-type': 'application/xml' }).end(idp.metadata());
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => metadataServer.listen(0, '127.0.0.1', r));
  metadataUrl = `http://127.0.0.1:${(metadataServer.address() as AddressInfo).port}/metadata`;
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => metadataServer.close(r));
});

const configUrl = (id: string) => `/api/auth/saml/config?districtId=${id}`;
const save = (body: object, cookie = admin, id = district.id) =>
  call(t.app, 'PUT', configUrl(id), { cookie, body: { ...CONFIG, ...body } });

/** Posts a SAMLResponse to the ACS as the browser does (a form, from the IdP's site). */
async function post(samlResponse: string, relayState?: string, code = district.code) {
  const form = new URLSearchParams({
    SAMLResponse: samlResponse,
    ...(relayState ? { RelayState: relayState } : {}),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/auth/saml/${code}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://idp.test.example' },
    payload: form.toString(),
  });
  return { status: res.statusCode, location: String(res.headers.location), headers: res.headers };
}

const good = (email: string, extra: object = {}) =>
  idp.response({
    acsUrl: sp.acsUrl,
    audience: sp.entityId,
    email,
    firstName: 'Sam',
    lastName: 'Lopez',
    ...extra,
  });

describe('SAML configuration', () => {
  it('is empty at first and names what to give the identity provider', async () => {
    const res = await call(t.app, 'GET', configUrl(district.id), { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ configured: false, enabled: false, districtCode: 'SAMLTEST' });
    expect(res.body.serviceProvider).toEqual(sp);
  });

  it('refuses what is missing or wrong, in the domain’s words', async () => {
    expect((await save({})).body.message).toBe(M.metadataRequired);
    expect((await save({ metadataUrl: 'ftp://x' })).body.message).toBe(M.metadataUrlInvalid);
    expect((await save({ metadataUrl: metadataUrl, metadataXml: idp.metadata() })).body.message).toBe(
      M.metadataBoth,
    );
    expect((await save({ metadataXml: '<nope' })).body.message).toBe(M.metadataUnreadable);
    expect((await save({ metadataXml: '<EntityDescriptor entityID="x"/>' })).body.message).toBe(
      M.metadataNoEntity,
    );
    const noCert = idp.metadata().replace(/<md:KeyDescriptor[\s\S]*?<\/md:KeyDescriptor>/, '');
    expect((await save({ metadataXml: noCert })).body.message).toBe(M.metadataNoCertificate);
    const noSso = idp.metadata().replace(/<md:SingleSignOnService[^>]*HTTP-Redirect[^>]*\/>/, '');
    expect((await save({ metadataXml: noSso })).body.message).toBe(M.metadataNoSso);
    expect(
      (await save({ metadataXml: idp.metadata(), enabled: false, requireSaml: true })).body.message,
    ).toBe(M.requireNeedsEnabled);
    expect((await save({ metadataXml: idp.metadata(), defaultRole: 'district_admin' })).body.message).toBe(
      M.roleInvalid,
    );
    expect((await save({ metadataXml: idp.metadata(), emailAttribute: ' ' })).body.message).toBe(
      M.attributeRequired,
    );
    const refused = await save({ metadataUrl: 'http://10.1.2.3/metadata' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^The metadata could not be fetched: .*private or local network/);
  });

  it('reads the metadata from its URL (through the remote HTTP layer) and keeps the address', async () => {
    const res = await save({ metadataUrl });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      configured: true,
      enabled: true,
      metadataUrl,
      idpEntityId: idp.entityId,
      ssoUrl: idp.ssoUrl,
    });
    expect(res.body.certificates[0].subject).toContain('Test IdP');
    // Saving again without the metadata fetches it again from the kept address.
    expect((await save({})).body.metadataUrl).toBe(metadataUrl);
  });

  it('serves the portal’s metadata for the district code', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/saml/${district.code}/metadata` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(res.body).toContain(`entityID="${sp.entityId}"`);
    expect(res.body).toContain(`Location="${sp.acsUrl}"`);
    expect(res.body).toContain('WantAssertionsSigned="true"');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/saml/NOSUCH/metadata' })).statusCode).toBe(
      404,
    );
  });

  it('keeps Five Star’s own configuration for its administrators', async () => {
    expect((await call(t.app, 'GET', configUrl('fivestar'), { cookie: admin })).status).toBe(403);
    const res = await call(t.app, 'GET', configUrl('fivestar'), { cookie: provider });
    expect(res.status).toBe(200);
    expect(res.body.districtCode).toBe('fivestar');
  });
});

describe('SAML sign-in', () => {
  it('signs a new person in with a good assertion (IdP-initiated), as a requester of the district', async () => {
    const res = await post(good('new.person@samltest.example'), '/portal');
    expect(res.status).toBe(303);
    expect(res.location).toBe('/portal');
    const cookie = sessionCookie(res);
    const me = await call(t.app, 'GET', '/api/auth/user', { cookie });
    expect(me.body).toMatchObject({
      email: 'new.person@samltest.example',
      firstName: 'Sam',
      lastName: 'Lopez',
      role: 'requester',
      districtId: district.id,
    });
  });

  it('matches an existing account by email, whatever its case', async () => {
    const tech = await makeUser(t.db, {
      role: 'technician',
      districtId: district.id,
      email: 'Tina.Tech@samltest.example',
    });
    const res = await post(good('tina.tech@SAMLTEST.example'));
    expect(res.status).toBe(303);
    const me = await call(t.app, 'GET', '/api/auth/user', { cookie: sessionCookie(res) });
    expect(me.body).toMatchObject({ id: tech.id, role: 'technician' });
  });

  it('refuses an unsigned assertion', async () => {
    const res = await post(good('unsigned@samltest.example', { signed: false }));
    expect(res.location).toBe('/?signin=saml-failed');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an assertion whose signature no longer matches its content', async () => {
    const xml = Buffer.from(good('honest@samltest.example'), 'base64').toString();
    const forged = Buffer.from(xml.replaceAll('honest@samltest.example', 'forged@samltest.example')).toString(
      'base64',
    );
    expect((await post(forged)).location).toBe('/?signin=saml-failed');
  });

  it('refuses an assertion for another audience', async () => {
    const res = await post(good('aud@samltest.example', { audience: 'https://other.example/sp' }));
    expect(res.location).toBe('/?signin=saml-failed');
  });

  it('refuses an assertion for another recipient', async () => {
    const res = await post(good('rcpt@samltest.example', { recipient: 'https://other.example/acs' }));
    expect(res.location).toBe('/?signin=saml-failed');
  });

  it('refuses an expired assertion (NotOnOrAfter passed)', async () => {
    const res = await post(
      good('late@samltest.example', { notOnOrAfter: new Date(Date.now() - 10 * 60_000) }),
    );
    expect(res.location).toBe('/?signin=saml-failed');
  });

  it('refuses an assertion presented a second time (replay)', async () => {
    const once = good('replay@samltest.example');
    expect((await post(once)).location).toBe('/');
    const again = await post(once);
    expect(again.location).toBe('/?signin=saml-failed');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an account of another district, and a deactivated one', async () => {
    const other = await makeDistrict(t.db);
    await makeUser(t.db, { role: 'viewer', districtId: other.id, email: 'elsewhere@samltest.example' });
    expect((await post(good('elsewhere@samltest.example'))).location).toBe('/?signin=saml-other-district');
    const gone = await makeUser(t.db, {
      role: 'viewer',
      districtId: district.id,
      email: 'gone@samltest.example',
    });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    expect((await post(good('gone@samltest.example'))).location).toBe('/?signin=saml-deactivated');
  });

  it('goes to the wanted page after an SP-initiated sign-in, and never to another site', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/auth/saml/${district.code}/login?next=/tickets`,
    });
    expect(start.statusCode).toBe(302);
    const to = new URL(String(start.headers.location));
    expect(to.origin + to.pathname).toBe(idp.ssoUrl);
    expect(to.searchParams.get('RelayState')).toBe('/tickets');
    const request = idp.readRequest(to.searchParams.get('SAMLRequest')!);
    expect(request.acsUrl).toBe(sp.acsUrl);
    const res = await post(good('sp.init@samltest.example', { inResponseTo: request.id }), '/tickets');
    expect(res.status).toBe(303);
    expect(res.location).toBe('/tickets');
    // The request id answers once.
    expect((await post(good('sp.init@samltest.example', { inResponseTo: request.id }))).location).toBe(
      '/?signin=saml-failed',
    );
    const away = await t.app.inject({
      method: 'GET',
      url: `/api/auth/saml/${district.code}/login?next=//evil.example`,
    });
    expect(new URL(String(away.headers.location)).searchParams.get('RelayState')).toBe('/');
    expect((await post(good('relay@samltest.example'), 'https://evil.example')).location).toBe('/');
  });

  it('refuses an answer to a request it never made', async () => {
    const res = await post(good('made.up@samltest.example', { inResponseTo: '_never-asked' }));
    expect(res.location).toBe('/?signin=saml-failed');
  });

  it('refuses IdP-initiated sign-in when it is off', async () => {
    expect((await save({ allowIdpInitiated: false })).status).toBe(200);
    expect((await post(good('idp.off@samltest.example'))).location).toBe('/?signin=saml-failed');
    expect((await save({ allowIdpInitiated: true })).status).toBe(200);
  });

  it('finds the sign-in by district code or email domain', async () => {
    const domains = await call(t.app, 'PUT', '/api/settings', {
      cookie: admin,
      body: { districtId: district.id, emailDomains: ['samltest.example'] },
    });
    expect(domains.status).toBe(200);
    const byCode = await call(t.app, 'GET', '/api/auth/saml/find?for=samltest');
    expect(byCode.body).toEqual({
      districtCode: 'SAMLTEST',
      name: district.name,
      loginUrl: '/api/auth/saml/SAMLTEST/login',
    });
    expect(
      (await call(t.app, 'GET', '/api/auth/saml/find?for=someone@samltest.example')).body.districtCode,
    ).toBe('SAMLTEST');
    const none = await call(t.app, 'GET', '/api/auth/saml/find?for=nowhere.example');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(M.notFoundFor);
    expect((await call(t.app, 'GET', '/api/auth/saml/find?for=%20')).body.message).toBe(M.lookupRequired);
  });

  it('“require SAML” turns password sign-in off for the district’s accounts only', async () => {
    const staff = await makeUser(t.db, { role: 'technician', districtId: district.id });
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login', {
          body: { email: staff.email, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
    expect((await save({ requireSaml: true })).status).toBe(200);
    const refused = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: staff.email, password: TEST_PASSWORD },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(M.passwordsOff);
    // Five Star's staff keep their passwords unless Five Star's own configuration requires SAML.
    const fiveStar = await makeUser(t.db, { role: 'provider_admin' });
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login', {
          body: { email: fiveStar.email, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
    // SAML still signs them in.
    expect((await post(good(staff.email))).location).toBe('/');
    expect((await save({ requireSaml: false })).status).toBe(200);
  });
});
