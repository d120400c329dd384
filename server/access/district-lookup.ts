import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { districts } from '../db/schema/index.ts';

const KEEP_MS = 60_000;

/**
 * Whether a district exists, for the guard's check of a district a provider admin names. Known
 * districts are remembered for a minute (a district is never deleted while in use); unknown ids
 * are asked every time, so a district just created is found at once.
 */
export function createDistrictLookup(db: Db) {
  const known = new Map<string, number>();
  return async function districtExists(id: string): Promise<boolean> {
    const until = known.get(id);
    if (until && until > Date.now()) return true;
    const [row] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, id));
    if (!row) return false;
    if (known.size > 10_000) known.clear();
    known.set(id, Date.now() + KEEP_MS);
    return true;
  };
}
