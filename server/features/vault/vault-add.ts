import { randomUUID } from 'node:crypto';
import type { CreateVaultEntry } from '../../../domain/vault.ts';
import type { Db } from '../../db/client.ts';
import { vaultEntries } from '../../db/schema/index.ts';
import { storedEntry } from './vault.service.ts';
import { createVaultKeys } from './vault-keys.ts';
import { measureStrength } from './vault-strength.ts';

/**
 * Adds entries to a district's vault outside a request (the demo's first start): each sealed and
 * fingerprinted as Add Password does, under the district's data key (made at its first use).
 */
export async function addVaultEntries(
  db: Db,
  masterKey: Buffer,
  districtId: string,
  createdById: string,
  entries: CreateVaultEntry[],
): Promise<string[]> {
  const keys = createVaultKeys(db, masterKey);
  const strengths = await Promise.all(entries.map((e) => measureStrength(e.password)));
  return db.transaction(async (tx) => {
    const k = await keys.keysOf(districtId, tx);
    const rows = entries.map((e, i) =>
      storedEntry(
        keys,
        k,
        { id: randomUUID(), districtId, createdById, strength: strengths[i]!, expiryDate: e.expiryDate },
        e,
      ),
    );
    if (rows.length) await tx.insert(vaultEntries).values(rows);
    return rows.map((r) => r.id!);
  });
}
