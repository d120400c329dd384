import { ROLE_LABELS, type Role } from '@domain/roles';
import { useTranslation } from 'react-i18next';

/**
 * A role as the shell names it: a requester's in their language (docs/product.md#spanish), the
 * staff roles as the staff screens say them.
 */
export function useRoleLabel(role: Role): string {
  const { t } = useTranslation('shell');
  return role === 'requester' ? t('role.requester') : ROLE_LABELS[role];
}
