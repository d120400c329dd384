import { eq, isNotNull, or } from 'drizzle-orm';
import { open, seal } from '../../crypto/seal.ts';
import type { Db } from '../../db/client.ts';
import { users, vaultDistrictKeys } from '../../db/schema/index.ts';
import { districtKeyContext } from './vault-keys.ts';

/** Two-factor secrets are sealed with the master key too (server/auth/two-factor.ts): same context. */
const totpContext = (userId: string) => `totp:${userId}`;

/**
 * Re-wraps every district's data key, and re-seals every two-factor secret, from `oldKey` to
 * `newKey` in one transaction: all or nothing. Secrets sealed by the district keys are untouched
 * (their keys do not change), and nothing opened here is written anywhere but the database.
 */
export async function rotateMasterKey(
  db: Db,
  oldKey: Buffer,
  newKey: Buffer,
): Promise<{ districtKeys: number; twoFactorSecrets: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(vaultDistrictKeys).for('update');
    for (const row of rows) {
      const context = districtKeyContext(row.districtId);
      await tx
        .update(vaultDistrictKeys)
        .set({
          wrappedKey: seal(newKey, open(oldKey, row.wrappedKey, context), context),
          rotatedAt: new Date(),
        })
        .where(eq(vaultDistrictKeys.districtId, row.districtId));
    }
    const people = await tx
      .select({ id: users.id, secret: users.totpSecret, pending: users.totpPendingSecret })
      .from(users)
      .where(or(isNotNull(users.totpSecret), isNotNull(users.totpPendingSecret)))
      .for('update');
    const reseal = (value: string | null, userId: string) =>
      value === null ? null : seal(newKey, open(oldKey, value, totpContext(userId)), totpContext(userId));
    for (const p of people)
      await tx
        .update(users)
        .set({ totpSecret: reseal(p.secret, p.id), totpPendingSecret: reseal(p.pending, p.id) })
        .where(eq(users.id, p.id));
    return { districtKeys: rows.length, twoFactorSecrets: people.length };
  });
}
