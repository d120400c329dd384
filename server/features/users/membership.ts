import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Who belongs where: for features that assign work to people. */
export function createMembership(db: Db) {
  return {
    /** True when the user is an active member of the district (or Five Star staff, if allowed). */
    async belongsTo(userId: string, districtId: string, allowProvider = false): Promise<boolean> {
      const [u] = await db
        .select({ districtId: users.districtId, role: users.role, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, userId));
      if (!u?.isActive) return false;
      return u.districtId === districtId || (allowProvider && u.districtId === null && u.role !== 'viewer');
    },
  };
}
