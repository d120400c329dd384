import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncRun } from '../../domain/integration-settings.ts';
import { tickets } from '../../server/db/schema/index.ts';
import { type IncidentiqFake, startIncidentiqFake } from '../support/fakes/incidentiq.ts';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// IncidentIQ against a fake that follows its documentation (tests/support/fakes/incidentiq.ts):
// import every page with the chosen facets, push portal tickets, keep status in step, and show
// IncidentIQ's own error with its correlation id.

const TOKEN = 'iiq-token-5b1d-never-shown';
let t: TestApp;
let w: World;
let iiq: IncidentiqFake;

beforeAll(async () => {
  iiq = await startIncidentiqFake({ token: TOKEN, siteId: 'site-42' });
  t = await createTestApp({ INTEGRATIONS_ALLOW_INSECURE: 'true' });
  w = await makeWorld(t.app, t.db);
});
afterAll(async () => {
  await t.close();
  await iiq.stop();
});

const save = (body: Record<string, unknown>) =>
  call(t.app, 'PUT', '/api/integrations/incidentiq', {
    cookie: w.cookies.adminA,
    body: { districtId: w.districtA.id, ...body },
  });
const credentials = (token = TOKEN) => ({ instanceUrl: iiq.instanceUrl, siteId: 'site-42', apiToken: token });
const portal = () => t.db.select().from(tickets).where(eq(tickets.districtId, w.districtA.id));

async function syncNow(): Promise<SyncRun> {
  const started = await call(t.app, 'POST', '/api/integrations/incidentiq/sync', {
    cookie: w.cookies.adminA,
    body: { districtId: w.districtA.id },
  });
  expect(started.status).toBe(202);
  let run: SyncRun | undefined;
  await expect
    .poll(
      async () => {
        const runs = await call<SyncRun[]>(
          t.app,
          'GET',
          `/api/integrations/incidentiq/runs?districtId=${w.districtA.id}`,
          {
            cookie: w.cookies.adminA,
          },
        );
        run = runs.body.find((r) => r.id === started.body.runId);
        return run?.status;
      },
      { timeout: 20_000, interval: 200 },
    )
    .toMatch(/succeeded|failed/);
  return run!;
}

describe('IncidentIQ', () => {
  it('tests the connection and shows its error with the correlation id', async () => {
    await save({ enabled: true, credentials: credentials('wrong'), options: {} });
    const wrong = await call(t.app, 'POST', '/api/integrations/incidentiq/test', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id },
    });
    expect(wrong.body.ok).toBe(false);
    expect(wrong.body.message).toMatch(
      /^IncidentIQ refused the API token \(401\): Unauthorized: Invalid token \(correlation id [0-9a-f-]{36}\)\.$/,
    );

    const saved = await save({
      enabled: true,
      credentials: credentials(),
      options: { facets: [{ facet: 'location', id: 'hs' }] },
    });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain(TOKEN);
    const ok = await call(t.app, 'POST', '/api/integrations/incidentiq/test', {
      cookie: w.cookies.adminA,
      body: { districtId: w.districtA.id },
    });
    expect(ok.body).toEqual({
      ok: true,
      message: 'Connected to IncidentIQ: the token reads tickets of this site (0 in all).',
    });

    const badFacet = await save({ enabled: true, options: { facets: [{ facet: 'colour', id: 'x' }] } });
    expect(badFacet.status).toBe(400);
    expect(badFacet.body.message).toBe('Choose a facet: location, category, ticketstatus, team');
  });

  it('imports every page of the chosen facets, pushes portal tickets, and keeps status in step', async () => {
    for (let i = 0; i < 105; i++) iiq.addTicket({ Subject: `Chromebook ${i} cracked`, location: 'hs' });
    iiq.addTicket({ Subject: 'Elementary school printer', location: 'es' });
    const made = await call(t.app, 'POST', '/api/tickets', {
      cookie: w.cookies.adminA,
      body: {
        districtId: w.districtA.id,
        title: 'Badge reader offline',
        description: 'Front door',
        category: 'hardware',
      },
    });

    const first = await syncNow();
    expect(first).toMatchObject({ status: 'succeeded', itemsIn: 105, itemsOut: 1, errors: [] });
    expect((await portal()).length).toBe(106);
    expect((await portal()).some((x) => x.title === 'Elementary school printer')).toBe(false);
    const pushed = iiq.tickets.find((x) => x.Subject === 'Badge reader offline')!;
    expect(pushed.Category.Name).toBe('Hardware');
    // Two pages of 100: the second asked for with $p=1.
    expect(iiq.seen.some((r) => r.path.includes('$p=1'))).toBe(true);

    // Again: nothing twice.
    const second = await syncNow();
    expect(second).toMatchObject({ status: 'succeeded', itemsIn: 0, itemsOut: 0 });
    expect((await portal()).length).toBe(106);

    // Status in step both ways.
    const remote = iiq.tickets.find((x) => x.Subject === 'Chromebook 3 cracked')!;
    iiq.update(remote.TicketId, { closed: true });
    await call(t.app, 'PATCH', `/api/tickets/${made.body.id}`, {
      cookie: w.cookies.adminA,
      body: { status: 'resolved' },
    });
    const third = await syncNow();
    expect(third.status).toBe('succeeded');
    expect((await portal()).find((x) => x.title === 'Chromebook 3 cracked')!.status).toBe('closed');
    expect(pushed.IsClosed).toBe(true);
  });

  it('waits out a 429 and reports IncidentIQ being down', async () => {
    iiq.failNext(1, 429, '1', {
      StatusCode: 429,
      Message: 'Too Many Requests',
      Errors: [],
      CorrelationId: 'c-1',
    });
    expect((await syncNow()).status).toBe('succeeded');
    await iiq.stop();
    const down = await syncNow();
    expect(down.status).toBe('failed');
    expect(down.errors[0]).toMatch(/^IncidentIQ at 127\.0\.0\.1:\d+ could not be reached\.$/);
    await iiq.start();
  }, 30_000);
});
