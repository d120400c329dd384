import dns from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import tls, { type TLSSocket } from 'node:tls';
import { and, eq } from 'drizzle-orm';
import { googleOptionsSchema, SCHEDULE_MINUTES } from '../../../domain/google-workspace.ts';
import { SYNC_STALE_AFTER_MS } from '../../../domain/integrations.ts';
import {
  type CheckResult,
  httpsVerdict,
  type IntegrationRecord,
  integrationVerdict,
} from '../../../domain/monitors.ts';
import { remoteUrlProblem } from '../../../domain/remote-calls.ts';
import type { Db } from '../../db/client.ts';
import { integrationConnections } from '../../db/schema/index.ts';
import { connectTimeLookup, refusedHost } from '../../lib/remote-http.ts';

/** What a probe needs of the server's settings. */
export interface ProbeSettings {
  /** INTEGRATIONS_ALLOW_INSECURE (tests and labs): loopback addresses may be checked. */
  allowInsecure: boolean;
  /** MONITOR_TEST_CA (tests only): trusted besides the system's roots. */
  testCa: string | null;
  /** MONITOR_DNS_SERVERS: the resolvers of DNS checks (empty: the system's). */
  dnsServers: readonly string[];
  /** How long a check waits for an answer. */
  timeoutMs?: number;
  /** Name resolution of HTTPS checks (tests map names without /etc/hosts); its answer is checked either way. */
  lookup?: LookupFunction;
}

/** A check's verdict, and the certificate's end when an HTTPS check saw one. */
export type ProbeResult = CheckResult & { certExpiresAt?: Date | null };

export const PROBE_TIMEOUT_MS = 15_000;
/** A keyword is looked for in the first megabyte of the page. */
const BODY_LIMIT = 1024 * 1024;
const USER_AGENT = 'DistrictITPortal-Monitor/1.0';

const down = (message: string, ms: number | null = null): ProbeResult => ({
  ok: false,
  status: 'down',
  ms,
  message,
});

/** A failed connection in words an administrator can act on. */
function connectionProblem(err: unknown, host: string, timeoutMs: number): string {
  const refused = refusedHost(err);
  if (refused) return `Address refused: ${refused} points at a private or local network`;
  const code = (err as { code?: string }).code ?? '';
  if ((err as Error).message === 'timeout') return `No answer within ${Math.round(timeoutMs / 1000)} s`;
  if (code === 'CERT_HAS_EXPIRED') return 'The certificate has expired';
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') return `The certificate is not for ${host}`;
  if (
    code === 'DEPTH_ZERO_SELF_SIGNED_CERT' ||
    code === 'SELF_SIGNED_CERT_IN_CHAIN' ||
    code === 'UNABLE_TO_VERIFY_LEAF_SIGNATURE' ||
    code === 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY'
  )
    return 'The certificate is not trusted (self-signed or an unknown authority)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `The name ${host} does not resolve`;
  if (code === 'ECONNREFUSED') return `${host} refused the connection`;
  if (code === 'ECONNRESET') return `${host} closed the connection`;
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return `${host} cannot be reached`;
  return `Could not connect to ${host}${code ? ` (${code})` : ''}`;
}

/**
 * An HTTPS check: the status, the keyword in the body's first megabyte, the time to the answer's
 * headers and the peer certificate's end, through the connect-time address check of the remote
 * calls (a name resolving to a private address is refused when the socket connects).
 */
export function probeHttps(
  m: {
    target: string;
    expectStatus: number;
    keyword: string | null;
    maxResponseMs: number;
    certWarnDays: number;
  },
  settings: ProbeSettings,
  now: () => Date = () => new Date(),
): Promise<ProbeResult> {
  const problem = remoteUrlProblem(m.target, settings.allowInsecure);
  if (problem) return Promise.resolve(down(`Address refused: ${problem}`));
  const url = new URL(m.target);
  if (url.protocol !== 'https:') return Promise.resolve(down('Only https:// addresses are checked'));
  const timeoutMs = settings.timeoutMs ?? PROBE_TIMEOUT_MS;
  return new Promise<ProbeResult>((resolve) => {
    let done = false;
    const finish = (r: ProbeResult) => {
      if (done) return;
      done = true;
      resolve(r);
    };
    const started = performance.now();
    const req = https.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup: connectTimeLookup(settings.allowInsecure, settings.lookup),
        ...(settings.testCa ? { ca: [...tls.rootCertificates, settings.testCa] } : {}),
        headers: { 'user-agent': USER_AGENT, accept: 'text/html,application/json,*/*' },
        timeout: timeoutMs,
      },
      (res) => {
        const ms = performance.now() - started;
        const cert = (res.socket as TLSSocket).getPeerCertificate?.();
        const certExpiresAt = cert?.valid_to ? new Date(cert.valid_to) : null;
        const verdict = (keywordFound: boolean | null): ProbeResult => ({
          ...httpsVerdict({ status: res.statusCode ?? 0, ms, keywordFound, certExpiresAt }, m, now()),
          certExpiresAt,
        });
        if (!m.keyword) {
          res.destroy();
          return finish(verdict(null));
        }
        const keyword = m.keyword;
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
          if (body.includes(keyword) || body.length >= BODY_LIMIT) {
            res.destroy();
            finish(verdict(body.includes(keyword)));
          }
        });
        res.on('end', () => finish(verdict(body.includes(keyword))));
        res.on('error', () => finish(verdict(body.includes(keyword))));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) =>
      finish(down(connectionProblem(err, url.hostname, timeoutMs), Math.round(performance.now() - started))),
    );
    req.end();
  });
}

const DNS_PROBLEMS: Record<string, (host: string) => string> = {
  ENOTFOUND: (h) => `${h} does not exist (NXDOMAIN)`,
  ENODATA: (h) => `${h} has no address`,
  ETIMEOUT: () => 'The DNS server did not answer',
  ECONNREFUSED: () => 'The DNS server refused the question',
  ESERVFAIL: () => 'The DNS server failed to answer (SERVFAIL)',
  EREFUSED: () => 'The DNS server refused the question',
};

/** A DNS check: the name resolves (A, else AAAA) through the configured resolvers. */
export async function probeDns(host: string, settings: ProbeSettings): Promise<ProbeResult> {
  const resolver = new dns.promises.Resolver({ timeout: 5000, tries: 2 });
  if (settings.dnsServers.length > 0) resolver.setServers([...settings.dnsServers]);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    let addresses: string[];
    try {
      addresses = await resolver.resolve4(host);
    } catch (err) {
      if ((err as { code?: string }).code !== 'ENODATA') throw err;
      addresses = await resolver.resolve6(host);
    }
    const ms = elapsed();
    const shown = addresses.slice(0, 3).join(', ') + (addresses.length > 3 ? ', …' : '');
    return { ok: true, status: 'up', ms, message: `Resolved to ${shown} in ${ms} ms` };
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    const words = DNS_PROBLEMS[code]?.(host) ?? `${host} could not be resolved${code ? ` (${code})` : ''}`;
    return down(words, elapsed());
  }
}

/** How long a connector may go without a good sync before its monitor calls it lagging. */
function lagAfterMs(slug: string, options: unknown): number | null {
  if (slug !== 'google') return SYNC_STALE_AFTER_MS;
  const parsed = googleOptionsSchema.safeParse(options ?? {});
  const minutes = SCHEDULE_MINUTES[parsed.success ? parsed.data.schedule : 'nightly'];
  // One missed run plus an hour's grace: a nightly sync is lagging after 25 hours.
  return minutes === null ? null : minutes * 60_000 + SYNC_STALE_AFTER_MS;
}

/** An integration check: what the district's connector (or the Google sync) last recorded. */
export async function probeIntegration(
  db: Db,
  districtId: string,
  slug: string,
  now: Date = new Date(),
): Promise<ProbeResult> {
  const [row] = await db
    .select({
      enabled: integrationConnections.enabled,
      sealed: integrationConnections.credentialsSealed,
      options: integrationConnections.options,
      lastSyncAt: integrationConnections.lastSyncAt,
      lastErrorAt: integrationConnections.lastErrorAt,
      lastError: integrationConnections.lastError,
    })
    .from(integrationConnections)
    .where(
      and(
        eq(integrationConnections.districtId, districtId),
        eq(integrationConnections.name, slug as 'google'),
      ),
    );
  const record: IntegrationRecord | null = row
    ? {
        enabled: row.enabled,
        hasCredentials: !!row.sealed,
        lastSyncAt: row.lastSyncAt,
        lastErrorAt: row.lastErrorAt,
        lastError: row.lastError,
        lagAfterMs: lagAfterMs(slug, row.options),
      }
    : null;
  return integrationVerdict(slug, record, now);
}
