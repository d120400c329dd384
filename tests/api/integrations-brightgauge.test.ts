import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts } from '../../server/db/schema/index.ts';
import { makeDistrict, makeUser, makeWorld, signIn, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// BrightGauge: the district's dashboard address, reporting tokens (shown once, listed without
// values, revoked) and the read-only reporting feed; and the area's tier and toggle.

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db, { tierB: 'ascend' });
});
afterAll(() => t.close());

const admin = () => w.cookies.adminA;
const feed = (path: string, headers: Record<string, string> = {}) => call(t.app, 'GET', path, { headers });

describe('BrightGauge', () => {
  it('keeps the district dashboard address (https only) and the analytics button uses it', async () => {
    const insecure = await call(t.app, 'PUT', '/api/integrations/brightgauge', {
      cookie: admin(),
      body: {
        districtId: w.districtA.id,
        enabled: true,
        options: { dashboardUrl: 'http://bg.example.org/d/1' },
      },
    });
    expect(insecure.status).toBe(400);
    expect(insecure.body.message).toBe('The address must start with https://');
    const local = await call(t.app, 'PUT', '/api/integrations/brightgauge', {
      cookie: admin(),
      body: { districtId: w.districtA.id, enabled: true, options: { dashboardUrl: 'https://127.0.0.1/d/1' } },
    });
    expect(local.body.message).toBe('The address may not point at a private or local network');

    const saved = await call(t.app, 'PUT', '/api/integrations/brightgauge', {
      cookie: admin(),
      body: {
        districtId: w.districtA.id,
        enabled: true,
        options: { dashboardUrl: 'https://benson.brightgauge.co/d/7' },
      },
    });
    expect(saved.status).toBe(200);
    const metrics = await call(t.app, 'GET', '/api/dashboard/metrics', { cookie: w.cookies.viewerA });
    expect(metrics.body.analyticsUrl).toBe('https://benson.brightgauge.co/d/7');
    const other = await call(t.app, 'GET', '/api/dashboard/metrics', { cookie: w.cookies.adminB });
    expect(other.body.analyticsUrl).not.toBe('https://benson.brightgauge.co/d/7');
  });

  it('makes tokens shown once, lists them without values, serves the feed and logs each use', async () => {
    const nameless = await call(t.app, 'POST', '/api/integrations/brightgauge/tokens', {
      cookie: admin(),
      body: { districtId: w.districtA.id, name: ' ' },
    });
    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toBe('Give the token a name');

    const made = await call(t.app, 'POST', '/api/integrations/brightgauge/tokens', {
      cookie: admin(),
      body: { districtId: w.districtA.id, name: 'BrightGauge production' },
    });
    expect(made.status).toBe(201);
    const token = made.body.token as string;
    expect(token).toMatch(/^bgr_/);
    const list = await call(
      t.app,
      'GET',
      `/api/integrations/brightgauge/tokens?districtId=${w.districtA.id}`,
      {
        cookie: admin(),
      },
    );
    expect(list.body).toEqual([
      expect.objectContaining({
        id: made.body.id,
        name: 'BrightGauge production',
        uses: 0,
        lastUsedAt: null,
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(token);

    for (const title of ['Projector', 'Printer', 'Router']) {
      await call(t.app, 'POST', '/api/tickets', {
        cookie: admin(),
        body: { districtId: w.districtA.id, title, description: 'x' },
      });
    }
    await call(t.app, 'POST', '/api/tickets', {
      cookie: w.cookies.adminB,
      body: { districtId: w.districtB.id, title: 'Other district', description: 'x' },
    });

    const first = await feed(`/api/reporting/tickets?token=${token}&pageSize=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ dataset: 'tickets', page: 1, pageSize: 2, hasMore: true });
    expect(first.body.items.map((i: { title: string }) => i.title)).toEqual(['Projector', 'Printer']);
    const second = await feed('/api/reporting/tickets?pageSize=2&page=2', {
      authorization: `Bearer ${token}`,
    });
    expect(second.body).toMatchObject({
      hasMore: false,
      items: [expect.objectContaining({ title: 'Router' })],
    });

    const since = first.body.items[1].updatedAt as string;
    const changed = await feed(
      `/api/reporting/tickets?token=${token}&updatedSince=${encodeURIComponent(since)}`,
    );
    expect(changed.body.items.map((i: { title: string }) => i.title)).toEqual(['Router']);

    const csv = await feed(`/api/reporting/tickets?token=${token}&format=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = Papa.parse<Record<string, string>>(String(csv.body), { header: true }).data;
    expect(rows.map((r) => r.title)).toEqual(['Projector', 'Printer', 'Router']);

    for (const dataset of ['assets', 'licenses', 'visits']) {
      expect((await feed(`/api/reporting/${dataset}?token=${token}`)).status).toBe(200);
    }
    const unknown = await feed(`/api/reporting/passwords?token=${token}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown dataset: tickets, assets, licenses, visits');

    const used = await call(
      t.app,
      'GET',
      `/api/integrations/brightgauge/tokens?districtId=${w.districtA.id}`,
      {
        cookie: admin(),
      },
    );
    expect(used.body[0].uses).toBe(7);
    const list2 = await call(t.app, 'GET', `/api/integrations?districtId=${w.districtA.id}`, {
      cookie: admin(),
    });
    expect(list2.body[2]).toMatchObject({ name: 'brightgauge', state: 'connected' });
    expect(used.body[0].lastUsedAt).not.toBeNull();

    expect((await feed('/api/reporting/tickets')).body.message).toBe(
      'A reporting token is required (?token= or Authorization: Bearer).',
    );
    expect((await feed('/api/reporting/tickets?token=bgr_guess')).status).toBe(401);

    // Its district's administrator revokes it (another district's gets 404: the authorization matrix), and it stops working.
    const revoked = await call(
      t.app,
      'DELETE',
      `/api/integrations/brightgauge/tokens/${made.body.id}?districtId=${w.districtA.id}`,
      { cookie: admin() },
    );
    expect(revoked.status).toBe(200);
    const refused = await feed(`/api/reporting/tickets?token=${token}`);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('This reporting token is not valid or was revoked.');
  });

  it('answers 403 below the Altitude tier and when ticketing integration is switched off', async () => {
    const tier = await call(t.app, 'GET', '/api/integrations', { cookie: w.cookies.adminB });
    expect(tier.status).toBe(403);
    expect(tier.body.message).toBe('This feature needs the FS Altitude service level or higher.');

    const district = await makeDistrict(t.db, { serviceLevel: 'apex' });
    await t.db
      .update(districts)
      .set({ features: { integrations: false } })
      .where(eq(districts.id, district.id));
    const owner = await makeUser(t.db, { role: 'district_admin', districtId: district.id });
    const off = await call(t.app, 'GET', '/api/integrations', { cookie: await signIn(t.app, owner.email) });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Ticketing integration is turned off for this district');
  });
});
