import { integrationsApi } from '../../../domain/api/integrations.ts';
import { googleSyncPlans, integrationRuns } from '../../../server/db/schema/index.ts';
import { call } from '../../support/test-app.ts';
import { casesOf, type MatrixCase, type MatrixContext, statuses } from './matrix.ts';

/** District administrators and Five Star's administrators only. */
const admins = (ok: number) =>
  statuses({ anonymous: 401, techA: 403, viewerA: 403, waiting: 403, adminB: 404 }, ok);

/** A fresh reporting token of district A, made by its administrator. */
async function freshToken(c: MatrixContext): Promise<string> {
  const res = await call(c.app, 'POST', '/api/integrations/brightgauge/tokens', {
    cookie: c.cookies.adminA,
    body: { districtId: c.districtA.id, name: 'Matrix token' },
  });
  if (res.status !== 201) throw new Error(`could not make a matrix token: ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** An asset of district A, made by its administrator (Google knows nothing of it: device null). */
const googleAsset = (c: MatrixContext) =>
  c.once('google-asset-a', async () => {
    const res = await call(c.app, 'POST', '/api/assets', {
      cookie: c.cookies.adminA,
      body: { districtId: c.districtA.id, assetTag: 'MX-GOOGLE-1', name: 'Matrix Chromebook' },
    });
    if (res.status !== 201) throw new Error(`could not create a matrix asset: ${JSON.stringify(res.body)}`);
    return res.body.id as string;
  });

/** A Google Workspace run of district A waiting for approval (made in the database: no Google needed). */
async function waitingRun(c: MatrixContext): Promise<string> {
  const [run] = await c.db
    .insert(integrationRuns)
    .values({ districtId: c.districtA.id, name: 'google', trigger: 'manual', status: 'awaiting_approval' })
    .returning({ id: integrationRuns.id });
  const counts = {
    devices: 0,
    create: 0,
    update: 0,
    retire: 0,
    unchanged: 0,
    unmappedOrgUnits: 0,
    unmappedModels: 0,
    noMatch: 0,
    inventory: 0,
  };
  await c.db.insert(googleSyncPlans).values({
    runId: run!.id,
    districtId: c.districtA.id,
    reason: 'Matrix',
    diff: {
      counts,
      create: [],
      update: [],
      retire: [],
      unmappedOrgUnits: [],
      unmappedModels: [],
      noMatch: [],
    },
  });
  return run!.id;
}
const sharedRun = (c: MatrixContext) => c.once('google-run', () => waitingRun(c));
const assetsRead = statuses({ anonymous: 401, adminB: 404, waiting: 403 }, 200);

/** Saving an integration's settings (switched off, nothing else). */
const save = (name: 'connectwise' | 'incidentiq' | 'brightgauge' | 'google'): MatrixCase => ({
  request: (c) => ({
    url: `/api/integrations/${name}`,
    body: { districtId: c.districtA.id, enabled: false, options: {} },
  }),
  expect: admins(200),
});

export const integrationsEndpoints = casesOf(integrationsApi, {
  status: {
    request: () => ({ url: '/api/integrations/status' }),
    expect: statuses({ anonymous: 401, waiting: 403 }, 200),
  },
  list: {
    request: (c) => ({ url: `/api/integrations?districtId=${c.districtA.id}` }),
    expect: admins(200),
  },
  overview: {
    request: () => ({ url: '/api/integrations/overview' }),
    expect: statuses({ anonymous: 401, provider: 200 }, 403),
  },
  saveConnectwise: save('connectwise'),
  saveIncidentiq: save('incidentiq'),
  saveBrightgauge: save('brightgauge'),
  saveGoogle: save('google'),
  googleDiff: {
    request: async (c) => ({
      url: `/api/integrations/google/runs/${await sharedRun(c)}/diff?districtId=${c.districtA.id}`,
    }),
    expect: admins(200),
  },
  googleApprove: {
    // A fresh waiting run for each actor allowed: approving queues it again.
    request: async (c) => ({
      url: `/api/integrations/google/runs/${await waitingRun(c)}/approve`,
      body: { districtId: c.districtA.id },
    }),
    expect: admins(202),
  },
  googleOrgUnits: {
    request: (c) => ({ url: `/api/integrations/google/org-units?districtId=${c.districtA.id}` }),
    expect: admins(200),
  },
  saveGoogleOrgUnits: {
    request: (c) => ({
      url: '/api/integrations/google/org-units',
      body: { districtId: c.districtA.id, ouSites: {} },
    }),
    expect: admins(200),
  },
  reconcile: {
    request: (c) => ({ url: `/api/fleet/reconcile?districtId=${c.districtA.id}` }),
    expect: assetsRead,
  },
  assetGoogle: {
    request: async (c) => ({ url: `/api/assets/${await googleAsset(c)}/google` }),
    expect: assetsRead,
  },
  reconcileFix: {
    // An asset of another district (or none) answers 404 for everyone allowed to write.
    request: (c) => ({
      url: '/api/fleet/reconcile/fix',
      body: { districtId: c.districtA.id, action: 'retire', assetId: '00000000-0000-4000-8000-000000000000' },
    }),
    expect: statuses({ anonymous: 401, viewerA: 403, waiting: 403, adminB: 404 }, 404),
  },
  test: {
    request: (c) => ({ url: '/api/integrations/brightgauge/test', body: { districtId: c.districtA.id } }),
    expect: admins(200),
  },
  sync: {
    // Nothing saved to sync: the allowed answer is the explanation.
    request: (c) => ({ url: '/api/integrations/connectwise/sync', body: { districtId: c.districtA.id } }),
    expect: admins(400),
  },
  runs: {
    request: (c) => ({ url: `/api/integrations/connectwise/runs?districtId=${c.districtA.id}` }),
    expect: admins(200),
  },
  createToken: {
    request: (c) => ({
      url: '/api/integrations/brightgauge/tokens',
      body: { districtId: c.districtA.id, name: 'BrightGauge' },
    }),
    expect: admins(201),
  },
  tokens: {
    request: (c) => ({ url: `/api/integrations/brightgauge/tokens?districtId=${c.districtA.id}` }),
    expect: admins(200),
  },
  revokeToken: {
    request: async (c) => ({
      url: `/api/integrations/brightgauge/tokens/${await freshToken(c)}?districtId=${c.districtA.id}`,
    }),
    expect: admins(200),
  },
  reporting: null,
  connectwiseCallback: null,
});
