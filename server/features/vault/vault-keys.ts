import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { open, seal } from '../../crypto/seal.ts';
import type { Db, Tx } from '../../db/client.ts';
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

/** The keys of one data key: itself, and the key of its password fingerprints derived from it. */
export const deriveKeys = (dataKey: Buffer): DistrictKeys => ({
  dataKey,
  fingerprintKey: Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'vault password fingerprint', 32)),
});

/** The keyed hash that finds a reused password without decrypting any. */
export const fingerprintOf = (keys: DistrictKeys, password: string) =>
  createHmac('sha256', keys.fingerprintKey).update(password, 'utf8').digest('base64url');

/** A new data key, wrapped by the master key for its district's row. */
export const wrapNewDataKey = (masterKey: Buffer, districtId: string) => {
  const dataKey = randomBytes(32);
  return { dataKey, wrappedKey: seal(masterKey, dataKey.toString('base64'), districtKeyContext(districtId)) };
};

/**
 * Each district's data key, made at its first use and stored only wrapped by the master key. The
 * wrapped key is read at each use (the unwrapped one is kept in memory for as long as it stays the
 * same), so a district's key rotated by `npm run vault:rotate-key -- --district` is seen at once
 * by every server. Given the caller's transaction, the read holds the key until it commits: a
 * rotation waits for it, or it waits for the rotation, and never seals under a retired key.
 */
export function createVaultKeys(db: Db, masterKey: Buffer) {
  const cache = new Map<string, { wrappedKey: string; keys: DistrictKeys }>();

  async function keysOf(districtId: string, runner: Db | Tx = db): Promise<DistrictKeys> {
    const read = () =>
      runner
        .select({ wrappedKey: vaultDistrictKeys.wrappedKey })
        .from(vaultDistrictKeys)
        .where(eq(vaultDistrictKeys.districtId, districtId))
        .for('share');
    let [row] = await read();
    if (!row) {
      // Two first uses at once: one insert wins and both read the winner.
      await runner
        .insert(vaultDistrictKeys)
        .values({ districtId, wrappedKey: wrapNewDataKey(masterKey, districtId).wrappedKey })
        .onConflictDoNothing();
      [row] = await read();
    }
    const known = cache.get(districtId);
    if (known?.wrappedKey === row!.wrappedKey) return known.keys;
    const keys = deriveKeys(
      Buffer.from(open(masterKey, row!.wrappedKey, districtKeyContext(districtId)), 'base64'),
    );
    cache.set(districtId, { wrappedKey: row!.wrappedKey, keys });
    return keys;
  }

  return {
    keysOf,
    /** The keyed hash that finds a reused password without decrypting any. */
    fingerprint: fingerprintOf,
  };
}
export type VaultKeys = ReturnType<typeof createVaultKeys>;
