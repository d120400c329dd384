import { randomBytes } from 'node:crypto';
import { accountApi } from '../../../domain/api/account.ts';
import { settingsApi } from '../../../domain/api/settings.ts';
import { usersApi } from '../../../domain/api/users.ts';
import { districtSettings, sites, users } from '../../../server/db/schema/index.ts';
import { TEST_PASSWORD } from '../../support/fixtures.ts';
import { casesOf, type MatrixContext, statuses } from './matrix.ts';

const tag = () => randomBytes(4).toString('hex');
/** Who manages a district's accounts and settings: its administrators and Five Star's. */
const administrators = (ok: number) =>
  statuses({ anonymous: 401, provider: ok, adminA: ok, adminB: 404, techA: 403, viewerA: 403 }, 403);

async function invitedUser(c: MatrixContext): Promise<string> {
  const [u] = await c.db
    .insert(users)
    .values({
      email: `invited-${tag()}@matrix.example`,
      firstName: 'Invited',
      role: 'viewer',
      districtId: c.districtA.id,
    })
    .returning({ id: users.id });
  return u!.id;
}
/** Someone who registered with district A's mail domain and waits for access. */
async function waitingOfA(c: MatrixContext): Promise<string> {
  await c.once('domainsA', () =>
    c.db
      .insert(districtSettings)
      .values({
        districtId: c.districtA.id,
        timezone: 'America/Chicago',
        schoolDayStart: '07:00',
        schoolDayEnd: '16:00',
        slaTargets: { critical: 4, high: 8, medium: 24, low: 72 },
        emailDomains: ['matrix-a.example'],
      })
      .onConflictDoNothing(),
  );
  const [u] = await c.db
    .insert(users)
    .values({ email: `waiting-${tag()}@matrix-a.example`, firstName: 'Waiting', role: 'viewer' })
    .returning({ id: users.id });
  return u!.id;
}
async function siteOfA(c: MatrixContext): Promise<string> {
  const [s] = await c.db
    .insert(sites)
    .values({ districtId: c.districtA.id, name: `Site ${tag()}` })
    .returning({ id: sites.id });
  return s!.id;
}

export const usersEndpoints = casesOf(usersApi, {
  people: {
    request: (c) => ({ url: `/api/people?districtId=${c.districtA.id}` }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200),
  },
  list: {
    request: (c) => ({ url: `/api/users?districtId=${c.districtA.id}` }),
    expect: administrators(200),
  },
  invite: {
    request: (c) => ({
      url: '/api/users/invitations',
      body: { districtId: c.districtA.id, email: `new-${tag()}@matrix.example`, role: 'technician' },
    }),
    expect: administrators(201),
  },
  waiting: {
    request: (c) => ({ url: `/api/users/waiting?districtId=${c.districtA.id}` }),
    expect: administrators(200),
  },
  giveAccess: {
    request: async (c) => ({
      url: `/api/users/${await waitingOfA(c)}/access`,
      body: { districtId: c.districtA.id, role: 'technician' },
    }),
    expect: administrators(200),
  },
  resendInvitation: {
    request: async (c) => ({
      url: `/api/users/invitations/${await c.once('invited', () => invitedUser(c))}/resend`,
    }),
    expect: administrators(200),
  },
  revokeInvitation: {
    request: async (c) => ({ url: `/api/users/invitations/${await invitedUser(c)}` }),
    expect: administrators(200),
  },
  import: {
    request: (c) => ({
      url: '/api/users/import',
      body: {
        districtId: c.districtA.id,
        csv: `Email,Role\nbulk-${tag()}@matrix.example,Technician`,
        dryRun: true,
      },
    }),
    expect: administrators(200),
  },
  update: {
    request: (c) => ({ url: `/api/users/${c.people.techA.id}`, body: { department: 'IT' } }),
    expect: administrators(200),
  },
  resetLink: {
    request: (c) => ({ url: `/api/users/${c.people.viewerA.id}/password-reset` }),
    expect: administrators(200),
  },
  // Five Star administrators only: a district's own administrator is refused too.
  signInLink: {
    request: (c) => ({ url: `/api/users/${c.people.viewerA.id}/sign-in-link` }),
    expect: statuses({ anonymous: 401, provider: 200 }, 403),
  },
});

const settingsBody = (districtId: string) => ({
  districtId,
  timezone: 'America/Chicago',
  enrollment: 4200,
  schoolDayStart: '07:30',
  schoolDayEnd: '15:30',
  slaTargets: { critical: 4, high: 8, medium: 24, low: 72 },
});

export const settingsEndpoints = casesOf(settingsApi, {
  read: {
    request: (c) => ({ url: `/api/settings?districtId=${c.districtA.id}` }),
    expect: administrators(200),
  },
  update: {
    request: (c) => ({ url: '/api/settings', body: settingsBody(c.districtA.id) }),
    expect: administrators(200),
  },
  sites: {
    request: (c) => ({ url: `/api/sites?districtId=${c.districtA.id}` }),
    expect: statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200),
  },
  createSite: {
    request: (c) => ({ url: '/api/sites', body: { districtId: c.districtA.id, name: `Site ${tag()}` } }),
    expect: administrators(201),
  },
  updateSite: {
    request: async (c) => ({
      url: `/api/sites/${await c.once('site', () => siteOfA(c))}`,
      body: { name: `Renamed ${tag()}`, address: '1 School Rd' },
    }),
    expect: administrators(200),
  },
  deleteSite: {
    request: async (c) => ({ url: `/api/sites/${await siteOfA(c)}` }),
    expect: administrators(200),
  },
});

const signedIn = (ok: number) => statuses({ anonymous: 401 }, ok);

export const accountEndpoints = casesOf(accountApi, {
  updateProfile: {
    request: () => ({ url: '/api/account', body: { firstName: 'Test', lastName: 'Person' } }),
    expect: signedIn(200),
  },
  changePassword: {
    // The same password again: every actor keeps signing in with it.
    request: () => ({
      url: '/api/account/password',
      body: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    }),
    expect: signedIn(200),
  },
  sessions: {
    request: () => ({ url: '/api/account/sessions' }),
    expect: signedIn(200),
  },
  endSession: {
    // Nobody's session: only one's own can be ended.
    request: () => ({ url: `/api/account/sessions/${crypto.randomUUID()}` }),
    expect: signedIn(404),
  },
  signOutOthers: {
    request: () => ({ url: '/api/account/sessions/sign-out-others' }),
    expect: signedIn(200),
  },
  twoFactor: { request: () => ({ url: '/api/account/2fa' }), expect: signedIn(200) },
  beginTwoFactor: {
    request: () => ({ url: '/api/account/2fa/setup' }),
    expect: signedIn(200),
  },
  enableTwoFactor: {
    request: () => ({ url: '/api/account/2fa/enable', body: { code: '000000' } }),
    expect: signedIn(400),
  },
  disableTwoFactor: {
    request: () => ({ url: '/api/account/2fa/disable', body: { password: TEST_PASSWORD, code: '000000' } }),
    expect: signedIn(409),
  },
});
