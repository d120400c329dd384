import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  classifyAddress,
  classifyHost,
  REMOTE_CALLS,
  REMOTE_URL_MESSAGES,
  remoteUrlProblem,
  retryAfterMs,
} from './remote-calls.ts';

/** Literals of every range that must never be called, with what they are. */
const REFUSED: [string, string][] = [
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'this network 0/8'],
  ['10.1.2.3', 'private 10/8'],
  ['172.16.0.1', 'private 172.16/12'],
  ['172.31.255.255', 'private 172.16/12, last'],
  ['192.168.1.1', 'private 192.168/16'],
  ['100.64.0.1', 'CGNAT 100.64/10'],
  ['100.127.255.254', 'CGNAT 100.64/10, last'],
  ['169.254.169.254', 'link-local (cloud metadata)'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved 240/4'],
  ['192.0.0.8', 'IETF protocol assignments 192.0.0/24'],
  ['198.18.0.1', 'benchmarking 198.18/15'],
  ['198.19.255.1', 'benchmarking 198.18/15, upper half'],
  ['192.0.2.10', 'documentation TEST-NET-1'],
  ['198.51.100.10', 'documentation TEST-NET-2'],
  ['203.0.113.10', 'documentation TEST-NET-3'],
  ['::', 'IPv6 unspecified'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:a9fe:a9fe', 'IPv4-mapped link-local in hex'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['::10.0.0.1', 'IPv4-compatible private'],
  ['::8.8.8.8', 'IPv4-compatible (deprecated, never routed)'],
  ['64:ff9b::10.0.0.1', 'NAT64 embedding private'],
  ['64:ff9b::7f00:1', 'NAT64 embedding loopback (hex)'],
  ['64:ff9b::127.0.0.1', 'NAT64 embedding loopback (dotted)'],
  ['64:ff9b:1::a00:1', 'local-use NAT64 64:ff9b:1::/48'],
  ['2002:c0a8:0101::1', '6to4 embedding 192.168.1.1'],
  ['2002:7f00:1::1', '6to4 embedding 127.0.0.1'],
  ['fc00::1', 'unique local fc00::/7'],
  ['fd12:3456::1', 'unique local fd00::/8'],
  ['fe80::1', 'link-local fe80::/10'],
  ['febf::1', 'link-local fe80::/10, last'],
  ['fec0::1', 'site-local (deprecated)'],
  ['ff02::1', 'IPv6 multicast'],
  ['2001:db8::1', 'IPv6 documentation'],
  ['2001:0:4136:e378::1', 'Teredo tunnel'],
  ['100::1', 'discard-only'],
];

describe('classifyAddress', () => {
  it.each(REFUSED)('refuses %s (%s)', (address) => {
    expect(classifyAddress(address)).toBe('refused');
  });

  it.each([['127.0.0.1'], ['127.8.9.10'], ['::1'], ['::ffff:127.0.0.1'], ['::ffff:7f00:1']])(
    'calls %s loopback',
    (address) => {
      expect(classifyAddress(address)).toBe('loopback');
    },
  );

  it.each([
    ['8.8.8.8'],
    ['172.32.0.1'],
    ['100.128.0.1'],
    ['198.20.0.1'],
    ['2606:4700::1111'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::8.8.8.8'],
    ['2002:0808:0808::1'],
  ])('calls %s public', (address) => {
    expect(classifyAddress(address)).toBe('public');
  });

  it('refuses what is not an address', () => {
    expect(classifyAddress('example.org')).toBe('refused');
    expect(classifyAddress('127.1')).toBe('refused');
    expect(classifyAddress('')).toBe('refused');
  });
});

describe('remote URLs', () => {
  it('are https to public hosts unless the escape hatch allows http and loopback', () => {
    expect(remoteUrlProblem('https://api-na.myconnectwise.net/v4_6_release/apis/3.0', false)).toBeNull();
    expect(remoteUrlProblem('https://[2606:4700::1111]/x', false)).toBeNull();
    expect(remoteUrlProblem('http://api-na.myconnectwise.net', false)).toBe(REMOTE_URL_MESSAGES.urlNotHttps);
    expect(remoteUrlProblem('http://127.0.0.1:4000', true)).toBeNull();
    expect(remoteUrlProblem('https://[::ffff:7f00:1]:4000', true)).toBeNull();
    expect(remoteUrlProblem('ftp://x', true)).toBe(REMOTE_URL_MESSAGES.urlInvalid);
    expect(remoteUrlProblem('nonsense', true)).toBe(REMOTE_URL_MESSAGES.urlInvalid);
  });

  it.each([
    '127.0.0.1',
    'localhost',
    'api.localhost',
    '[::1]',
    '[::ffff:7f00:1]',
    '[::ffff:127.0.0.1]',
    '[::127.0.0.1]',
    '2130706433', // 127.0.0.1 as one number: the URL parser reads it as an address
    '0x7f.1',
    ...REFUSED.map(([a]) => (a.includes(':') ? `[${a}]` : a)),
  ])('refuse the host %s', (host) => {
    expect(remoteUrlProblem(`https://${host}/x`, false)).toBe(REMOTE_URL_MESSAGES.urlPrivate);
  });

  it('refuse private hosts even with the escape hatch: it allows loopback only', () => {
    expect(remoteUrlProblem('http://10.0.0.1/', true)).toBe(REMOTE_URL_MESSAGES.urlPrivate);
    expect(remoteUrlProblem('http://[::ffff:a9fe:a9fe]/', true)).toBe(REMOTE_URL_MESSAGES.urlPrivate);
  });

  it('leave names to the connect-time check', () => {
    expect(classifyHost('cw.example.org')).toBe('name');
    expect(classifyHost('LOCALHOST.')).toBe('loopback');
  });
});

describe('retries', () => {
  it('back off exponentially with jitter, within the ceiling', () => {
    expect(backoffMs(1, 500, () => 0)).toBe(250);
    expect(backoffMs(1, 500, () => 1)).toBe(500);
    expect(backoffMs(3, 500, () => 1)).toBe(2000);
    expect(backoffMs(30, 500, () => 1)).toBe(REMOTE_CALLS.maxWaitMs);
  });

  it('read Retry-After as seconds or an HTTP date, bounded', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Sun, 01 Mar 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('86400', now)).toBe(REMOTE_CALLS.maxWaitMs);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
