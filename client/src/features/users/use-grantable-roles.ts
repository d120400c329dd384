import { ROLE_LABELS } from '@domain/roles';
import { DISTRICT_ROLES, STAFF_ROLES } from '@domain/users';
import { useAccess } from '@/features/auth';
import { optionsOf } from '@/ui/select';

/**
 * The roles the current user may give (inviting, or giving a waiting account access): staff roles
 * on every tier; an administrator's only with User Management (FS Apex) or as Five Star.
 */
export function useGrantableRoles() {
  const all = useAccess('users', 'admin').ok;
  return optionsOf(all ? DISTRICT_ROLES : STAFF_ROLES, ROLE_LABELS);
}
