import ipaddr from 'ipaddr.js';

/**
 * Pure rules of calling remote systems (integrations, webhooks, look-ups; see
 * docs/product.md#integrations): which addresses may be called, how long to wait, when to retry.
 * The server's one HTTP layer (server/lib/remote-http.ts) applies them at connect time.
 */

export const REMOTE_URL_MESSAGES = {
  urlInvalid: 'Enter a full address starting with https://',
  urlNotHttps: 'The address must start with https://',
  urlPrivate: 'The address may not point at a private or local network',
} as const;
const M = REMOTE_URL_MESSAGES;

// --- Addresses -----------------------------------------------------------------------------------

/**
 * What an address is to the portal: `public` may be called; `loopback` only with the tests' escape
 * hatch (INTEGRATIONS_ALLOW_INSECURE); `refused` never (private, link-local, CGNAT, multicast,
 * broadcast, unspecified, reserved, documentation, benchmarking, tunnels and the like).
 */
export type AddressKind = 'public' | 'loopback' | 'refused';

/** The IPv4 address a translator's prefix carries (NAT64 64:ff9b::/96, 6to4 2002::/16), else null. */
function translatedIPv4(ip: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = ip.toByteArray();
  if (ip.match(NAT64)) return new ipaddr.IPv4(bytes.slice(12, 16));
  if (ip.range() === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6));
  return null;
}

const NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * An IPv6 literal in the URL standard's form (hex only): ipaddr.js alone reads the IPv4-compatible
 * `::127.0.0.1` as the IPv4-mapped `::ffff:127.0.0.1`, which is another address.
 */
function parseIPv6(address: string): ipaddr.IPv6 | null {
  try {
    return ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
  } catch {
    return null;
  }
}

const kindOfIPv4 = (ip: ipaddr.IPv4): AddressKind =>
  ip.range() === 'unicast' ? 'public' : ip.range() === 'loopback' ? 'loopback' : 'refused';

/** Classifies an IP address (IPv4 dotted or IPv6, without brackets); anything else is `refused`. */
export function classifyAddress(address: string): AddressKind {
  if (ipaddr.IPv4.isValidFourPartDecimal(address)) return kindOfIPv4(ipaddr.IPv4.parse(address));
  const ip = address.includes(':') ? parseIPv6(address) : null;
  if (!ip) return 'refused';
  const range = ip.range();
  if (range === 'loopback') return 'loopback';
  // The host's own IPv4 through a dual-stack socket: loopback stays loopback.
  if (range === 'ipv4Mapped') return kindOfIPv4(ip.toIPv4Address());
  // A translator's (NAT64, 6to4) network is public only when the IPv4 it reaches is.
  const inner = translatedIPv4(ip);
  if (inner) return kindOfIPv4(inner) === 'public' ? 'public' : 'refused';
  // Outside 2000::/3 nothing is routed on the internet (IPv4-compatible ::a.b.c.d included).
  return ip.match(GLOBAL_UNICAST_V6) && range === 'unicast' ? 'public' : 'refused';
}

/** A URL's host name as the rules see it: an IP literal or `localhost` is classified now, a name at connect time. */
export function classifyHost(hostname: string): AddressKind | 'name' {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  if (ipaddr.IPv4.isValidFourPartDecimal(host) || ipaddr.IPv6.isValid(host)) return classifyAddress(host);
  return 'name';
}

/** Whether an address of `kind` may be called; loopback only with the escape hatch of tests and labs. */
export const addressAllowed = (kind: AddressKind | 'name', allowInsecure: boolean) =>
  kind === 'public' || kind === 'name' || (allowInsecure && kind === 'loopback');

/**
 * Why a remote address may not be used (null: it may): https to a host that is not private or
 * local; with the escape hatch (`allowInsecure`) http and loopback are allowed too.
 */
export function remoteUrlProblem(value: string, allowInsecure: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return M.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return M.urlInvalid;
  if (url.protocol !== 'https:' && !allowInsecure) return M.urlNotHttps;
  if (!addressAllowed(classifyHost(url.hostname), allowInsecure)) return M.urlPrivate;
  return null;
}

// --- Timeouts and retries ------------------------------------------------------------------------

/** Every remote call: its timeout, its tries, and the longest wait a 429 may ask for. */
export const REMOTE_CALLS = { timeoutMs: 10_000, tries: 4, baseDelayMs: 500, maxWaitMs: 60_000 } as const;

/** The wait before try `attempt` (1 = the first retry): exponential with full jitter. */
export function backoffMs(attempt: number, baseMs: number = REMOTE_CALLS.baseDelayMs, random = Math.random) {
  const ceiling = Math.min(REMOTE_CALLS.maxWaitMs, baseMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** The wait a `Retry-After` header asks for (seconds or an HTTP date), bounded; null when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now: Date = new Date()): number | null {
  if (!header) return null;
  const value = header.trim();
  let ms: number;
  if (/^\d+$/.test(value)) ms = Number(value) * 1000;
  else {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return null;
    ms = at - now.getTime();
  }
  return Math.min(REMOTE_CALLS.maxWaitMs, Math.max(0, ms));
}

/** Statuses worth another try: rate limits and the remote's own failures. */
export const isRetryableStatus = (status: number) => status === 429 || status === 408 || status >= 500;
