import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { UserSummary } from '../../../domain/users.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export function createUsersService(db: Db) {
  return {
    /** The people of one district, optionally with Five Star's administrators and technicians. */
    async list(districtId: string, includeProvider: boolean): Promise<UserSummary[]> {
      const ofDistrict = eq(users.districtId, districtId);
      const provider = and(isNull(users.districtId), inArray(users.role, ['provider_admin', 'technician']));
      const rows = await db
        .select()
        .from(users)
        .where(includeProvider ? or(ofDistrict, provider) : ofDistrict)
        .orderBy(asc(users.firstName), asc(users.lastName));
      return rows.map((u) => ({
        id: u.id,
        name: `${u.firstName} ${u.lastName}`.trim(),
        email: u.email,
        role: u.role,
        districtId: u.districtId,
      }));
    },

    /** True when the user belongs to the district (or is Five Star staff, if allowed). */
    async belongsTo(userId: string, districtId: string, allowProvider = false): Promise<boolean> {
      const [u] = await db
        .select({ districtId: users.districtId, role: users.role })
        .from(users)
        .where(eq(users.id, userId));
      if (!u) return false;
      return u.districtId === districtId || (allowProvider && u.districtId === null && u.role !== 'viewer');
    },
  };
}
