import dns from 'node:dns';
import net, { type LookupFunction } from 'node:net';
import { Agent, buildConnector, fetch, type RequestInit, type Response } from 'undici';
import {
  addressAllowed,
  backoffMs,
  classifyAddress,
  classifyHost,
  isRetryableStatus,
  REMOTE_CALLS,
  remoteUrlProblem,
  retryAfterMs,
} from '../../domain/remote-calls.ts';

/**
 * The one HTTP layer of calls to remote systems (integrations, webhooks, look-ups; see
 * docs/product.md#integrations): https only, a timeout per try, retries with backoff and
 * Retry-After, and the address checked when the socket connects, so a name cannot resolve to one
 * address for the check and another for the call.
 */

/** What went wrong talking to a remote system, in words an administrator can act on (never a credential). */
export type RemoteFailure =
  | 'address'
  | 'unreachable'
  | 'credentials'
  | 'permission'
  | 'not_found'
  | 'rate_limited'
  | 'remote';

export class RemoteError extends Error {
  constructor(
    readonly failure: RemoteFailure,
    message: string,
    readonly status?: number,
    /** The answer's `Retry-After` of a 429 (webhooks wait what it asks, beyond this layer's bound). */
    readonly retryAfter?: string | null,
  ) {
    super(message);
  }
}

export interface RemoteCallOptions {
  /**
   * The escape hatch of tests and labs (INTEGRATIONS_ALLOW_INSECURE, refused in production): http
   * and loopback addresses are allowed; private networks never are.
   */
  allowInsecure: boolean;
  timeoutMs?: number;
  tries?: number;
  /** Waits between tries (tests may shorten them). */
  sleep?: (ms: number) => Promise<void>;
  /** Name resolution (tests map names to addresses without /etc/hosts); its answer is checked either way. */
  lookup?: LookupFunction;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The connection went to an address the rules refuse. */
class AddressRefused extends Error {
  constructor(readonly host: string) {
    super(`${host} points at a private or local network`);
  }
}

/** Resolves with `resolve`, then refuses the connection when any address found may not be called. */
function checkedLookup(resolve: LookupFunction, allowInsecure: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, found) => {
      const addresses = found as unknown as dns.LookupAddress[];
      if (err) return callback(err, '', 0);
      if (addresses.some((a) => !addressAllowed(classifyAddress(a.address), allowInsecure)))
        return callback(new AddressRefused(hostname), '', 0);
      if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** An agent whose every connection (each try, each page) checks the address it is about to use. */
function createAgent(allowInsecure: boolean, resolve: LookupFunction): Agent {
  const connect = buildConnector({ lookup: checkedLookup(resolve, allowInsecure) });
  return new Agent({
    connect: (options, callback) => {
      // An IP literal is never looked up: check it here.
      if (net.isIP(options.hostname) && !addressAllowed(classifyHost(options.hostname), allowInsecure))
        return callback(new AddressRefused(options.hostname), null);
      connect(options, callback);
    },
  });
}

const agents = new Map<string, Agent>();
const testAgents = new WeakMap<LookupFunction, Map<boolean, Agent>>();
function agentFor(opts: RemoteCallOptions): Agent {
  const key = String(opts.allowInsecure);
  if (!opts.lookup) {
    if (!agents.has(key)) agents.set(key, createAgent(opts.allowInsecure, dns.lookup as LookupFunction));
    return agents.get(key)!;
  }
  const own = testAgents.get(opts.lookup) ?? new Map<boolean, Agent>();
  testAgents.set(opts.lookup, own);
  if (!own.has(opts.allowInsecure)) own.set(opts.allowInsecure, createAgent(opts.allowInsecure, opts.lookup));
  return own.get(opts.allowInsecure)!;
}

/**
 * The connect-time address check of remoteFetch, for callers that open their own connections (the
 * HTTPS monitors, which read the peer's certificate): give it as `lookup` to https.request.
 */
export function connectTimeLookup(
  allowInsecure: boolean,
  resolve: LookupFunction = dns.lookup as LookupFunction,
): LookupFunction {
  return checkedLookup(resolve, allowInsecure);
}

/** The host a connection was refused for by the address check (null: another failure). */
export function refusedHost(err: unknown): string | null {
  if (err instanceof AddressRefused) return err.host;
  return refusedCause(err)?.host ?? null;
}

const refusedCause = (err: unknown): AddressRefused | null => {
  const cause = (err as { cause?: unknown }).cause;
  return cause instanceof AddressRefused ? cause : null;
};

/**
 * One call to a remote system: a timeout per try, retries with exponential backoff on network
 * failures, 5xx and 429 (waiting what `Retry-After` asks), then the last answer or a RemoteError.
 * A refused address is never retried; a redirect is never followed (the administrator saves the
 * final address). It runs in background jobs (and "test connection"), never inside a user's sync
 * request.
 */
export async function remoteFetch(
  system: string,
  url: string,
  init: RequestInit,
  opts: RemoteCallOptions,
): Promise<Response> {
  const target = new URL(url);
  const problem = remoteUrlProblem(target.href, opts.allowInsecure);
  if (problem) throw new RemoteError('address', `${system} address refused: ${problem}.`);
  const dispatcher = agentFor(opts);
  const tries = opts.tries ?? REMOTE_CALLS.tries;
  const sleep = opts.sleep ?? wait;
  let lastProblem: RemoteError | null = null;
  for (let attempt = 1; attempt <= tries; attempt++) {
    let res: Response;
    try {
      res = await fetch(target, {
        ...init,
        dispatcher,
        redirect: 'manual',
        signal: AbortSignal.timeout(opts.timeoutMs ?? REMOTE_CALLS.timeoutMs),
      });
    } catch (err) {
      const refused = refusedCause(err);
      if (refused)
        throw new RemoteError(
          'address',
          `${system} address refused: ${refused.host} points at a private or local network.`,
        );
      const timedOut = (err as Error).name === 'TimeoutError';
      lastProblem = new RemoteError(
        'unreachable',
        timedOut
          ? `${system} at ${target.host} did not answer in time.`
          : `${system} at ${target.host} could not be reached.`,
      );
      if (attempt < tries) await sleep(backoffMs(attempt));
      continue;
    }
    if (res.status >= 300 && res.status < 400) {
      await res.body?.cancel().catch(() => {});
      throw new RemoteError(
        'address',
        `${system} at ${target.host} redirected (${res.status}): redirects are not followed, save the final address.`,
        res.status,
      );
    }
    if (!isRetryableStatus(res.status) || attempt === tries) {
      if (res.status === 429)
        throw new RemoteError(
          'rate_limited',
          `${system} is limiting our requests (429); the next sync tries again.`,
          429,
          res.headers.get('retry-after'),
        );
      return res;
    }
    await res.body?.cancel().catch(() => {});
    const asked = res.status === 429 ? retryAfterMs(res.headers.get('retry-after')) : null;
    await sleep(asked ?? backoffMs(attempt));
  }
  throw lastProblem ?? new RemoteError('unreachable', `${system} could not be reached.`);
}

/** The JSON body of an answer, or null when it has none or is not JSON. */
export async function jsonOf(res: Response): Promise<unknown> {
  const body = await res.text();
  if (!body) return null;
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
