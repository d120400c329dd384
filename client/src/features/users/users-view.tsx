import type { ManagedUser } from '@domain/users';
import { Download, Upload, UserPlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { DataList } from '@/ui/data-list';
import { FilterBar } from '@/ui/filter-bar';
import { PageHeader } from '@/ui/page-header';
import { ChangeRoleDialog } from './change-role-dialog';
import { exportUsers } from './export-users';
import { ImportUsersDialog } from './import-users-dialog';
import { InviteUserDialog } from './invite-user-dialog';
import { LinkDialog, type ProducedLink } from './link-dialog';
import { useResendInvitation, useRevokeInvitation } from './use-invitation-actions';
import { useResetLink } from './use-reset-link';
import { useSignInLink } from './use-sign-in-link';
import { useUpdateUser } from './use-update-user';
import { useUsers } from './use-users';
import { type PendingConfirm, UserConfirmDialog } from './user-confirm-dialog';
import { USER_FILTER_CONTROLS, useUserFilter } from './user-filters';
import type { UserFilter } from './user-keys';
import type { UserActionHandlers, UserRowActions } from './user-row-menu';
import { userCard, userColumns } from './user-rows';
import { USERS_DESCRIPTION, USERS_TITLE, UsersBreadcrumb } from './users-header';

const nameOf = (u: ManagedUser) => u.name || u.email;

/** "12 people", "1 person matches". */
function countText(count: number, filtered: boolean): string {
  const n = formatNumber(count);
  return filtered ? i18n.t('users:view.countMatch', { count, n }) : i18n.t('users:view.count', { count, n });
}

/**
 * User Management of one district (see docs/product.md#user-management): the accounts and invitations with
 * search and filters, and every action on them. Only administrators reach it (domain/access.ts).
 */
export function UsersView({ districtId }: { districtId: string }) {
  const me = useCurrentUser();
  const { t } = useTranslation('users');
  const filter = useUserFilter();
  const { q, role, status } = filter.applied;
  const apiFilter = useMemo<UserFilter>(() => ({ q: q.trim(), role, status }), [q, role, status]);
  const list = useUsers(districtId, apiFilter);
  const rows = list.data ?? [];
  const filtered = filter.filtered;

  const [inviteOpen, setInviteOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [changing, setChanging] = useState<ManagedUser | null>(null);
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);
  const [link, setLink] = useState<ProducedLink | null>(null);
  const update = useUpdateUser(districtId);
  const resend = useResendInvitation(districtId);
  const revoke = useRevokeInvitation(districtId);
  const reset = useResetLink();
  const signInLink = useSignInLink();

  const on: UserActionHandlers = {
    resend: (user) =>
      resend.mutate(user, {
        onSuccess: (a) =>
          setLink({
            kind: 'invitation',
            name: nameOf(user),
            email: a.invitation.email,
            url: a.inviteUrl,
            expiresAt: a.invitation.expiresAt,
          }),
      }),
    revoke: (user) => setConfirm({ kind: 'revoke', user }),
    changeRole: setChanging,
    deactivate: (user) => setConfirm({ kind: 'deactivate', user }),
    reactivate: (user) => setConfirm({ kind: 'reactivate', user }),
    resetLink: (user) =>
      reset.mutate(user, {
        onSuccess: (a) =>
          setLink({
            kind: 'reset',
            name: nameOf(user),
            email: user.email,
            url: a.resetUrl,
            expiresAt: a.expiresAt,
          }),
      }),
    signInLink: (user) =>
      signInLink.mutate(user, {
        onSuccess: (a) =>
          setLink({
            kind: 'signIn',
            name: nameOf(user),
            email: user.email,
            url: a.url,
            expiresAt: a.expiresAt,
          }),
      }),
  };

  function confirmed(pending: PendingConfirm) {
    const close = () => setConfirm(null);
    const keep = (err: unknown) => setConfirm({ ...pending, error: errorMessage(err) });
    if (pending.kind === 'revoke') revoke.mutate(pending.user, { onSuccess: close, onError: keep });
    else
      update.mutate(
        { id: pending.user.id, changes: { isActive: pending.kind === 'reactivate' } },
        { onSuccess: close, onError: keep },
      );
  }

  const rowActions: UserRowActions = { selfId: me.id, fiveStar: me.accountRole === 'provider_admin', on };
  const inviteButton = (
    <Button onClick={() => setInviteOpen(true)}>
      <UserPlus /> {t('view.invite')}
    </Button>
  );
  const importButton = (
    <Button variant="secondary" onClick={() => setImportOpen(true)}>
      <Upload /> {t('view.importCsv')}
    </Button>
  );

  return (
    <>
      <PageHeader
        eyebrow={<UsersBreadcrumb />}
        title={USERS_TITLE}
        description={USERS_DESCRIPTION}
        actions={
          <>
            {importButton}
            <Button variant="secondary" disabled={rows.length === 0} onClick={() => exportUsers(rows)}>
              <Download /> {t('view.export')}
            </Button>
            {inviteButton}
          </>
        }
      />

      <div className="flex flex-col gap-4">
        <FilterBar filter={filter} controls={USER_FILTER_CONTROLS} className="mb-0" />
        <Card className="overflow-hidden">
          <DataList
            query={list}
            rows={rows}
            rowKey={(u) => u.id}
            columns={userColumns(rowActions)}
            card={userCard(rowActions)}
            label={t('view.label')}
            caption={t('view.caption')}
            tableFrom="lg"
            tableClassName="table-fixed min-w-[67rem]"
            loading={t('view.loading')}
            failed={t('view.failed')}
            empty={{
              icon: Users,
              title: t('view.emptyTitle'),
              description: t('view.emptyDescription'),
              action: (
                <div className="flex gap-2">
                  {importButton}
                  {inviteButton}
                </div>
              ),
            }}
            noMatch={{
              title: t('view.noMatchTitle'),
              description: t('view.noMatchDescription'),
            }}
            filtered={filtered}
            footer={
              <p aria-live="polite" className="border-t border-border px-4 py-2.5 text-xs text-muted-fg">
                {countText(rows.length, filtered)}
              </p>
            }
          />
        </Card>
      </div>

      <InviteUserDialog districtId={districtId} open={inviteOpen} onOpenChange={setInviteOpen} />
      <ImportUsersDialog districtId={districtId} open={importOpen} onOpenChange={setImportOpen} />
      <ChangeRoleDialog districtId={districtId} user={changing} onClose={() => setChanging(null)} />
      <UserConfirmDialog
        pending={confirm}
        loading={update.isPending || revoke.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={confirmed}
      />
      <LinkDialog link={link} onClose={() => setLink(null)} />
    </>
  );
}
