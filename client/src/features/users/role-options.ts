import { ROLE_LABELS } from '@domain/roles';
import { DISTRICT_ROLES } from '@domain/users';
import { optionsOf } from '@/ui/select';

/** The roles a district's people can have, as the Manage Permissions screen names them. */
export const ROLE_OPTIONS = optionsOf(DISTRICT_ROLES, ROLE_LABELS);

/** What each role may do, under the role select. */
export const ROLE_HINT =
  'Administrators manage users and settings; technicians work tickets, assets and visits; view only reads; Staff & Students use the help portal only (Sparky, their own tickets and devices).';
