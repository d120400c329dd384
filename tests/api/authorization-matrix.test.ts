import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens.ts';
import { apiTokens } from '../../server/db/schema/index.ts';
import { ACTORS, type Actor, makeWorld } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { analyticsEndpoints } from './authz/analytics.ts';
import { apiTokensEndpoints } from './authz/api-tokens.ts';
import { assessmentsEndpoints } from './authz/assessments.ts';
import { assetsEndpoints } from './authz/assets.ts';
import { attachmentsEndpoints } from './authz/attachments.ts';
import { auditEndpoints } from './authz/audit.ts';
import { authEndpoints } from './authz/auth.ts';
import { announcementsEndpoints, bulkOperationsEndpoints } from './authz/bulk-operations.ts';
import { calendarEndpoints, slaEndpoints } from './authz/calendar.ts';
import { cannedResponsesEndpoints } from './authz/canned-responses.ts';
import { chargesEndpoints } from './authz/charges.ts';
import { csatEndpoints } from './authz/csat.ts';
import { damageEndpoints } from './authz/damage.ts';
import { dashboardEndpoints } from './authz/dashboard.ts';
import { districtsEndpoints } from './authz/districts.ts';
import { emailChannelsEndpoints } from './authz/email-channels.ts';
import { erateEndpoints, warrantyEndpoints } from './authz/erate.ts';
import { fundingSourcesEndpoints } from './authz/funding-sources.ts';
import { integrationsEndpoints } from './authz/integrations.ts';
import { labelsEndpoints } from './authz/labels.ts';
import { licensesEndpoints } from './authz/licenses.ts';
import { type EndpointCase, type MatrixContext, PUBLIC_ROUTES } from './authz/matrix.ts';
import { meetingsEndpoints } from './authz/meetings.ts';
import { monitorsEndpoints } from './authz/monitors.ts';
import { notificationsEndpoints } from './authz/notifications.ts';
import { offboardingEndpoints } from './authz/offboarding.ts';
import { operationsEndpoints } from './authz/operations.ts';
import { partsEndpoints } from './authz/parts.ts';
import { fleetEndpoints, peopleEndpoints } from './authz/people.ts';
import { permissionsEndpoints } from './authz/permissions.ts';
import { portalEndpoints } from './authz/portal.ts';
import { privacyAgreementsEndpoints } from './authz/privacy-agreements.ts';
import { privacyRetentionEndpoints } from './authz/privacy-retention.ts';
import { privacySubjectsEndpoints } from './authz/privacy-subjects.ts';
import { projectsEndpoints } from './authz/projects.ts';
import { rosterSourceEndpoints } from './authz/roster-source.ts';
import { rulesEndpoints } from './authz/rules.ts';
import { fiveStarSamlEndpoints, samlEndpoints } from './authz/saml.ts';
import { auditsEndpoints, scansEndpoints } from './authz/scans.ts';
import { scimEndpoints, scimTokensEndpoints } from './authz/scim.ts';
import { sparkyEndpoints } from './authz/sparky.ts';
import { tasksEndpoints } from './authz/tasks.ts';
import { ticketRelationsEndpoints } from './authz/ticket-relations.ts';
import { ticketsEndpoints } from './authz/tickets.ts';
import { accountEndpoints, settingsEndpoints, usersEndpoints } from './authz/users.ts';
import { vaultEndpoints } from './authz/vault.ts';
import { visitsEndpoints } from './authz/visits.ts';
import { webhooksEndpoints } from './authz/webhooks.ts';

// Every area adds its endpoints here.
const ENDPOINTS: EndpointCase[] = [
  ...authEndpoints,
  ...districtsEndpoints,
  ...offboardingEndpoints,
  ...usersEndpoints,
  ...projectsEndpoints,
  ...meetingsEndpoints,
  ...tasksEndpoints,
  ...assetsEndpoints,
  ...labelsEndpoints,
  ...peopleEndpoints,
  ...fleetEndpoints,
  ...rosterSourceEndpoints,
  ...licensesEndpoints,
  ...ticketsEndpoints,
  ...attachmentsEndpoints,
  ...emailChannelsEndpoints,
  ...dashboardEndpoints,
  ...integrationsEndpoints,
  ...sparkyEndpoints,
  ...portalEndpoints,
  ...vaultEndpoints,
  ...visitsEndpoints,
  ...analyticsEndpoints,
  ...assessmentsEndpoints,
  ...notificationsEndpoints,
  ...operationsEndpoints,
  ...bulkOperationsEndpoints,
  ...announcementsEndpoints,
  ...permissionsEndpoints,
  ...auditEndpoints,
  ...settingsEndpoints,
  ...accountEndpoints,
  ...calendarEndpoints,
  ...slaEndpoints,
  ...cannedResponsesEndpoints,
  ...rulesEndpoints,
  ...samlEndpoints,
  ...scimTokensEndpoints,
  ...scimEndpoints,
  ...fiveStarSamlEndpoints,
  ...ticketRelationsEndpoints,
  ...csatEndpoints,
  ...monitorsEndpoints,
  ...scansEndpoints,
  ...auditsEndpoints,
  ...apiTokensEndpoints,
  ...damageEndpoints,
  ...chargesEndpoints,
  ...partsEndpoints,
  ...fundingSourcesEndpoints,
  ...erateEndpoints,
  ...warrantyEndpoints,
  ...webhooksEndpoints,
  ...privacyRetentionEndpoints,
  ...privacySubjectsEndpoints,
  ...privacyAgreementsEndpoints,
];

let t: TestApp;
let ctx: MatrixContext;

beforeAll(async () => {
  t = await createTestApp();
  const world = await makeWorld(t.app, t.db);
  const memo = new Map<string, Promise<unknown>>();
  ctx = {
    ...world,
    app: t.app,
    db: t.db,
    once: <T>(key: string, make: () => Promise<T>) => {
      if (!memo.has(key)) memo.set(key, make());
      return memo.get(key) as Promise<T>;
    },
  };
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('covers every non-public API route', () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const covered = new Set(ENDPOINTS.map((e) => e.route));
    const missing = routes
      .filter((r) => r.startsWith('GET /api') || r.includes(' /api'))
      .filter((r) => !PUBLIC_ROUTES.has(r) && !covered.has(r));
    expect(missing).toEqual([]);
  });

  for (const endpoint of ENDPOINTS) {
    const [method, ...rest] = endpoint.route.split(' ');
    describe(endpoint.route, () => {
      for (const actor of ACTORS) {
        it(`${actor} → ${endpoint.expect[actor]}`, async () => {
          const req = await endpoint.request(ctx);
          const res = await call(t.app, method as 'GET', req.url, {
            cookie: ctx.cookies[actor as Actor],
            body: req.body,
            headers: req.headers,
          });
          expect(res.status, `${actor} ${rest.join(' ')}: ${JSON.stringify(res.body)}`).toBe(
            endpoint.expect[actor],
          );
        });
      }
    });
  }
});

/**
 * API tokens go through the same table (see docs/api.md#calling-the-api-with-a-token): a
 * technician's token is refused whatever the technician is refused, and a read-only token of an
 * administrator every write the administrator may make.
 */
describe('authorization matrix with API tokens', () => {
  const tokens = { tech: `fsp_${'T'.repeat(43)}`, readOnlyAdmin: `fsp_${'R'.repeat(43)}` };
  beforeAll(async () => {
    await ctx.db.insert(apiTokens).values([
      {
        tokenHash: hashToken(tokens.tech),
        hint: 'fsp_TTTT',
        name: 'Matrix technician',
        userId: ctx.people.techA.id,
        districtId: ctx.districtA.id,
        role: 'technician',
      },
      {
        tokenHash: hashToken(tokens.readOnlyAdmin),
        hint: 'fsp_RRRR',
        name: 'Matrix read-only administrator',
        userId: ctx.people.adminA.id,
        districtId: ctx.districtA.id,
        role: 'district_admin',
        readOnly: true,
      },
    ]);
  });
  const allowed = (status: number) => status >= 200 && status < 300;
  const asToken = async (endpoint: EndpointCase, token: string) => {
    const [method] = endpoint.route.split(' ');
    const req = await endpoint.request(ctx);
    return call(t.app, method as 'GET', req.url, {
      body: req.body,
      headers: { ...req.headers, authorization: `Bearer ${token}` },
    });
  };
  for (const endpoint of ENDPOINTS) {
    if (endpoint.expect.techA === 403 && allowed(endpoint.expect.adminA))
      it(`${endpoint.route}: a technician's token → 403`, async () => {
        const res = await asToken(endpoint, tokens.tech);
        expect(res.status, JSON.stringify(res.body)).toBe(403);
      });
    if (!endpoint.route.startsWith('GET ') && allowed(endpoint.expect.adminA))
      it(`${endpoint.route}: a read-only token → 403`, async () => {
        const res = await asToken(endpoint, tokens.readOnlyAdmin);
        expect(res.status, JSON.stringify(res.body)).toBe(403);
      });
  }
});
