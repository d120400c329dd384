import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '@/features/auth';

export const PROFILE_PATH = '/district-profile';

/** A link to the District profile, where every tier's administrators keep what features need. */
export function ProfileLink({ children }: { children?: string }) {
  const { t } = useTranslation('settings');
  return (
    <Link to={PROFILE_PATH} className="font-medium text-fg underline underline-offset-2 hover:no-underline">
      {children ?? t('profileLink.label')}
    </Link>
  );
}

/**
 * What a screen misses and where it is set: "No sites yet — add one in District profile" (a link
 * for those who keep the profile; others are told whom to ask).
 */
export function MissingInProfile({ missing, todo }: { missing: string; todo: string }) {
  const { t } = useTranslation('settings');
  const canKeep = useAccess('profile', 'admin').ok;
  return (
    <span>
      {missing} —{' '}
      {canKeep ? (
        <>
          {todo}
          {t('profileLink.in')}
          <ProfileLink />.
        </>
      ) : (
        t('profileLink.askAdmin')
      )}
    </span>
  );
}
