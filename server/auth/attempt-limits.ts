import { MESSAGES } from '../../domain/auth-messages.ts';
import type { Config } from '../config.ts';
import { tooManyRequests } from '../lib/http-errors.ts';
import type { Bucket, RateLimiter } from '../lib/rate-limiter.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Tries an address has per minute at an account it does not know (a person mistyping needs a few). */
const TRIES_PER_UNFAMILIAR_ACCOUNT = 5;
/** How long a sign-in makes an account familiar to the address it came from. */
const FAMILIAR_DAYS = 30;

/** The buckets of the sign-in limits: one rule each, shared by every app server. */
export function attemptBuckets(limits: Config['rateLimit']) {
  const perAddressPerMinute = (name: string): Bucket => ({ name, limit: limits.auth, windowMs: MINUTE });
  const accountMs = limits.accountMinutes * MINUTE;
  return {
    /** Failed sign-ins of one account, from any address: reaching the limit locks the account. */
    signInAccount: { name: 'signin-account', limit: limits.account, windowMs: accountMs, lockMs: accountMs },
    /** Unfamiliar accounts (see signInPair) one address failed on and has not since signed in to. */
    signInAddress: { name: 'signin-address', limit: limits.address, windowMs: MINUTE },
    /** Attempts of one address at one account unfamiliar to it (`<address>|<account>`). */
    signInPair: { name: 'signin-pair', limit: TRIES_PER_UNFAMILIAR_ACCOUNT, windowMs: MINUTE },
    /** Accounts that signed in from an address lately (`<address>|<account>`): familiar to it. */
    signInFamiliar: { name: 'signin-familiar', limit: 1, windowMs: FAMILIAR_DAYS * DAY },
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
     * Runs a password check under the sign-in limits (docs/security.md#sign-in-limits). Every
     * attempt is counted before the check, so parallel guesses cannot slip past a limit, and a
     * success takes its counts back:
     * - per account, from any address: locked for a while after too many failures, even for the
     *   right password;
     * - per address, only at accounts unfamiliar to it (none signed in from it lately, or no such
     *   account): a few tries at each, and a limited number of them with failures at once. Beyond
     *   that the address may try no new unfamiliar account; accounts it already tried stay open.
     * A school behind one address thus never locks out its own people, while guessing and
     * password spraying from one address stay slow.
     */
    async signIn<T>(address: string, email: string, check: () => Promise<T>): Promise<T> {
      const account = accountKey(email);
      // The address has no '|', so the pair is unambiguous whatever the email holds.
      const pair = `${address}|${account}`;
      const familiar = await limiter.isActive(buckets.signInFamiliar, pair);
      if (!familiar) {
        const { group, member } = await limiter.hitWithin(
          buckets.signInAddress,
          address,
          buckets.signInPair,
          pair,
        );
        if (group?.limited) refuse(group.retryAfterSeconds);
        if (member?.limited) refuse(member.retryAfterSeconds);
      }
      const ofAccount = await limiter.hit(buckets.signInAccount, account);
      if (ofAccount.limited)
        refuse(
          ofAccount.retryAfterSeconds,
          MESSAGES.accountLocked(Math.ceil(ofAccount.retryAfterSeconds / 60)),
        );
      const result = await check();
      // Signed in: its mistypes were not guesses. The account becomes familiar to the address.
      await Promise.all([
        limiter.reset(buckets.signInAccount, account),
        limiter.remember(buckets.signInFamiliar, pair),
        ...(familiar
          ? []
          : [limiter.reset(buckets.signInPair, pair), limiter.refund(buckets.signInAddress, address)]),
      ]);
      return result;
    },

    /** Counts one attempt in `bucket` for `who`; beyond the limit answers 429 with Retry-After. */
    async count(bucket: Bucket, who: string): Promise<void> {
      const verdict = await limiter.hit(bucket, who);
      if (verdict.limited) refuse(verdict.retryAfterSeconds);
    },
  };
}
export type AttemptLimits = ReturnType<typeof createAttemptLimits>;
