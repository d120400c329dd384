import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { warrantyLookups } from '../../db/schema/index.ts';
import { warrantyCredentialContext } from './warranty.service.ts';

/** Re-seals a district's warranty look-up credentials (its data key's rotation, in its transaction); answers how many. */
export async function resealWarrantyCredentials(
  tx: Tx,
  districtId: string,
  reseal: (sealed: string, context: string) => string,
): Promise<number> {
  const rows = await tx
    .select({ sealed: warrantyLookups.credentialsSealed })
    .from(warrantyLookups)
    .where(and(eq(warrantyLookups.districtId, districtId), isNotNull(warrantyLookups.credentialsSealed)))
    .for('update');
  for (const row of rows)
    await tx
      .update(warrantyLookups)
      .set({ credentialsSealed: reseal(row.sealed!, warrantyCredentialContext(districtId)) })
      .where(eq(warrantyLookups.districtId, districtId));
  return rows.length;
}
