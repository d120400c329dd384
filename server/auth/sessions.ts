import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { EventBus } from '../realtime/event-bus.ts';
import { type Identity, toIdentity } from './identity.ts';
import { identityColumns, ownDistrict, viewDistrict } from './identity-columns.ts';
import { announceIdentityChange, type IdentityChange } from './identity-events.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'portal_session';
/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;
/** How long a looked-up session is trusted in memory; sign-out and view changes clear it at once. */
const CACHE_MS = 5_000;

export type SessionStore = ReturnType<typeof createSessionStore>;

/** A valid session: who it is, and when it ends unless used again (epoch ms). */
export interface LiveSession {
  identity: Identity;
  endsAt: number;
}

export function createSessionStore(db: Db, config: Config, bus?: EventBus) {
  const cache = new Map<string, { session: LiveSession; until: number }>();
  // Each request names its session by the token; hashing it every time costs more than the lookup.
  const hashes = new Map<string, string>();
  const hashOf = (token: string) => {
    let hash = hashes.get(token);
    if (!hash) {
      if (hashes.size > 10_000) hashes.clear();
      hash = hashToken(token);
      hashes.set(token, hash);
    }
    return hash;
  };

  async function load(tokenHash: string) {
    const [row] = await db
      .select({
        ...identityColumns,
        viewDistrictId: sessions.viewDistrictId,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(ownDistrict, eq(ownDistrict.id, users.districtId))
      .leftJoin(viewDistrict, eq(viewDistrict.id, sessions.viewDistrictId))
      .where(eq(sessions.tokenHash, tokenHash));
    return row;
  }

  return {
    /**
     * Creates a session for the browser of `req` and sets its cookie; the browser's old session is
     * ended (rotation). The browser and address are kept so the account page can list sessions.
     */
    async start(req: FastifyRequest, reply: FastifyReply, userId: string): Promise<string> {
      const previousToken = req.cookies[SESSION_COOKIE];
      if (previousToken) await this.end(previousToken);
      const token = newToken();
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + config.session.maxMs),
        userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
        ipAddress: req.ip,
      });
      await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        maxAge: Math.floor(config.session.maxMs / 1000),
      });
      return token;
    },

    async identify(token: string | undefined): Promise<Identity | null> {
      if (!token) return null;
      return (await this.lookUp(hashOf(token)))?.identity ?? null;
    },

    /**
     * The session of a token hash and when it ends if unused (idle or absolute expiry, whichever
     * comes first); null when it has ended. `fresh` skips the short in-memory trust.
     */
    async lookUp(tokenHash: string, { fresh = false } = {}): Promise<LiveSession | null> {
      const now = Date.now();
      const cached = cache.get(tokenHash);
      if (!fresh && cached && cached.until > now) return cached.session;
      const row = await load(tokenHash);
      if (!row) return null;
      const idleExpired = now - row.lastSeenAt.getTime() > config.session.idleMs;
      if (idleExpired || row.expiresAt.getTime() <= now) {
        await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
        return null;
      }
      // Demo accounts are disabled whenever demo mode is off, sessions included; so are deactivated accounts.
      if ((row.isDemo && !config.demoMode) || !row.isActive) return null;
      let lastSeenAt = row.lastSeenAt.getTime();
      if (now - lastSeenAt > TOUCH_EVERY_MS) {
        lastSeenAt = now;
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.tokenHash, tokenHash));
      }
      const session = {
        identity: toIdentity(row, tokenHash),
        endsAt: Math.min(row.expiresAt.getTime(), lastSeenAt + config.session.idleMs),
      };
      if (cache.size > 10_000) cache.clear();
      cache.set(tokenHash, { session, until: now + CACHE_MS });
      return session;
    },

    async end(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      this.forget({ tokenHash });
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async setView(tokenHash: string, districtId: string | null): Promise<void> {
      await db.update(sessions).set({ viewDistrictId: districtId }).where(eq(sessions.tokenHash, tokenHash));
      this.forget({ tokenHash });
    },

    /**
     * After a change of a session, a user or a district: forgets it here at once, and tells every
     * server (which forget it too and re-check the sockets concerned).
     */
    async changed(change: IdentityChange): Promise<void> {
      this.forget(change.districtId ? {} : change);
      await (bus ? announceIdentityChange(bus, change) : Promise.resolve());
    },

    /** Drops cached identities: one session, one user's, or all (e.g. after a district changed). */
    forget(change: { tokenHash?: string; userId?: string } = {}): void {
      if (change.tokenHash) cache.delete(change.tokenHash);
      else if (change.userId) {
        for (const [hash, entry] of cache)
          if (entry.session.identity.userId === change.userId) cache.delete(hash);
      } else cache.clear();
    },

    clearCookie(reply: FastifyReply): void {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },

    /** Removes expired sessions; called now and then. */
    async sweep(): Promise<void> {
      const idleBefore = new Date(Date.now() - config.session.idleMs);
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, sql`now()`), and(lt(sessions.lastSeenAt, idleBefore))));
    },
  };
}
