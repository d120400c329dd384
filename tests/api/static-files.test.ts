import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../support/server-process.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The web app's files: the build's content-named chunks are kept by the browser for good, the
// files a deploy changes under the same name are asked again at each load.

let t: TestApp;
beforeAll(async () => {
  ensureClientBuilt();
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

describe('the web app’s files', () => {
  it('serves a chunk as immutable for a year', async () => {
    const chunk = fs.readdirSync('dist/client/assets').find((f) => f.endsWith('.js'));
    expect(chunk).toBeDefined();
    const res = await get(`/assets/${chunk}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the page, the service worker and the manifest asked again each time', async () => {
    for (const url of ['/', '/tickets', '/sw.js', '/manifest.webmanifest', '/registerSW.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/no-cache|max-age=0/);
    }
  });

  it('answers 404 for a chunk that is not there, not the page', async () => {
    const res = await get('/assets/not-a-chunk-0000.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
  });
});
