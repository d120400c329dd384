import { ROLE_LABELS } from '@domain/roles';
import { DISTRICT_ROLES } from '@domain/users';
import { i18n } from '@/lib/i18n';
import { optionsOf } from '@/ui/select';

/** The roles a district's people can have, as the Manage Permissions screen names them. */
export const ROLE_OPTIONS = optionsOf(DISTRICT_ROLES, ROLE_LABELS);

/** What each role may do, under the role select. */
export const ROLE_HINT = i18n.t('users:roleHint');
