import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, type Actor, makeWorld } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';
import { analyticsEndpoints } from './authz/analytics.ts';
import { assessmentsEndpoints } from './authz/assessments.ts';
import { assetsEndpoints } from './authz/assets.ts';
import { attachmentsEndpoints } from './authz/attachments.ts';
import { auditEndpoints } from './authz/audit.ts';
import { authEndpoints } from './authz/auth.ts';
import { announcementsEndpoints, bulkOperationsEndpoints } from './authz/bulk-operations.ts';
import { calendarEndpoints, slaEndpoints } from './authz/calendar.ts';
import { cannedResponsesEndpoints } from './authz/canned-responses.ts';
import { dashboardEndpoints } from './authz/dashboard.ts';
import { districtsEndpoints } from './authz/districts.ts';
import { emailChannelsEndpoints } from './authz/email-channels.ts';
import { integrationsEndpoints } from './authz/integrations.ts';
import { licensesEndpoints } from './authz/licenses.ts';
import { type EndpointCase, type MatrixContext, PUBLIC_ROUTES } from './authz/matrix.ts';
import { meetingsEndpoints } from './authz/meetings.ts';
import { notificationsEndpoints } from './authz/notifications.ts';
import { operationsEndpoints } from './authz/operations.ts';
import { permissionsEndpoints } from './authz/permissions.ts';
import { portalEndpoints } from './authz/portal.ts';
import { projectsEndpoints } from './authz/projects.ts';
import { sparkyEndpoints } from './authz/sparky.ts';
import { tasksEndpoints } from './authz/tasks.ts';
import { ticketsEndpoints } from './authz/tickets.ts';
import { accountEndpoints, settingsEndpoints, usersEndpoints } from './authz/users.ts';
import { vaultEndpoints } from './authz/vault.ts';
import { visitsEndpoints } from './authz/visits.ts';

// Every area adds its endpoints here.
const ENDPOINTS: EndpointCase[] = [
  ...authEndpoints,
  ...districtsEndpoints,
  ...usersEndpoints,
  ...projectsEndpoints,
  ...meetingsEndpoints,
  ...tasksEndpoints,
  ...assetsEndpoints,
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
