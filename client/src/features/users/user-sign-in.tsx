import type { ManagedUser } from '@domain/users';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative } from '@/lib/format';
import { invitationExpired } from './user-rules';

/**
 * The last sign-in ("3 days ago", "Never"); for an invitation, when its link stops working, or
 * that it already has.
 */
export function UserSignIn({ user, now = new Date() }: { user: ManagedUser; now?: Date }) {
  const { t } = useTranslation('users');
  if (user.status === 'invited') {
    if (invitationExpired(user, now))
      return <span className="text-tone-orange-fg">{t('signIn.linkExpired')}</span>;
    if (user.invitationExpiresAt)
      return (
        <span className="text-muted-fg" title={formatDateTime(user.invitationExpiresAt)}>
          {t('signIn.expires', { when: formatRelative(user.invitationExpiresAt, now) })}
        </span>
      );
    return <span className="text-muted-fg">{t('signIn.notYet')}</span>;
  }
  if (!user.lastSignInAt) return <span className="text-subtle-fg">{t('signIn.never')}</span>;
  return (
    <time dateTime={user.lastSignInAt} title={formatDateTime(user.lastSignInAt)} className="text-muted-fg">
      {formatRelative(user.lastSignInAt, now)}
    </time>
  );
}
