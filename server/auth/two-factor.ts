import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { TWO_FACTOR } from '../../domain/account.ts';
import { open, seal } from '../crypto/seal.ts';
import type { Db } from '../db/client.ts';
import { recoveryCodes, users } from '../db/schema/index.ts';

const hashCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('base64url');

/** "7kq2-m9xd-3wpa": easy to read aloud and type, 60 bits. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((c) => c.join('')).join('-');
}

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238, via `otpauth`) and ten single-use
 * recovery codes. The secret is sealed with the master key, bound to its user.
 */
export function createTwoFactor(db: Db, key: Buffer) {
  const context = (userId: string) => `totp:${userId}`;
  const totpOf = (secret: string, label: string) =>
    new OTPAuth.TOTP({
      issuer: TWO_FACTOR.issuer,
      label,
      algorithm: 'SHA1',
      digits: TWO_FACTOR.digits,
      period: TWO_FACTOR.periodSeconds,
      secret: OTPAuth.Secret.fromBase32(secret),
    });
  /** The time step a code belongs to (the current one, or one either side), or null. */
  const stepOf = (secret: string, code: string): number | null => {
    if (!/^\d{6}$/.test(code.trim())) return null;
    const delta = totpOf(secret, 'x').validate({ token: code.trim(), window: 1 });
    return delta === null ? null : Math.floor(Date.now() / 1000 / TWO_FACTOR.periodSeconds) + delta;
  };

  async function userRow(userId: string) {
    const [u] = await db
      .select({ email: users.email, secret: users.totpSecret, pending: users.totpPendingSecret })
      .from(users)
      .where(eq(users.id, userId));
    return u;
  }

  return {
    async enabled(userId: string): Promise<boolean> {
      return !!(await userRow(userId))?.secret;
    },

    /** A new secret to scan, kept aside until its first code is confirmed. */
    async beginSetup(userId: string): Promise<{ secret: string; otpauthUrl: string }> {
      const u = await userRow(userId);
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      await db
        .update(users)
        .set({ totpPendingSecret: seal(key, secret, context(userId)) })
        .where(eq(users.id, userId));
      return { secret, otpauthUrl: totpOf(secret, u?.email ?? 'account').toString() };
    },

    /** Turns two-factor sign-in on with a code of the new secret; answers the recovery codes (shown once). */
    async confirmSetup(userId: string, code: string): Promise<string[] | null> {
      const u = await userRow(userId);
      if (!u?.pending) return null;
      const step = stepOf(open(key, u.pending, context(userId)), code);
      if (step === null) return null;
      const codes = Array.from({ length: TWO_FACTOR.recoveryCodes }, newRecoveryCode);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecret: u.pending, totpPendingSecret: null, totpLastStep: null })
          .where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashCode(c) })));
      });
      return codes;
    },

    /** Whether a code signs the user in: the app's current code, or an unused recovery code (then spent). */
    async verify(userId: string, code: string): Promise<boolean> {
      const u = await userRow(userId);
      if (!u?.secret) return false;
      const step = stepOf(open(key, u.secret, context(userId)), code);
      if (step !== null) {
        // Accepted once: a code seen (or one of an earlier step) cannot sign in again.
        const [fresh] = await db
          .update(users)
          .set({ totpLastStep: step })
          .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
          .returning({ id: users.id });
        return !!fresh;
      }
      const [spent] = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, hashCode(code)),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ userId: recoveryCodes.userId });
      return !!spent;
    },

    async disable(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
          .where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },
  };
}
