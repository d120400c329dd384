import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeName } from '../../domain/api/endpoint.ts';
import { apiTables } from '../../domain/api/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The endpoint tables of domain/api/ are the API: the server serves exactly what they declare.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const declared = Object.values(apiTables).flatMap((table) => Object.values(table));

describe('the endpoint tables', () => {
  it('name each endpoint once', () => {
    const names = declared.map(routeName);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('hold every route the server serves', () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const names = new Set(declared.map(routeName));
    const served = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(served.filter((r) => (r.includes(' /api') || r.includes(' /scim')) && !names.has(r))).toEqual([]);
  });

  it('are all served', () => {
    const missing = declared.filter((e) => !t.app.hasRoute({ method: e.method, url: e.path }));
    expect(missing.map(routeName)).toEqual([]);
  });
});
