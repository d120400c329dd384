import { MESSAGES } from '../../domain/auth-messages.ts';
import type { Config } from '../config.ts';
import { HttpError, tooManyRequests } from '../lib/http-errors.ts';
import type { Bucket, RateLimiter } from '../lib/rate-limiter.ts';

const MINUTE = 60_000;

/** The buckets of the sign-in limits: one rule each, shared by every app server. */
export function attemptBuckets(limits: Config['rateLimit']) {
  const perAddressPerMinute = (name: string): Bucket => ({ name, limit: limits.auth, windowMs: MINUTE });
  const accountMs = limits.accountMinutes * MINUTE;
  return {
    /** Failed sign-ins of one account, from any address: reaching the limit locks the account. */
    signInAccount: { name: 'signin-account', limit: limits.account, windowMs: accountMs, lockMs: accountMs },
    /** Failed sign-ins from one address: generous, so a school behind one address is never locked out. */
    signInAddress: { name: 'signin-address', limit: limits.address, windowMs: MINUTE },
    register: perAddressPerMinute('register'),
    inviteAccept: perAddressPerMinute('invite-accept'),
    passwordReset: perAddressPerMinute('password-reset'),
    demo: perAddressPerMinute('demo'),
    chat: { name: 'chat', limit: limits.chat, windowMs: MINUTE },
  } satisfies Record<string, Bucket>;
}

/** The account key of a sign-in: the email as typed, trimmed and lower-cased. */
export const accountKey = (email: string) => email.trim().toLowerCase();

export function createAttemptLimits(limiter: RateLimiter, config: Config) {
  const buckets = attemptBuckets(config.rateLimit);
  const refuse = (retryAfterSeconds: number, message: string = MESSAGES.tooManyAttempts) => {
    throw tooManyRequests(message, retryAfterSeconds);
  };

  return {
    buckets,

    /**
     * Runs a password check under the sign-in limits. Only failures count: per account (locked for
     * a while after too many, whatever the address, and refused even with the right password until
     * then) and, generously, per address. A success clears the account's failures.
     */
    async signIn<T>(address: string, email: string, check: () => Promise<T>): Promise<T> {
      const account = accountKey(email);
      const fromAddress = await limiter.peek(buckets.signInAddress, address);
      if (fromAddress.limited) refuse(fromAddress.retryAfterSeconds);
      // Counted before the check, so parallel guesses cannot slip past the limit.
      const ofAccount = await limiter.hit(buckets.signInAccount, account);
      if (ofAccount.limited)
        refuse(
          ofAccount.retryAfterSeconds,
          MESSAGES.accountLocked(Math.ceil(ofAccount.retryAfterSeconds / 60)),
        );
      try {
        const result = await check();
        await limiter.reset(buckets.signInAccount, account);
        return result;
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 401)
          await limiter.hit(buckets.signInAddress, address);
        throw err;
      }
    },

    /** Counts one attempt in `bucket` for `who`; beyond the limit answers 429 with Retry-After. */
    async count(bucket: Bucket, who: string): Promise<void> {
      const verdict = await limiter.hit(bucket, who);
      if (verdict.limited) refuse(verdict.retryAfterSeconds);
    },
  };
}
export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
