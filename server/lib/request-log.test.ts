import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../domain/http.ts';
import { errorHandler } from './error-handler.ts';
import { createLogger } from './logger.ts';
import { RequestLog } from './request-log.ts';

const capture = () => {
  const out = { text: '' };
  const stream = new Writable({
    write(chunk, _encoding, done) {
      out.text += chunk.toString();
      done();
    },
  });
  return { out, stream };
};

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }))));

async function appWith(pretty: boolean) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'request-log-'));
  dirs.push(root);
  await fs.mkdir(path.join(root, 'assets'));
  await fs.writeFile(path.join(root, 'assets', 'app.js'), 'console.log(1)');
  const { out, stream } = capture();
  const app = Fastify({
    loggerInstance: createLogger({ logLevel: 'info' }, { stream, pretty }),
    logController: new RequestLog(),
  });
  app.setErrorHandler(errorHandler);
  app.get('/api/health', async () => ({ status: 'ok' }));
  app.get('/api/things/:id', async () => ({ ok: true }));
  app.get('/api/unavailable', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/api/broken', async () => {
    throw new Error('a bug');
  });
  await app.register(fastifyStatic, { root });
  await app.ready();
  return { app, out };
}

describe('the request log', () => {
  it('writes one JSON line per API request and none for static files or health checks', async () => {
    const { app, out } = await appWith(false);
    for (let i = 0; i < 3; i++) {
      expect((await app.inject('/api/health')).statusCode).toBe(200);
      expect((await app.inject('/assets/app.js')).statusCode).toBe(200);
    }
    expect((await app.inject('/api/things/42?token=abc')).statusCode).toBe(200);
    await app.close();
    const lines = out.text.trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/api/things/:id', status: 200 });
    expect(out.text).not.toContain('token=abc');
  });

  it('answers a lost database connection 503 and logs it as a warning without a stack; a fault of ours is a 500 with one', async () => {
    const { app, out } = await appWith(false);
    const unavailable = await app.inject('/api/unavailable');
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.headers['retry-after']).toBe('5');
    expect(unavailable.json()).toEqual({ message: SERVER_MESSAGES.databaseUnavailable });
    expect((await app.inject('/api/broken')).statusCode).toBe(500);
    await app.close();
    const lines = out.text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const about = (url: string) => lines.filter((l) => l.reqId === lines.find((m) => m.path === url)?.reqId);
    expect(about('/api/unavailable')).toEqual([
      expect.objectContaining({ level: 40, msg: 'request', path: '/api/unavailable', status: 503 }),
    ]);
    expect(out.text).not.toContain('ECONNREFUSED');
    expect(about('/api/broken').some((l) => l.level === 50 && l.err?.stack?.includes('a bug'))).toBe(true);
  });

  it('writes readable lines, not JSON, for a terminal', async () => {
    const { app, out } = await appWith(true);
    await app.inject('/api/things/1');
    await app.close();
    expect(out.text).toMatch(/INFO.*request/);
    expect(() => JSON.parse(out.text.trim().split('\n')[0]!)).toThrow();
  });
});
