import { and, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
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

/** What `hitWithin` counted: the group only when the member was new in its window, the member unless the group refused it. */
export interface GroupVerdict {
  group: Verdict | null;
  member: Verdict | null;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

type Counted = { count: number | null; wait: number | null };

/**
 * Fixed-window counters in PostgreSQL, so every app server and every restart sees the same counts.
 * A key is `<bucket>:<who>`; callers choose who (an address, an account, a user).
 */
export function createRateLimiter(db: Db) {
  const keyOf = (bucket: Bucket, who: string) => `${bucket.name}:${who}`;
  const verdict = (row: Counted, limit: number): Verdict | null =>
    row.count === null
      ? null
      : { limited: row.count > limit, retryAfterSeconds: Math.max(1, Math.ceil(row.wait ?? 0)) };
  const ms = (n: number) => sql`${n} * interval '1 millisecond'`;

  /** Adds one to the key's count (a fresh window when its last one ended), locking it when it reaches the limit. */
  const counting = (bucket: Bucket, who: string, rows: SQL) => sql`
    insert into rate_limits as r (key, count, reset_at)
    select ${keyOf(bucket, who)}, 1, now() + ${ms(bucket.windowMs)} ${rows}
    on conflict (key) do update set
      count = case when r.reset_at <= now() then 1 else r.count + 1 end,
      reset_at = case
        when r.reset_at <= now() then now() + ${ms(bucket.windowMs)}
        when r.count + 1 >= ${bucket.limit} then greatest(r.reset_at, now() + ${ms(bucket.lockMs ?? 0)})
        else r.reset_at
      end
    returning count, extract(epoch from reset_at - now())::float8 as wait`;

  return {
    /** Counts one attempt and answers whether it is beyond the limit. */
    async hit(bucket: Bucket, who: string): Promise<Verdict> {
      const { rows } = await db.execute<Counted>(counting(bucket, who, sql``));
      return verdict(rows[0]!, bucket.limit)!;
    },

    /**
     * Counts one attempt of `member` (e.g. an account as tried from an address). A member without
     * an attempt in its window is new to the group (the address): it counts one on the group first
     * and, while the group is beyond its limit, is neither counted nor let in. One statement, so
     * parallel attempts cannot slip a new member past a full group.
     */
    async hitWithin(
      group: Bucket,
      groupWho: string,
      member: Bucket,
      memberWho: string,
    ): Promise<GroupVerdict> {
      const { rows } = await db.execute<{
        group_count: number | null;
        group_wait: number | null;
        member_count: number | null;
        member_wait: number | null;
      }>(sql`
        with seen as (
          select 1 from rate_limits where key = ${keyOf(member, memberWho)} and reset_at > now()
        ), g as (
          ${counting(group, groupWho, sql`where not exists (select 1 from seen)`)}
        ), m as (
          ${counting(member, memberWho, sql`where not exists (select 1 from g where g.count > ${group.limit})`)}
        )
        select (select count from g) as group_count, (select wait from g) as group_wait,
               (select count from m) as member_count, (select wait from m) as member_wait`);
      const row = rows[0]!;
      return {
        group: verdict({ count: row.group_count, wait: row.group_wait }, group.limit),
        member: verdict({ count: row.member_count, wait: row.member_wait }, member.limit),
      };
    },

    /** Takes back one attempt of the key's current window (one that turned out not to be a failure). */
    async refund(bucket: Bucket, who: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(eq(rateLimits.key, keyOf(bucket, who)), gt(rateLimits.resetAt, sql`now()`)));
    },

    /** Notes that the key happened, for a whole window from now (e.g. a sign-in from an address). */
    async remember(bucket: Bucket, who: string): Promise<void> {
      await db
        .insert(rateLimits)
        .values({ key: keyOf(bucket, who), count: 1, resetAt: sql`now() + ${ms(bucket.windowMs)}` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { count: 1, resetAt: sql`now() + ${ms(bucket.windowMs)}` },
        });
    },

    /** Whether the key has a count in a window that has not ended. */
    async isActive(bucket: Bucket, who: string): Promise<boolean> {
      const rows = await db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, keyOf(bucket, who)), gt(rateLimits.resetAt, sql`now()`)));
      return rows.length > 0;
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
