import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { open, seal } from '../../crypto/seal.ts';
import type { Db } from '../../db/client.ts';
import { vaultDistrictKeys } from '../../db/schema/index.ts';

/** What a district's data key is sealed with the master key to: only that district's row opens it. */
export const districtKeyContext = (districtId: string) => `vault-district-key:${districtId}`;

/** What a secret is sealed to: its district, its entry and its field (moved anywhere else, it does not open). */
export const secretContext = (districtId: string, entryId: string, field: string) =>
  `vault:${districtId}:${entryId}:${field}`;

/** A district's keys: the data key that seals its secrets, and the key of its password fingerprints. */
export interface DistrictKeys {
  dataKey: Buffer;
  fingerprintKey: Buffer;
}

/**
 * Each district's data key, made at its first use and stored only wrapped by the master key. The
 * unwrapped keys are kept in memory (a rotation re-wraps them but never changes them).
 */
export function createVaultKeys(db: Db, masterKey: Buffer) {
  const cache = new Map<string, DistrictKeys>();

  const derive = (dataKey: Buffer): DistrictKeys => ({
    dataKey,
    fingerprintKey: Buffer.from(
      hkdfSync('sha256', dataKey, Buffer.alloc(0), 'vault password fingerprint', 32),
    ),
  });

  async function keysOf(districtId: string): Promise<DistrictKeys> {
    const known = cache.get(districtId);
    if (known) return known;
    // Two first uses at once: one insert wins and both read the winner.
    await db
      .insert(vaultDistrictKeys)
      .values({
        districtId,
        wrappedKey: seal(masterKey, randomBytes(32).toString('base64'), districtKeyContext(districtId)),
      })
      .onConflictDoNothing();
    const [row] = await db
      .select({ wrappedKey: vaultDistrictKeys.wrappedKey })
      .from(vaultDistrictKeys)
      .where(eq(vaultDistrictKeys.districtId, districtId));
    const keys = derive(
      Buffer.from(open(masterKey, row!.wrappedKey, districtKeyContext(districtId)), 'base64'),
    );
    cache.set(districtId, keys);
    return keys;
  }

  return {
    keysOf,
    /** The keyed hash that finds a reused password without decrypting any. */
    fingerprint: (keys: DistrictKeys, password: string) =>
      createHmac('sha256', keys.fingerprintKey).update(password, 'utf8').digest('base64url'),
  };
}
export type VaultKeys = ReturnType<typeof createVaultKeys>;
