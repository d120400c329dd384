import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of Dell's warranty API (TechDirect), written from its public documentation:
 * `POST /auth/oauth/v2/token` (form: grant_type=client_credentials, client_id, client_secret) answers
 * `{ access_token, token_type: 'Bearer', expires_in: 3600 }`; `GET
 * /PROD/sbil/eapi/v5/asset-entitlements?servicetags=A,B` (at most 100 tags, Bearer token) answers one
 * record per tag: `{ serviceTag, invalid, shipDate, productLineDescription, entitlements: [{
 * serviceLevelDescription, startDate, endDate }] }`, an unknown tag with `invalid: true`.
 */
export interface FakeDell {
  url: string;
  /** Every call: path, the tags asked, the authorization sent. */
  calls: { path: string; tags: string[]; authorization: string | null }[];
  /** Service tags Dell knows, with their entitlements' end dates. */
  tags: Map<string, string[]>;
  /** Expire the current token: the next entitlements call answers 401 once. */
  expireToken(): void;
  close(): Promise<void>;
}

export async function startFakeDell(opts: { clientId: string; clientSecret: string }): Promise<FakeDell> {
  const calls: FakeDell['calls'] = [];
  const tags = new Map<string, string[]>();
  let token = `tok-${Date.now()}`;
  let tokens = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const authorization = req.headers.authorization ?? null;
      if (req.method === 'POST' && url.pathname === '/auth/oauth/v2/token') {
        calls.push({ path: url.pathname, tags: [], authorization });
        const form = new URLSearchParams(body);
        if (
          form.get('grant_type') !== 'client_credentials' ||
          form.get('client_id') !== opts.clientId ||
          form.get('client_secret') !== opts.clientSecret
        )
          return json(401, { error: 'invalid_client', error_description: 'Client authentication failed' });
        token = `tok-${++tokens}`;
        return json(200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'oob' });
      }
      if (req.method === 'GET' && url.pathname === '/PROD/sbil/eapi/v5/asset-entitlements') {
        const asked = (url.searchParams.get('servicetags') ?? '').split(',').filter(Boolean);
        calls.push({ path: url.pathname, tags: asked, authorization });
        if (authorization !== `Bearer ${token}`) return json(401, { error: 'invalid_token' });
        if (asked.length === 0 || asked.length > 100)
          return json(400, { error: 'servicetags: 1 to 100 tags' });
        return json(
          200,
          asked.map((tag, i) => {
            const ends = tags.get(tag.toUpperCase());
            return ends
              ? {
                  id: 1000 + i,
                  serviceTag: tag,
                  invalid: false,
                  shipDate: '2024-07-15T05:00:00Z',
                  productLineDescription: 'LATITUDE 3140',
                  entitlements: ends.map((end, n) => ({
                    itemNumber: `997-${n}`,
                    startDate: '2024-07-15T05:00:00Z',
                    endDate: `${end}T04:59:59.999Z`,
                    entitlementType: n === 0 ? 'INITIAL' : 'EXTENDED',
                    serviceLevelCode: n === 0 ? 'ND' : 'PJ',
                    serviceLevelDescription: n === 0 ? 'Basic' : 'ProSupport',
                    serviceLevelGroup: 5,
                  })),
                }
              : { id: 1000 + i, serviceTag: tag, invalid: true, entitlements: [] };
          }),
        );
      }
      json(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    tags,
    expireToken: () => {
      token = `expired-${Date.now()}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
