import { Link } from 'react-router';
import { useAccess } from '@/features/auth';

export const PROFILE_PATH = '/district-profile';

/** A link to the District profile, where every tier's administrators keep what features need. */
export function ProfileLink({ children = 'District profile' }: { children?: string }) {
  return (
    <Link to={PROFILE_PATH} className="font-medium text-fg underline underline-offset-2 hover:no-underline">
      {children}
    </Link>
  );
}

/**
 * What a screen misses and where it is set: "No sites yet — add one in District profile" (a link
 * for those who keep the profile; others are told whom to ask).
 */
export function MissingInProfile({ missing, todo }: { missing: string; todo: string }) {
  const canKeep = useAccess('profile', 'admin').ok;
  return (
    <span>
      {missing} —{' '}
      {canKeep ? (
        <>
          {todo} in <ProfileLink />.
        </>
      ) : (
        'a district administrator sets it in the District profile.'
      )}
    </span>
  );
}
