import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type AccountSession, describeDevice } from '../../../domain/account.ts';
import type { Locale } from '../../../domain/locales/locale.ts';
import type { Identity } from '../../auth/identity.ts';
import { hashPassword, refuseWeakPassword, verifyPassword } from '../../auth/passwords.ts';
import type { SessionStore } from '../../auth/sessions.ts';
import { createTwoFactor } from '../../auth/two-factor.ts';
import type { Db } from '../../db/client.ts';
import { recoveryCodes, sessions, users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';

/** The caller's own account: name, password, signed-in browsers, two-factor sign-in. */
export interface AccountServiceDeps {
  db: Db;
  key: Buffer;
  require2fa: boolean;
  /** Every server re-reads a changed identity and closes the sockets of ended sessions at once. */
  identities: Pick<SessionStore, 'changed'>;
}

export function createAccountService(deps: AccountServiceDeps) {
  const { db, identities } = deps;
  const twoFactor = createTwoFactor(db, deps.key);

  async function checkPassword(identity: Identity, password: string) {
    const [u] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, identity.userId));
    if (!(await verifyPassword(u?.hash ?? null, password))) throw badRequest(ACCOUNT_MESSAGES.wrongPassword);
  }

  /** Ends sessions of the caller matching `which` (their sockets close); answers how many. */
  async function endSessions(identity: Identity, which: ReturnType<typeof eq>): Promise<number> {
    const ended = await db
      .delete(sessions)
      .where(and(eq(sessions.userId, identity.userId), which))
      .returning({ tokenHash: sessions.tokenHash });
    await Promise.all(ended.map(({ tokenHash }) => identities.changed({ tokenHash })));
    return ended.length;
  }

  return {
    /** The name, the language (docs/product.md#spanish), or both; what is not sent stays. */
    async updateProfile(
      identity: Identity,
      input: { firstName?: string; lastName?: string; locale?: Locale },
    ) {
      await db
        .update(users)
        .set({
          ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
          ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
          ...(input.locale !== undefined ? { locale: input.locale } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, identity.userId));
      await identities.changed({ userId: identity.userId });
    },

    /** A new password (the current one required); every other session of the account ends. */
    async changePassword(identity: Identity, currentPassword: string, newPassword: string): Promise<number> {
      await checkPassword(identity, currentPassword);
      await refuseWeakPassword(newPassword);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
        .where(eq(users.id, identity.userId));
      return endSessions(identity, ne(sessions.tokenHash, identity.sessionHash));
    },

    async sessions(identity: Identity): Promise<AccountSession[]> {
      const rows = await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, identity.userId))
        .orderBy(desc(sessions.lastSeenAt));
      return rows.map((s) => ({
        id: s.id,
        device: describeDevice(s.userAgent),
        address: s.ipAddress,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.tokenHash === identity.sessionHash,
      }));
    },

    async endSession(identity: Identity, id: string): Promise<void> {
      if ((await endSessions(identity, eq(sessions.id, id))) === 0)
        throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
    },

    endOtherSessions: (identity: Identity) =>
      endSessions(identity, ne(sessions.tokenHash, identity.sessionHash)),

    async twoFactorStatus(identity: Identity) {
      const [left] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, identity.userId), isNull(recoveryCodes.usedAt)));
      return {
        enabled: await twoFactor.enabled(identity.userId),
        required: deps.require2fa && identity.accountRole === 'provider_admin',
        recoveryCodesLeft: left?.n ?? 0,
      };
    },

    async beginTwoFactor(identity: Identity) {
      if (await twoFactor.enabled(identity.userId)) throw conflict(ACCOUNT_MESSAGES.twoFactorAlreadyOn);
      return twoFactor.beginSetup(identity.userId);
    },

    async enableTwoFactor(identity: Identity, code: string): Promise<string[]> {
      const codes = await twoFactor.confirmSetup(identity.userId, code);
      if (!codes) throw badRequest(ACCOUNT_MESSAGES.wrongCode);
      return codes;
    },

    async disableTwoFactor(identity: Identity, password: string, code: string) {
      if (deps.require2fa && identity.accountRole === 'provider_admin')
        throw conflict('Two-factor sign-in is required for Five Star administrators on this server.');
      if (!(await twoFactor.enabled(identity.userId))) throw conflict(ACCOUNT_MESSAGES.twoFactorOff);
      await checkPassword(identity, password);
      if (!(await twoFactor.verify(identity.userId, code))) throw badRequest(ACCOUNT_MESSAGES.wrongCode);
      await twoFactor.disable(identity.userId);
    },
  };
}
