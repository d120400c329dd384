import { createServer, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RemoteError, remoteFetch } from './remote-http.ts';

// The address is checked when the socket connects, not before: a name that resolves to a private
// address is refused even though nothing looked at it first, and so is each hop a remote points us
// to. Everything stays on 127.0.0.1: names are mapped by an injected lookup, never /etc/hosts.

/** A loopback server counting the TCP connections it accepts (a refused call makes none). */
async function countingServer(
  answer: (path: string) => { status: number; headers?: Record<string, string> },
) {
  let connections = 0;
  const server: Server = createServer((req, res) => {
    const { status, headers } = answer(req.url ?? '/');
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end('{"ok":true}');
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get connections() {
      return connections;
    },
    reset: () => {
      connections = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A resolver that knows a few test names (like /etc/hosts would, without touching it). */
const NAMES: Record<string, string> = {
  'rebind.test': '127.0.0.1',
  'intranet.test': '10.20.30.40',
  'mapped.test': '::ffff:7f00:1',
};
let lookups = 0;
const testLookup = ((hostname: string, options: { all?: boolean }, callback: (...a: unknown[]) => void) => {
  lookups++;
  const address = NAMES[hostname];
  if (!address) return callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
  const family = address.includes(':') ? 6 : 4;
  if (options.all) callback(null, [{ address, family }]);
  else callback(null, address, family);
}) as unknown as LookupFunction;

const fast = { tries: 2, sleep: async () => {}, lookup: testLookup };
let target: Awaited<ReturnType<typeof countingServer>>;
let redirector: Awaited<ReturnType<typeof countingServer>>;

beforeAll(async () => {
  target = await countingServer(() => ({ status: 200 }));
  redirector = await countingServer((path) => ({
    status: 302,
    headers: {
      location: path === '/to-intranet' ? 'http://intranet.test/' : `http://rebind.test:${target.port}/`,
    },
  }));
});
afterAll(async () => {
  await target.close();
  await redirector.close();
});
beforeEach(() => {
  target.reset();
  lookups = 0;
});

async function failureOf(promise: Promise<unknown>): Promise<RemoteError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RemoteError);
  return err as RemoteError;
}

describe('remoteFetch checks the address at connect time', () => {
  it('reaches a name the lookup maps to loopback when the escape hatch allows loopback', async () => {
    const res = await remoteFetch(
      'Test',
      `http://rebind.test:${target.port}/`,
      {},
      { ...fast, allowInsecure: true },
    );
    expect(res.status).toBe(200);
    expect(target.connections).toBe(1);
    expect(lookups).toBeGreaterThan(0);
  });

  it('refuses a name resolving to 127.0.0.1 when connecting, with no check before and no retry', async () => {
    const err = await failureOf(
      remoteFetch('Test', `https://rebind.test:${target.port}/`, {}, { ...fast, allowInsecure: false }),
    );
    expect(err.failure).toBe('address');
    expect(err.message).toBe('Test address refused: rebind.test points at a private or local network.');
    expect(lookups).toBe(1);
    expect(target.connections).toBe(0);
  });

  it('refuses a name resolving to an IPv4-mapped loopback', async () => {
    const err = await failureOf(
      remoteFetch('Test', `https://mapped.test:${target.port}/`, {}, { ...fast, allowInsecure: false }),
    );
    expect(err.failure).toBe('address');
    expect(target.connections).toBe(0);
  });

  it('refuses a name resolving to a private network even with the escape hatch', async () => {
    const err = await failureOf(
      remoteFetch('Test', 'http://intranet.test/', {}, { ...fast, allowInsecure: true }),
    );
    expect(err.failure).toBe('address');
    expect(err.message).toContain('intranet.test points at a private or local network');
  });

  it('refuses private literals before any connection', async () => {
    for (const host of ['[::ffff:7f00:1]', '[::ffff:127.0.0.1]', '[::127.0.0.1]', '127.0.0.1'])
      expect(
        (
          await failureOf(
            remoteFetch('Test', `https://${host}:${target.port}/`, {}, { ...fast, allowInsecure: false }),
          )
        ).failure,
      ).toBe('address');
    expect(target.connections).toBe(0);
  });

  it('does not follow a redirect, to a private address or any other', async () => {
    for (const path of ['/to-intranet', '/to-loopback']) {
      const err = await failureOf(
        remoteFetch(
          'Test',
          `http://127.0.0.1:${redirector.port}${path}`,
          {},
          { ...fast, allowInsecure: true },
        ),
      );
      expect(err.failure).toBe('address');
      expect(err.message).toMatch(/redirected \(302\): redirects are not followed/);
    }
    expect(target.connections).toBe(0);
    expect(lookups).toBe(0);
  });
});
