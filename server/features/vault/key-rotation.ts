import { eq, isNotNull, or } from 'drizzle-orm';
import { open, seal } from '../../crypto/seal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog, users, vaultDistrictKeys, vaultEntries } from '../../db/schema/index.ts';
import {
  deriveKeys,
  districtKeyContext,
  fingerprintOf,
  secretContext,
  wrapNewDataKey,
} from './vault-keys.ts';

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

/** Re-seals one kind of a district's secrets in the rotation's transaction; answers how many. */
export type DistrictResealer = (
  tx: Tx,
  districtId: string,
  reseal: (sealed: string, context: string) => string,
) => Promise<number>;

/**
 * Retires a district's data key: makes a new one and re-seals every secret of the district under
 * it (vault entries and their password fingerprints here, other kinds through `others`, e.g. the
 * integrations' credentials), all in one transaction with an audit entry. Null when the district
 * has no data key yet (it has sealed nothing). Servers see the new key at their next use of it.
 */
export async function rotateDistrictKey(
  db: Db,
  masterKey: Buffer,
  district: { id: string; name: string },
  others: Record<string, DistrictResealer>,
  actorLabel: string,
): Promise<Record<string, number> | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(vaultDistrictKeys)
      .where(eq(vaultDistrictKeys.districtId, district.id))
      .for('update');
    if (!row) return null;
    const context = districtKeyContext(district.id);
    const oldKey = Buffer.from(open(masterKey, row.wrappedKey, context), 'base64');
    const fresh = wrapNewDataKey(masterKey, district.id);
    const newKeys = deriveKeys(fresh.dataKey);
    const reseal = (sealed: string, ctx: string) => seal(fresh.dataKey, open(oldKey, sealed, ctx), ctx);

    const entries = await tx
      .select()
      .from(vaultEntries)
      .where(eq(vaultEntries.districtId, district.id))
      .for('update');
    for (const e of entries) {
      const field = (name: string, sealed: string | null) =>
        sealed === null ? null : reseal(sealed, secretContext(district.id, e.id, name));
      const password = open(oldKey, e.passwordSealed, secretContext(district.id, e.id, 'password'));
      await tx
        .update(vaultEntries)
        .set({
          passwordSealed: seal(fresh.dataKey, password, secretContext(district.id, e.id, 'password')),
          twoFactorSealed: field('twoFactorBackup', e.twoFactorSealed),
          notesSealed: field('notes', e.notesSealed),
          passwordFingerprint: fingerprintOf(newKeys, password),
        })
        .where(eq(vaultEntries.id, e.id));
    }
    const counts: Record<string, number> = { vaultEntries: entries.length };
    for (const [kind, resealKind] of Object.entries(others))
      counts[kind] = await resealKind(tx, district.id, reseal);

    await tx
      .update(vaultDistrictKeys)
      .set({ wrappedKey: fresh.wrappedKey, rotatedAt: new Date() })
      .where(eq(vaultDistrictKeys.districtId, district.id));
    await tx.insert(auditLog).values({
      actorLabel,
      districtId: district.id,
      action: 'vault.data-key-rotated',
      target: `Data key of ${district.name}`,
      after: counts,
    });
    return counts;
  });
}
