import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_LINK_HOURS } from '../../domain/account.ts';
import { INVITATION_DAYS } from '../../domain/users.ts';
import type { Db } from '../db/client.ts';
import { authTokens } from '../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

/** What a one-time token is for: an invitation, a password reset, the second step of a sign-in. */
export type TokenPurpose = (typeof authTokens.$inferInsert)['purpose'];

type Writer = Pick<Db, 'insert'>;
type Updater = Pick<Db, 'update'>;

/** How long an invitation link works. */
export const LINK_DAYS = INVITATION_DAYS;
const DEFAULT_TTL_MS = LINK_DAYS * 86400_000;

/** Creates a one-time token and answers the token itself (only its hash is stored) and when it expires. */
export async function issueAuthToken(
  db: Writer,
  userId: string,
  purpose: TokenPurpose,
  ttlMs = DEFAULT_TTL_MS,
): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** The one-time links a person opens: an invitation, or a reset to choose a new password. */
export type LinkPurpose = Extract<TokenPurpose, 'invite' | 'password'>;

const LINKS: Record<LinkPurpose, { path: string; ttlMs: number }> = {
  invite: { path: '/invite/', ttlMs: DEFAULT_TTL_MS },
  password: { path: '/reset-password/', ttlMs: RESET_LINK_HOURS * 3600_000 },
};

/**
 * A new one-time link of `purpose` for a user: its URL (shown once or put into one mail, never
 * stored: only the token's hash is) and when it expires.
 */
export async function issueLink(
  db: Writer,
  publicUrl: string,
  userId: string,
  purpose: LinkPurpose,
): Promise<{ url: string; expiresAt: string }> {
  const { path, ttlMs } = LINKS[purpose];
  const token = await issueAuthToken(db, userId, purpose, ttlMs);
  return { url: `${publicUrl}${path}${token}`, expiresAt: new Date(Date.now() + ttlMs).toISOString() };
}

/** Spends a valid token of `purpose` (unused, not expired) and answers whose it was; null otherwise. */
export async function consumeAuthToken(
  db: Updater,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const [used] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authTokens.userId });
  return used?.userId ?? null;
}

/** Whose a valid token of `purpose` is, without spending it; null otherwise. */
export async function peekAuthToken(
  db: Pick<Db, 'select'>,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    );
  return row?.userId ?? null;
}

/** Cancels every unused token of `purpose` of a user (a resent invitation replaces the old link). */
export async function revokeAuthTokens(db: Updater, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}
