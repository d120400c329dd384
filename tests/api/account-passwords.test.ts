import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/auth-messages.ts';
import { makeWorld, signIn, TEST_PASSWORD, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// Every way to set an account password applies one rule, zxcvbn's (domain/password-strength.ts):
// registration, a reset link, a change in Account and an invitation's acceptance (issue 26.9).
// The weak ones here are in zxcvbn's dictionaries but were not in the old hand-kept list.

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
});
afterAll(() => t.close());

/** Common passwords zxcvbn knows (the old 265-word list did not), and the message each gets. */
const WEAK: [string, string][] = [
  ['sunshine1', MESSAGES.commonPassword],
  ['liverpool1', MESSAGES.commonPassword],
  ['jennifer1', MESSAGES.commonPassword],
  ['qazwsxedcrfv', MESSAGES.commonPassword],
  ['Summer2024', MESSAGES.guessablePassword],
  ['abcdefghij', MESSAGES.guessablePassword],
];
const STRONG = 'Granite-Orchard-Falcon-4';

describe('account passwords', () => {
  it('registration refuses guessable passwords and takes a strong one', async () => {
    const register = (email: string, password: string) =>
      call<{ message: string }>(t.app, 'POST', '/api/auth/register', {
        body: { email, password, confirmPassword: password, firstName: 'Ada', lastName: 'Lee' },
      });
    for (const [password, message] of WEAK) {
      const res = await register(`weak-${password.toLowerCase()}@example.org`, password);
      expect([res.status, res.body.message], password).toEqual([400, message]);
    }
    expect((await register('strong@example.org', STRONG)).status).toBe(201);
  });

  it('a reset link refuses them and stays usable for a strong one', async () => {
    const link = await call<{ resetUrl: string }>(
      t.app,
      'POST',
      `/api/users/${w.people.viewerA.id}/password-reset`,
      {
        cookie: w.cookies.adminA,
      },
    );
    const token = link.body.resetUrl.split('/reset-password/')[1];
    for (const [password, message] of WEAK) {
      const res = await call<{ message: string }>(t.app, 'POST', '/api/auth/password-reset/confirm', {
        body: { token, password },
      });
      expect([res.status, res.body.message], password).toEqual([400, message]);
    }
    const done = await call(t.app, 'POST', '/api/auth/password-reset/confirm', {
      body: { token, password: STRONG },
    });
    expect(done.status).toBe(200);
  });

  it('a change of password refuses them and keeps the old one', async () => {
    const cookie = await signIn(t.app, w.people.techA.email);
    for (const [password, message] of WEAK) {
      const res = await call<{ message: string }>(t.app, 'POST', '/api/account/password', {
        cookie,
        body: { currentPassword: TEST_PASSWORD, newPassword: password },
      });
      expect([res.status, res.body.message], password).toEqual([400, message]);
    }
    const done = await call(t.app, 'POST', '/api/account/password', {
      cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: STRONG },
    });
    expect(done.status).toBe(200);
  });

  it('accepting an invitation refuses them and the link stays usable for a strong one', async () => {
    const invited = await call<{ inviteUrl: string }>(t.app, 'POST', '/api/users/invitations', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id, email: 'new.tech@school.example', role: 'technician' },
    });
    expect(invited.status).toBe(201);
    const token = invited.body.inviteUrl.split('/invite/')[1];
    for (const [password, message] of WEAK) {
      const res = await call<{ message: string }>(t.app, 'POST', '/api/auth/invite/accept', {
        body: { token, password },
      });
      expect([res.status, res.body.message], password).toEqual([400, message]);
    }
    const done = await call(t.app, 'POST', '/api/auth/invite/accept', { body: { token, password: STRONG } });
    expect(done.status).toBe(200);
  });
});
