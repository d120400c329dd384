import { integrationsApi } from '../../../domain/api/integrations.ts';
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

/** Saving an integration's settings (switched off, nothing else). */
const save = (name: 'connectwise' | 'incidentiq' | 'brightgauge'): MatrixCase => ({
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
