import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, signIn, TEST_PASSWORD } from '../support/fixtures.ts';
import { startMailServer, type TestMailServer } from '../support/smtp.ts';
import { call, createTestApp, sessionCookie, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let smtp: TestMailServer;
beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/auth/login', { body: { email, password }, headers });
const codeOf = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

describe('the account page', () => {
  it('changes the name; a new password needs the current one and signs out the other sessions', async () => {
    const me = await makeUser(t.db, { role: 'technician' });
    const here = await signIn(t.app, me.email);
    const elsewhere = await signIn(t.app, me.email);
    const renamed = await call(t.app, 'PATCH', '/api/account', {
      cookie: here,
      body: { firstName: 'Dana', lastName: 'Reyes' },
    });
    expect(renamed.body.user).toMatchObject({ name: 'Dana Reyes', initials: 'DR' });

    const wrong = await call(t.app, 'POST', '/api/account/password', {
      cookie: here,
      body: { currentPassword: 'not-mine', newPassword: 'Cobalt-Meadow-93' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your current password is not right.');
    const short = await call(t.app, 'POST', '/api/account/password', {
      cookie: here,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'abc' },
    });
    expect(short.body.message).toBe('Password must be at least 6 characters long.');
    const done = await call(t.app, 'POST', '/api/account/password', {
      cookie: here,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'Cobalt-Meadow-93' },
    });
    expect(done.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: here })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: elsewhere })).status).toBe(401);
    expect((await login(me.email, 'Cobalt-Meadow-93')).status).toBe(200);
  });

  it('lists the browsers signed in, ends one, or every one but this', async () => {
    const me = await makeUser(t.db, { role: 'viewer' });
    const chrome = sessionCookie(
      await login(me.email, TEST_PASSWORD, {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
        'x-forwarded-for': '203.0.113.9',
      }),
    );
    const ipad = sessionCookie(
      await login(me.email, TEST_PASSWORD, {
        'user-agent':
          'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      }),
    );
    const third = await signIn(t.app, me.email);
    const list = (await call(t.app, 'GET', '/api/account/sessions', { cookie: chrome })).body as {
      id: string;
      device: string;
      current: boolean;
    }[];
    expect(list).toHaveLength(3);
    expect(list.find((s) => s.current)?.device).toBe('Chrome on Windows');
    const ipadSession = list.find((s) => s.device === 'Safari on iOS')!;
    expect(
      (await call(t.app, 'DELETE', `/api/account/sessions/${ipadSession.id}`, { cookie: chrome })).status,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: ipad })).status).toBe(401);
    // Somebody else's session is not found.
    const other = await makeUser(t.db, { role: 'viewer' });
    const theirs = (
      await call(t.app, 'GET', '/api/account/sessions', { cookie: await signIn(t.app, other.email) })
    ).body[0].id;
    expect((await call(t.app, 'DELETE', `/api/account/sessions/${theirs}`, { cookie: chrome })).status).toBe(
      404,
    );
    expect(
      (await call(t.app, 'POST', '/api/account/sessions/sign-out-others', { cookie: chrome })).body,
    ).toEqual({ ended: 1 });
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: third })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: chrome })).status).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  it('sets up with an authenticator app, then asks for its code at sign-in; a recovery code works once', async () => {
    const me = await makeUser(t.db, { role: 'district_admin' });
    const cookie = await signIn(t.app, me.email);
    const setup = await call(t.app, 'POST', '/api/account/2fa/setup', { cookie });
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Five%20Star%20IT%20Portal:/);
    const wrong = await call(t.app, 'POST', '/api/account/2fa/enable', { cookie, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    const enabled = await call(t.app, 'POST', '/api/account/2fa/enable', {
      cookie,
      body: { code: codeOf(setup.body.secret) },
    });
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect((await call(t.app, 'GET', '/api/account/2fa', { cookie })).body).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });

    const first = await login(me.email, TEST_PASSWORD);
    expect(first.body).toMatchObject({ twoFactorRequired: true, setupRequired: false });
    expect(first.headers['set-cookie']).toBeUndefined();
    const bad = await call(t.app, 'POST', '/api/auth/login/2fa', {
      body: { challenge: first.body.challenge, code: '123456' },
    });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe(
      'That code is not right. Try the current code from your app, or a recovery code.',
    );
    const ok = await call(t.app, 'POST', '/api/auth/login/2fa', {
      body: { challenge: first.body.challenge, code: codeOf(setup.body.secret) },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe(me.email);
    // The challenge is spent.
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login/2fa', {
          body: { challenge: first.body.challenge, code: codeOf(setup.body.secret) },
        })
      ).status,
    ).toBe(401);
    // A code that signed in once never signs in again, even within its 30 seconds.
    const replay = await login(me.email, TEST_PASSWORD);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login/2fa', {
          body: { challenge: replay.body.challenge, code: codeOf(setup.body.secret) },
        })
      ).status,
    ).toBe(401);

    const recovery = enabled.body.recoveryCodes[0];
    const second = await login(me.email, TEST_PASSWORD);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login/2fa', {
          body: { challenge: second.body.challenge, code: recovery },
        })
      ).status,
    ).toBe(200);
    const third = await login(me.email, TEST_PASSWORD);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login/2fa', {
          body: { challenge: third.body.challenge, code: recovery },
        })
      ).status,
    ).toBe(401);

    const off = await call(t.app, 'POST', '/api/account/2fa/disable', {
      cookie,
      body: { password: TEST_PASSWORD, code: enabled.body.recoveryCodes[1] },
    });
    expect(off.status).toBe(200);
    expect((await login(me.email, TEST_PASSWORD)).body.user.email).toBe(me.email);
  });

  it('keeps the secret sealed in the database, bound to its user', async () => {
    const me = await makeUser(t.db, { role: 'viewer' });
    const cookie = await signIn(t.app, me.email);
    const setup = await call(t.app, 'POST', '/api/account/2fa/setup', { cookie });
    await call(t.app, 'POST', '/api/account/2fa/enable', {
      cookie,
      body: { code: codeOf(setup.body.secret) },
    });
    const { rows } = await t.database.pool.query('select totp_secret from users where id = $1', [me.id]);
    expect(rows[0].totp_secret).toMatch(/^v1:/);
    expect(rows[0].totp_secret).not.toContain(setup.body.secret);
  });

  it('is required for Five Star administrators with REQUIRE_2FA: set up during sign-in, then recovery codes', async () => {
    const strict = await createTestApp({ REQUIRE_2FA: 'true' });
    try {
      const admin = await makeUser(strict.db, { role: 'provider_admin' });
      const step = await call(strict.app, 'POST', '/api/auth/login', {
        body: { email: admin.email, password: TEST_PASSWORD },
      });
      expect(step.body).toMatchObject({ twoFactorRequired: true, setupRequired: true });
      const setup = await call(strict.app, 'POST', '/api/auth/login/2fa/setup', {
        body: { challenge: step.body.challenge },
      });
      const done = await call(strict.app, 'POST', '/api/auth/login/2fa', {
        body: { challenge: step.body.challenge, code: codeOf(setup.body.secret) },
      });
      expect(done.status).toBe(200);
      expect(done.body.recoveryCodes).toHaveLength(10);
      expect(done.body.user.role).toBe('provider_admin');
      const off = await call(strict.app, 'POST', '/api/account/2fa/disable', {
        cookie: sessionCookie(done),
        body: { password: TEST_PASSWORD, code: codeOf(setup.body.secret) },
      });
      expect(off.status).toBe(409);
      // A district user is not bound by it.
      const teacher = await makeUser(strict.db, { role: 'viewer' });
      expect(
        (
          await call(strict.app, 'POST', '/api/auth/login', {
            body: { email: teacher.email, password: TEST_PASSWORD },
          })
        ).body.user,
      ).toBeDefined();
    } finally {
      await strict.close();
    }
  });
});

describe('forgot password', () => {
  it('answers the same for any address, mails a one-hour link, and the new password ends every session', async () => {
    const me = await makeUser(t.db, { role: 'technician', email: 'forgetful@school.example' });
    const session = await signIn(t.app, me.email);
    const known = await call(t.app, 'POST', '/api/auth/password-reset', {
      body: { email: 'Forgetful@School.example' },
    });
    const unknown = await call(t.app, 'POST', '/api/auth/password-reset', {
      body: { email: 'nobody@school.example' },
    });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);

    const mail = await smtp.waitFor('forgetful@school.example');
    expect(mail.subject).toBe('Choose a new password for the Five Star IT Portal');
    const link = String(mail.text).match(/https?:\/\/\S+\/reset-password\/([\w-]+)/)!;
    const confirmed = await call(t.app, 'POST', '/api/auth/password-reset/confirm', {
      body: { token: link[1], password: 'Juniper-Falls-64' },
    });
    expect(confirmed.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { cookie: session })).status).toBe(401);
    expect((await login(me.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(me.email, 'Juniper-Falls-64')).status).toBe(200);
    const again = await call(t.app, 'POST', '/api/auth/password-reset/confirm', {
      body: { token: link[1], password: 'Another-Try-88' },
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This link is not valid or has expired. Ask for a new one.');
    // A reset link is not an invitation.
    expect((await call(t.app, 'GET', `/api/auth/invite/${link[1]}`)).status).toBe(404);
  });
});
