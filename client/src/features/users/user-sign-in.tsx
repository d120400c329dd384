import type { ManagedUser } from '@domain/users';
import { formatDateTime, formatRelative } from '@/lib/format';
import { invitationExpired } from './user-rules';

/**
 * The last sign-in ("3 days ago", "Never"); for an invitation, when its link stops working, or
 * that it already has.
 */
export function UserSignIn({ user, now = new Date() }: { user: ManagedUser; now?: Date }) {
  if (user.status === 'invited') {
    if (invitationExpired(user, now)) return <span className="text-tone-orange-fg">Link expired</span>;
    if (user.invitationExpiresAt)
      return (
        <span className="text-muted-fg" title={formatDateTime(user.invitationExpiresAt)}>
          Expires {formatRelative(user.invitationExpiresAt, now)}
        </span>
      );
    return <span className="text-muted-fg">Not signed in yet</span>;
  }
  if (!user.lastSignInAt) return <span className="text-subtle-fg">Never</span>;
  return (
    <time dateTime={user.lastSignInAt} title={formatDateTime(user.lastSignInAt)} className="text-muted-fg">
      {formatRelative(user.lastSignInAt, now)}
    </time>
  );
}
