import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../../domain/account.ts';
import { type AuthUser, initialsOf, MESSAGES } from '../../../domain/auth.ts';
import { DEFAULT_LOCALE } from '../../../domain/locales/locale.ts';
import { USER_MESSAGES } from '../../../domain/users.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Identity } from '../../auth/identity.ts';
import { consumeAuthToken, revokeAuthTokens } from '../../auth/one-time-links.ts';
import { hashPassword, refuseWeakPassword, verifyPassword } from '../../auth/passwords.ts';
import { hashToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { authTokens, districts, sessions, users } from '../../db/schema/index.ts';
import { conflict, forbidden, isUniqueViolation, notFound, unauthorized } from '../../lib/http-errors.ts';

export function toAuthUser(id: Identity): AuthUser {
  return {
    id: id.userId,
    email: id.email,
    firstName: id.firstName,
    lastName: id.lastName,
    name: `${id.firstName} ${id.lastName}`.trim(),
    initials: initialsOf(id.firstName, id.lastName),
    role: id.role,
    accountRole: id.accountRole,
    districtId: id.districtId,
    districtName: id.districtName,
    serviceLevel: id.serviceLevel,
    features: id.features,
    maintenance: id.maintenance
      ? {
          startsAt: id.maintenance.startsAt.toISOString(),
          endsAt: id.maintenance.endsAt.toISOString(),
          message: id.maintenance.message,
        }
      : null,
    inDistrictView: id.inDistrictView,
    isDemo: id.isDemo,
    locale: id.locale ?? DEFAULT_LOCALE,
  };
}

export function createAuthService({ db, demoMode }: { db: Db; demoMode: boolean }) {
  return {
    /** Self-registration: the account belongs to no district until a provider admin grants access. */
    async register(input: { email: string; password: string; firstName: string; lastName: string }) {
      await refuseWeakPassword(input.password);
      try {
        const [user] = await db
          .insert(users)
          .values({
            email: input.email,
            passwordHash: await hashPassword(input.password),
            firstName: input.firstName,
            lastName: input.lastName,
            role: 'viewer',
          })
          .returning({ id: users.id });
        return user!.id;
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(MESSAGES.emailTaken);
        throw err;
      }
    },

    /** Checks a password; answers who it is and whether a second step is needed. */
    async login(email: string, password: string) {
      const [user] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          isDemo: users.isDemo,
          isActive: users.isActive,
          role: users.role,
          twoFactor: users.totpSecret,
        })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      // With demo mode off, demo accounts are disabled: they exist in the data but cannot sign in.
      const usable = user && (demoMode || !user.isDemo) ? user : undefined;
      if (!(await verifyPassword(usable?.passwordHash ?? null, password)) || !usable) {
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      // Told only after the right password: it reveals nothing to someone guessing.
      if (!usable.isActive) throw forbidden(USER_MESSAGES.deactivated);
      return { userId: usable.id, role: usable.role, hasTwoFactor: usable.twoFactor !== null };
    },

    /** Whose reset link to mail: an active account of this address; nobody (and the same answer) otherwise. */
    async requestPasswordReset(email: string): Promise<{ userId: string; firstName: string } | null> {
      const [user] = await db
        .select({ id: users.id, firstName: users.firstName, isActive: users.isActive, isDemo: users.isDemo })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      if (!user?.isActive || (user.isDemo && !demoMode)) return null;
      return { userId: user.id, firstName: user.firstName };
    },

    /**
     * Sets a new password with a reset link (it works once, and the account's other reset links die
     * with it) and ends every session of the account.
     */
    async confirmPasswordReset(token: string, password: string): Promise<string> {
      await refuseWeakPassword(password);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const userId = await consumeAuthToken(tx, token, 'password');
        if (!userId) throw notFound(ACCOUNT_MESSAGES.resetInvalid);
        await revokeAuthTokens(tx, userId, 'password');
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        return userId;
      });
    },

    async demoAdminId(): Promise<string> {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'provider_admin'), eq(users.isDemo, true)))
        .orderBy(users.createdAt)
        .limit(1);
      if (!user) throw notFound('Demo access is not available.');
      return user.id;
    },

    async invitePreview(token: string) {
      const [row] = await db
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          districtName: districts.name,
        })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .leftJoin(districts, eq(districts.id, users.districtId))
        .where(
          and(
            eq(authTokens.tokenHash, hashToken(token)),
            eq(authTokens.purpose, 'invite'),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, new Date()),
          ),
        );
      if (!row) throw notFound('This invitation link is not valid or has expired.');
      return {
        email: row.email,
        name: `${row.firstName} ${row.lastName}`.trim(),
        districtName: row.districtName ?? 'Five Star',
      };
    },

    /** Sets the password of an invited account; the link works once, and the invitation's other links die with it. */
    async acceptInvite(token: string, password: string): Promise<string> {
      await refuseWeakPassword(password);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const userId = await consumeAuthToken(tx, token, 'invite');
        if (!userId) throw notFound('This invitation link is not valid or has expired.');
        await revokeAuthTokens(tx, userId, 'invite');
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        return userId;
      });
    },

    /** A provider admin enters a district's view; nobody else may. */
    async checkViewSwitch(id: Identity, districtId: string | null): Promise<void> {
      if (id.accountRole !== 'provider_admin') {
        throw forbidden('Only Five Star administrators can switch views.');
      }
      if (districtId) {
        const [d] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId));
        if (!d) throw notFound('District not found.');
      }
    },

    /**
     * Enters (or leaves, with null) a district's view for the caller's session; entering one is
     * recorded in the audit log in the same transaction. The caller then drops the cached identity.
     */
    async switchView(id: Identity, districtId: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ viewDistrictId: districtId })
          .where(eq(sessions.tokenHash, id.sessionHash));
        if (!districtId) return;
        const [d] = await tx
          .select({ name: districts.name })
          .from(districts)
          .where(eq(districts.id, districtId));
        await recordAudit(tx, id, {
          action: 'view.switched',
          districtId,
          target: d?.name ?? districtId,
          before: { view: id.districtName ?? 'All districts' },
          after: { view: d?.name ?? districtId },
        });
      });
    },
  };
}
