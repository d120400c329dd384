import type { ImportUsersReport, ManagedUser } from '@domain/users';

/** What an administrator may do to one row of User Management. */
export type UserAction =
  | 'resend'
  | 'revoke'
  | 'changeRole'
  | 'deactivate'
  | 'reactivate'
  | 'resetLink'
  | 'signInLink';

/**
 * The actions a row offers (see docs/product.md#user-management). Invitations are resent or revoked;
 * accounts change role, are deactivated or reactivated, and get a reset link while active (and,
 * from a Five Star administrator, a sign-in link that is mailed to nobody).
 * Nobody changes their own role or deactivates themselves (the server refuses it too); the last
 * administrator is the server's call (409 with its reason).
 */
export function userActions(
  user: Pick<ManagedUser, 'id' | 'status'>,
  selfId: string,
  fiveStar = false,
): UserAction[] {
  const self = user.id === selfId;
  if (user.status === 'invited') return ['resend', 'revoke', 'changeRole'];
  if (user.status === 'deactivated') return self ? [] : ['reactivate'];
  const links: UserAction[] = fiveStar ? ['resetLink', 'signInLink'] : ['resetLink'];
  return self ? links : ['changeRole', ...links, 'deactivate'];
}

/** Whether an invitation's link no longer works (time to resend it). */
export function invitationExpired(
  user: Pick<ManagedUser, 'status' | 'invitationExpiresAt'>,
  now: Date,
): boolean {
  return (
    user.status === 'invited' &&
    user.invitationExpiresAt !== null &&
    new Date(user.invitationExpiresAt).getTime() <= now.getTime()
  );
}

/**
 * How many rows of a checked file would be invited: every row but the refused ones (a file
 * without rows is refused as a whole, on its header row).
 */
export const invitableRows = (report: Pick<ImportUsersReport, 'total' | 'rejected'>) =>
  Math.max(0, report.total - report.rejected.filter((r) => r.row > 1).length);
