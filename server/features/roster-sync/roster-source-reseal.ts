import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rosterSources } from '../../db/schema/index.ts';
import { rosterCredentialContext } from './roster-source.service.ts';

/** Re-seals a district's roster source credential (its data key's rotation, in its transaction); answers how many. */
export async function resealRosterCredentials(
  tx: Tx,
  districtId: string,
  reseal: (sealed: string, context: string) => string,
): Promise<number> {
  const rows = await tx
    .select({ sealed: rosterSources.credentialSealed })
    .from(rosterSources)
    .where(and(eq(rosterSources.districtId, districtId), isNotNull(rosterSources.credentialSealed)))
    .for('update');
  for (const row of rows)
    await tx
      .update(rosterSources)
      .set({ credentialSealed: reseal(row.sealed!, rosterCredentialContext(districtId)) })
      .where(eq(rosterSources.districtId, districtId));
  return rows.length;
}
