import type { ManagedUser } from '@domain/users';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import type { DataColumn } from '@/ui/data-list';
import { RoleBadge, UserStatusBadge } from './user-badges';
import { type UserRowActions, UserRowMenu } from './user-row-menu';
import { UserSignIn } from './user-sign-in';

/** "Nia Tech (you)" */
function NameText({ user, selfId }: { user: ManagedUser; selfId: string }) {
  const { t } = useTranslation('users');
  return (
    <>
      {user.name || user.email}
      {user.id === selfId && <span className="font-normal text-subtle-fg">{t('rows.you')}</span>}
    </>
  );
}

/** The district's accounts as table columns (for `DataList`), with each one's actions. */
export const userColumns = (actions: UserRowActions): DataColumn<ManagedUser>[] => [
  {
    header: i18n.t('users:rows.name'),
    className: 'w-[18%] font-medium',
    cell: (u) => (
      <span className="block truncate" title={u.name}>
        <NameText user={u} selfId={actions.selfId} />
      </span>
    ),
  },
  {
    header: i18n.t('users:rows.email'),
    className: 'w-[24%] text-muted-fg',
    cell: (u) => (
      <span className="block truncate" title={u.email}>
        {u.email}
      </span>
    ),
  },
  { header: i18n.t('users:rows.role'), className: 'w-44', cell: (u) => <RoleBadge role={u.role} /> },
  {
    header: i18n.t('users:rows.department'),
    className: 'text-muted-fg',
    cell: (u) => (
      <span className="block truncate" title={u.department ?? undefined}>
        {u.department ?? <span className="text-subtle-fg">—</span>}
      </span>
    ),
  },
  {
    header: i18n.t('users:rows.status'),
    className: 'w-32',
    cell: (u) => <UserStatusBadge status={u.status} />,
  },
  {
    header: i18n.t('users:rows.lastSignIn'),
    className: 'w-40',
    cell: (u) => (
      <span className="text-[13px]">
        <UserSignIn user={u} />
      </span>
    ),
  },
  {
    header: i18n.t('users:rows.actions'),
    hideHeader: true,
    className: 'w-14 pl-0',
    cell: (u) => <UserRowMenu user={u} {...actions} />,
  },
];

/** One person on a phone: name, email, status and actions, then role, department and last sign-in. */
export const userCard = (actions: UserRowActions) => (u: ManagedUser) => (
  <div className="flex flex-col gap-2">
    <div className="flex items-start justify-between gap-2">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-fg" title={u.name}>
          <NameText user={u} selfId={actions.selfId} />
        </p>
        <p className="truncate text-xs text-muted-fg" title={u.email}>
          {u.email}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <UserStatusBadge status={u.status} />
        <UserRowMenu user={u} {...actions} />
      </div>
    </div>
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs">
      <dt className="text-subtle-fg">{i18n.t('users:rows.role')}</dt>
      <dd className="justify-self-end">
        <RoleBadge role={u.role} />
      </dd>
      <dt className="text-subtle-fg">{i18n.t('users:rows.department')}</dt>
      <dd className="min-w-0 truncate text-right text-fg" title={u.department ?? '—'}>
        {u.department ?? '—'}
      </dd>
      <dt className="text-subtle-fg">{i18n.t('users:rows.lastSignIn')}</dt>
      <dd className="text-right">
        <UserSignIn user={u} />
      </dd>
    </dl>
  </div>
);
