import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { probeHttps } from './monitor-probes.ts';

// The HTTPS check connects only to public addresses: the URL's host when it is saved and checked,
// and the address a name resolves to when the socket connects (the remote calls' rule).

const limits = { expectStatus: 200, keyword: null, maxResponseMs: 5000, certWarnDays: 14 };

/** Resolves every name to `address` (as a DNS answer rebinding to a private network would). */
const resolvesTo =
  (address: string): LookupFunction =>
  (_host, options, callback) => {
    const family = address.includes(':') ? 6 : 4;
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    else callback(null, address, family);
  };

describe('probeHttps address rule', () => {
  it('refuses a name that resolves to a private address, at connect time', async () => {
    for (const address of ['10.0.0.5', '192.168.1.1', '169.254.169.254', '127.0.0.1', '::1']) {
      const result = await probeHttps(
        { ...limits, target: 'https://intranet.example.org/' },
        { allowInsecure: false, testCa: null, dnsServers: [], lookup: resolvesTo(address), timeoutMs: 2000 },
      );
      expect(result).toMatchObject({
        ok: false,
        status: 'down',
        message: 'Address refused: intranet.example.org points at a private or local network',
      });
    }
  });

  it('refuses loopback and private literals before connecting, unless the tests’ escape hatch allows loopback', async () => {
    const settings = { allowInsecure: false, testCa: null, dnsServers: [] };
    expect((await probeHttps({ ...limits, target: 'https://localhost/' }, settings)).message).toBe(
      'Address refused: The address may not point at a private or local network',
    );
    expect(
      (await probeHttps({ ...limits, target: 'https://10.1.2.3/' }, { ...settings, allowInsecure: true }))
        .message,
    ).toBe('Address refused: The address may not point at a private or local network');
  });
});
