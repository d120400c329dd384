import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWorld, type World } from '../support/fixtures.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

// A remote address that points back into the district's or our own network is refused when it is
// saved, whatever spelling the host takes (issue 26.5); a name is checked when it connects
// (server/lib/remote-http.test.ts). This server runs as production would: no escape hatch.

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.app, t.db);
});
afterAll(async () => {
  await t.close();
});

const creds = { companyId: 'fivestar', publicKey: 'pub-1', privateKey: 'priv-1', clientId: 'client-1' };
const PRIVATE = 'The address may not point at a private or local network';

const HOSTS = [
  '[::ffff:7f00:1]',
  '[::ffff:127.0.0.1]',
  '[::127.0.0.1]',
  '[::ffff:a9fe:a9fe]',
  '[64:ff9b::a00:1]',
  '[2002:c0a8:101::1]',
  '[fd00::1]',
  '[fe80::1]',
  '0.0.0.0',
  '2130706433',
  '100.64.0.1',
  '169.254.169.254',
  '192.0.0.170',
  '198.18.0.1',
  '203.0.113.5',
  'localhost',
];

describe('integration addresses', () => {
  it.each(HOSTS)('refuses %s as the ConnectWise site', async (host) => {
    const res = await call<{ message: string }>(t.app, 'PUT', '/api/integrations/connectwise', {
      cookie: w.cookies.adminA,
      body: {
        districtId: w.districtA.id,
        enabled: false,
        credentials: { ...creds, siteUrl: `https://${host}/v4_6_release/apis/3.0` },
        options: {},
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PRIVATE);
  });

  it('refuses them as the IncidentIQ instance and the BrightGauge dashboard', async () => {
    const iiq = await call<{ message: string }>(t.app, 'PUT', '/api/integrations/incidentiq', {
      cookie: w.cookies.adminA,
      body: {
        districtId: w.districtA.id,
        enabled: false,
        credentials: { instanceUrl: 'https://[::ffff:7f00:1]', siteId: 's', apiToken: 't' },
      },
    });
    expect([iiq.status, iiq.body.message]).toEqual([400, PRIVATE]);
    const bg = await call<{ message: string }>(t.app, 'PUT', '/api/integrations/brightgauge', {
      cookie: w.cookies.adminA,
      body: {
        districtId: w.districtA.id,
        enabled: true,
        options: { dashboardUrl: 'https://[::127.0.0.1]/d' },
      },
    });
    expect([bg.status, bg.body.message]).toEqual([400, PRIVATE]);
  });

  it('saves a public address', async () => {
    const res = await call(t.app, 'PUT', '/api/integrations/connectwise', {
      cookie: w.cookies.adminA,
      body: {
        districtId: w.districtA.id,
        enabled: false,
        credentials: { ...creds, siteUrl: 'https://api-na.myconnectwise.net/v4_6_release/apis/3.0' },
        options: {},
      },
    });
    expect(res.status).toBe(200);
  });
});
