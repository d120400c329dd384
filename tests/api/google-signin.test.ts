import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDistrict, makeUser } from '../support/fixtures.ts';
import { startTestIssuer, type TestIssuer } from '../support/oidc-issuer.ts';
import { call, createTestApp, sessionCookie, type TestApp } from '../support/test-app.ts';

const CALLBACK = 'http://localhost:5000/api/auth/google/callback';
let issuer: TestIssuer;
let t: TestApp;

beforeAll(async () => {
  issuer = await startTestIssuer({ id: 'portal', secret: 'portal-secret', redirectUri: CALLBACK });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: 'portal',
    GOOGLE_CLIENT_SECRET: 'portal-secret',
    OIDC_ISSUER: issuer.issuer,
  });
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

/** Walks the browser's redirects through the issuer until it comes back to our callback. */
async function signInWithIssuer(
  flowCookieOverride?: string,
): Promise<{ status: number; location: string; cookie?: string }> {
  const start = await t.app.inject({
    method: 'GET',
    url: '/api/auth/google',
    headers: { accept: 'text/html' },
  });
  expect(start.statusCode).toBe(302);
  const flowCookie = flowCookieOverride ?? String(start.headers['set-cookie']).split(';')[0]!;
  const jar = new Map<string, string>();
  let location = String(start.headers.location);
  for (let hops = 0; !location.startsWith(CALLBACK); hops++) {
    if (hops > 10) throw new Error('too many redirects');
    const res = await fetch(location, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair!.split('=');
      jar.set(k!, v ?? '');
    }
    location = new URL(res.headers.get('location')!, location).href;
  }
  const back = await t.app.inject({
    method: 'GET',
    url: location.replace('http://localhost:5000', ''),
    headers: { cookie: flowCookie },
  });
  const setCookie = back.headers['set-cookie'];
  const session = [setCookie].flat().find((c) => String(c).startsWith('portal_session='));
  return {
    status: back.statusCode,
    location: String(back.headers.location),
    cookie: session ? sessionCookie(back) : undefined,
  };
}

describe('Google sign-in (OpenID Connect)', () => {
  it('the JSON probe says it is available', async () => {
    const res = await call(t.app, 'GET', '/api/auth/google');
    expect(res.status).toBe(200);
  });

  it('links a verified email to the invited account, then finds it by issuer + subject', async () => {
    const district = await makeDistrict(t.db, { serviceLevel: 'apex' });
    const invited = await makeUser(t.db, {
      role: 'district_admin',
      districtId: district.id,
      email: 'tess@school.example',
    });
    const first = await signInWithIssuer();
    expect(first.status).toBe(302);
    expect(first.location).toBe('/');
    const me = await call(t.app, 'GET', '/api/auth/user', { cookie: first.cookie });
    expect(me.body).toMatchObject({ id: invited.id, role: 'district_admin', districtId: district.id });

    // Same subject, changed email at the provider: still the same account.
    issuer.account = { ...issuer.account, email: 'tess.new@school.example' };
    const second = await signInWithIssuer();
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: second.cookie })).body.id).toBe(invited.id);
  });

  it('a new person gets an account that waits for district access', async () => {
    issuer.account = {
      sub: 'google-sub-2',
      email: 'newbie@school.example',
      email_verified: true,
      given_name: 'Nia',
      family_name: 'New',
    };
    const res = await signInWithIssuer();
    const me = await call(t.app, 'GET', '/api/auth/user', { cookie: res.cookie });
    expect(me.body).toMatchObject({
      email: 'newbie@school.example',
      firstName: 'Nia',
      role: 'viewer',
      districtId: null,
    });
  });

  it('refuses a callback whose state does not match (no session, back to the gate)', async () => {
    issuer.account = {
      sub: 'google-sub-3',
      email: 'x@school.example',
      email_verified: true,
      given_name: 'X',
      family_name: 'Y',
    };
    const forged = `portal_oidc=${encodeURIComponent(JSON.stringify({ state: 'forged', nonce: 'n', verifier: 'v'.repeat(43) }))}`;
    const res = await signInWithIssuer(forged);
    expect(res.location).toBe('/?signin=google-failed');
    expect(res.cookie).toBeUndefined();
  });
});
