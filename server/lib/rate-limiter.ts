import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';

/** A kind of attempt and its limit: `limit` attempts per `windowMs`; reaching it locks for `lockMs`. */
export interface Bucket {
  name: string;
  limit: number;
  windowMs: number;
  /** How long the key stays locked once it reaches the limit (default: until the window ends). */
  lockMs?: number;
}

export interface Verdict {
  limited: boolean;
  /** Whole seconds until the key may try again (for Retry-After). */
  retryAfterSeconds: number;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Fixed-window counters in PostgreSQL, so every app server and every restart sees the same counts.
 * A key is `<bucket>:<who>`; callers choose who (an address, an account, a user).
 */
export function createRateLimiter(db: Db) {
  const keyOf = (bucket: Bucket, who: string) => `${bucket.name}:${who}`;
  const verdict = (count: number, waitSeconds: number, limit: number): Verdict => ({
    limited: count > limit,
    retryAfterSeconds: Math.max(1, Math.ceil(waitSeconds)),
  });

  return {
    /** Counts one attempt and answers whether it is beyond the limit. */
    async hit(bucket: Bucket, who: string): Promise<Verdict> {
      const lockMs = bucket.lockMs ?? 0;
      const { rows } = await db.execute<{ count: number; wait: number }>(sql`
        insert into rate_limits as r (key, count, reset_at)
        values (${keyOf(bucket, who)}, 1, now() + ${bucket.windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when r.reset_at <= now() then 1 else r.count + 1 end,
          reset_at = case
            when r.reset_at <= now() then now() + ${bucket.windowMs} * interval '1 millisecond'
            when r.count + 1 >= ${bucket.limit}
              then greatest(r.reset_at, now() + ${lockMs} * interval '1 millisecond')
            else r.reset_at
          end
        returning count, extract(epoch from reset_at - now())::float8 as wait`);
      const row = rows[0]!;
      return verdict(row.count, row.wait, bucket.limit);
    },

    /** Whether the key is already at its limit, without counting an attempt. */
    async peek(bucket: Bucket, who: string): Promise<Verdict> {
      const { rows } = await db.execute<{ count: number; wait: number }>(sql`
        select count, extract(epoch from reset_at - now())::float8 as wait
        from rate_limits where key = ${keyOf(bucket, who)} and reset_at > now()`);
      const row = rows[0];
      return row ? verdict(row.count + 1, row.wait, bucket.limit) : { limited: false, retryAfterSeconds: 0 };
    },

    /** Forgets the key's attempts (a successful sign-in clears its account's failures). */
    async reset(bucket: Bucket, who: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(bucket, who)));
    },

    /** Removes counters whose window has ended. */
    async sweep(): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
    },
  };
}
