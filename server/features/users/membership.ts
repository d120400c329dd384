import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Who belongs where: for features that assign work or things to people. */
export function createMembership(db: Db) {
  const find = async (userId: string) =>
    (
      await db
        .select({ districtId: users.districtId, role: users.role, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, userId))
    )[0];
  return {
    /**
     * True when the user may be given the district's work: an active member of its staff (a
     * requester is not), or Five Star staff if allowed.
     */
    async belongsTo(userId: string, districtId: string, allowProvider = false): Promise<boolean> {
      const u = await find(userId);
      if (!u?.isActive || u.role === 'requester') return false;
      return u.districtId === districtId || (allowProvider && u.districtId === null && u.role !== 'viewer');
    },

    /** True when the user is an active person of the district, staff or requester (a device's holder). */
    async isMember(userId: string, districtId: string): Promise<boolean> {
      const u = await find(userId);
      return u?.isActive === true && u.districtId === districtId;
    },
  };
}
