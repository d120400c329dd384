import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type AuthUser, initialsOf, MESSAGES } from '../../../domain/auth.ts';
import type { Identity } from '../../auth/identity.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../auth/passwords.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { authTokens, districts, users } from '../../db/schema/index.ts';
import {
  badRequest,
  conflict,
  forbidden,
  isUniqueViolation,
  notFound,
  unauthorized,
} from '../../lib/http-errors.ts';

export const DEMO_ADMIN_EMAIL = 'demo@fivestar.demo';
const INVITE_DAYS = 7;

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
    inDistrictView: id.inDistrictView,
    isDemo: id.isDemo,
  };
}

function refuseCommon(password: string) {
  if (isCommonPassword(password)) throw badRequest(MESSAGES.commonPassword);
}

/** Creates a one-time link token (invitation or password set) and returns the token itself. */
export async function issueAuthToken(
  db: Db,
  userId: string,
  purpose: 'invite' | 'password',
): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + INVITE_DAYS * 86400_000),
  });
  return token;
}

export function createAuthService(db: Db) {
  return {
    /** Self-registration: the account belongs to no district until a provider admin grants access. */
    async register(input: { email: string; password: string; firstName: string; lastName: string }) {
      refuseCommon(input.password);
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

    async login(email: string, password: string): Promise<string> {
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) {
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      return user.id;
    },

    async demoAdminId(): Promise<string> {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, DEMO_ADMIN_EMAIL), eq(users.isDemo, true)));
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

    /** Sets the password of an invited (or password-reset) account; the link works once. */
    async acceptInvite(token: string, password: string): Promise<string> {
      refuseCommon(password);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(authTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(authTokens.tokenHash, hashToken(token)),
              isNull(authTokens.usedAt),
              gt(authTokens.expiresAt, new Date()),
            ),
          )
          .returning({ userId: authTokens.userId });
        if (!used) throw notFound('This invitation link is not valid or has expired.');
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, used.userId));
        return used.userId;
      });
    },

    /** A provider admin enters a district's view; nobody else may (spec 4). */
    async checkViewSwitch(id: Identity, districtId: string | null): Promise<void> {
      if (id.accountRole !== 'provider_admin') {
        throw forbidden('Only Five Star administrators can switch views.');
      }
      if (districtId) {
        const [d] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId));
        if (!d) throw notFound('District not found.');
      }
    },
  };
}
