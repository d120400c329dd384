import { sql } from 'drizzle-orm';
import { DEFAULT_FEATURES, featuresOf } from '../../../domain/access.ts';
import { type Mailbox, personName } from '../../../domain/email-intake.ts';
import type { ServiceLevel } from '../../../domain/tiers.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/** The district a channel belongs to, as the intake needs it. */
export interface IntakeDistrict {
  id: string;
  name: string;
  code: string;
  serviceLevel: ServiceLevel;
  features: Record<string, boolean>;
}

/**
 * Who wrote: an active account of the district (or of Five Star, who work in every district), an
 * account the district does not know (another district's, or deactivated), or nobody at all.
 */
export type SenderAccount =
  | { kind: 'account'; user: UserRow; staff: boolean; identity: Identity }
  | { kind: 'unknown' }
  | { kind: 'nobody' };

/** The identity the tickets feature sees for an account writing by email (no session behind it). */
export function identityOf(user: UserRow, district: IntakeDistrict): Identity {
  const base = {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isDemo: user.isDemo,
    accountRole: user.role,
    role: user.role,
    maintenance: null,
    inDistrictView: false,
    sessionHash: '',
  };
  if (user.role === 'provider_admin' && user.districtId === null)
    return {
      ...base,
      districtId: null,
      districtName: null,
      serviceLevel: 'apex',
      features: DEFAULT_FEATURES,
    };
  return {
    ...base,
    districtId: district.id,
    districtName: district.name,
    serviceLevel: district.serviceLevel,
    features: featuresOf(district.features),
  };
}

/** Staff who may answer any ticket of the district by email: its administrators and technicians, and Five Star. */
const isStaff = (user: UserRow) =>
  user.role === 'provider_admin' || user.role === 'district_admin' || user.role === 'technician';

export async function findSender(db: Db, district: IntakeDistrict, address: string): Promise<SenderAccount> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${address.toLowerCase()}`);
  if (!user) return { kind: 'nobody' };
  const ours =
    user.districtId === district.id || (user.role === 'provider_admin' && user.districtId === null);
  if (!user.isActive || !ours) return { kind: 'unknown' };
  return { kind: 'account', user, staff: isStaff(user), identity: identityOf(user, district) };
}

/**
 * A requester of the district made from the sender's address (their domain is one of the
 * district's requester domains): no password; they choose one with the password-reset link
 * when they want to sign in. Two messages at once make one account.
 */
export async function createRequester(
  db: Db,
  district: IntakeDistrict,
  sender: Mailbox,
): Promise<SenderAccount & { kind: 'account' }> {
  const { firstName, lastName } = personName(sender);
  await db
    .insert(users)
    .values({ email: sender.address, firstName, lastName, role: 'requester', districtId: district.id })
    .onConflictDoNothing();
  const found = await findSender(db, district, sender.address);
  if (found.kind !== 'account') throw new Error('the requester made from an email could not be read back');
  return found;
}
