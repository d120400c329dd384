import { lookup } from 'node:dns/promises';
import { isPrivateAddress, remoteUrlProblem } from '../../../domain/integration-settings.ts';
import {
  backoffMs,
  isRetryableStatus,
  REMOTE_CALLS,
  retryAfterMs,
} from '../../../domain/integration-sync.ts';

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
  ) {
    super(message);
  }
}

export interface RemoteCallOptions {
  /** Allow http: and private or loopback addresses (tests, labs: INTEGRATIONS_ALLOW_INSECURE). */
  allowInsecure: boolean;
  timeoutMs?: number;
  tries?: number;
  /** Waits between tries (tests may shorten them). */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Refuses an address the settings do not allow, including a name that resolves to a private address. */
async function checkAddress(url: URL, allowInsecure: boolean, system: string): Promise<void> {
  const problem = remoteUrlProblem(url.href, allowInsecure);
  if (problem) throw new RemoteError('address', `${system} address refused: ${problem}.`);
  if (allowInsecure) return;
  const found = await lookup(url.hostname, { all: true }).catch(() => {
    throw new RemoteError('address', `${system} address ${url.host} could not be found (DNS).`);
  });
  if (found.some((a) => isPrivateAddress(a.address)))
    throw new RemoteError(
      'address',
      `${system} address refused: ${url.host} points at a private or local network.`,
    );
}

/**
 * One call to a remote system: a timeout per try, retries with exponential backoff on network
 * failures, 5xx and 429 (waiting what `Retry-After` asks), then the last answer or a RemoteError.
 * It runs in background jobs (and "test connection"), never inside a user's sync request.
 */
export async function remoteFetch(
  system: string,
  url: string,
  init: RequestInit,
  opts: RemoteCallOptions,
): Promise<Response> {
  const target = new URL(url);
  await checkAddress(target, opts.allowInsecure, system);
  const tries = opts.tries ?? REMOTE_CALLS.tries;
  const sleep = opts.sleep ?? wait;
  let lastProblem: RemoteError | null = null;
  for (let attempt = 1; attempt <= tries; attempt++) {
    let res: Response;
    try {
      res = await fetch(target, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(opts.timeoutMs ?? REMOTE_CALLS.timeoutMs),
      });
    } catch (err) {
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
    if (!isRetryableStatus(res.status) || attempt === tries) {
      if (res.status === 429)
        throw new RemoteError(
          'rate_limited',
          `${system} is limiting our requests (429); the next sync tries again.`,
          429,
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
