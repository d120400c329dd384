import { and, eq, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { districts, sessions, users } from '../db/schema/index.ts';
import { type Identity, toIdentity } from './identity.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'portal_session';
/** lastSeenAt is written at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;
/** How long a looked-up session is trusted in memory; sign-out and view changes clear it at once. */
const CACHE_MS = 5_000;

const ownDistrict = alias(districts, 'own_district');
const viewDistrict = alias(districts, 'view_district');

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore(db: Db, config: Config) {
  const cache = new Map<string, { identity: Identity; lastSeenAt: number; until: number }>();

  async function load(tokenHash: string) {
    const [row] = await db
      .select({
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        isDemo: users.isDemo,
        role: users.role,
        ownDistrictId: users.districtId,
        ownDistrictName: ownDistrict.name,
        ownServiceLevel: ownDistrict.serviceLevel,
        viewDistrictId: sessions.viewDistrictId,
        viewDistrictName: viewDistrict.name,
        viewServiceLevel: viewDistrict.serviceLevel,
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
    /** Creates a session and sets its cookie; an old session of the same browser is ended (rotation). */
    async start(reply: FastifyReply, userId: string, previousToken?: string): Promise<string> {
      if (previousToken) await this.end(previousToken);
      const token = newToken();
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + config.session.maxMs),
      });
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
      const tokenHash = hashToken(token);
      const now = Date.now();
      const cached = cache.get(tokenHash);
      if (cached && cached.until > now) return cached.identity;
      const row = await load(tokenHash);
      if (!row) return null;
      const idleExpired = now - row.lastSeenAt.getTime() > config.session.idleMs;
      if (idleExpired || row.expiresAt.getTime() <= now) {
        await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
        return null;
      }
      if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.tokenHash, tokenHash));
      }
      const identity = toIdentity(row, tokenHash);
      if (cache.size > 10_000) cache.clear();
      cache.set(tokenHash, { identity, lastSeenAt: now, until: now + CACHE_MS });
      return identity;
    },

    async end(token: string): Promise<void> {
      const tokenHash = hashToken(token);
      this.forget(tokenHash);
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async setView(tokenHash: string, districtId: string | null): Promise<void> {
      await db.update(sessions).set({ viewDistrictId: districtId }).where(eq(sessions.tokenHash, tokenHash));
      this.forget(tokenHash);
    },

    /** Drops cached identities: one session, or all (e.g. after a district or user changed). */
    forget(tokenHash?: string): void {
      if (tokenHash) cache.delete(tokenHash);
      else cache.clear();
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
