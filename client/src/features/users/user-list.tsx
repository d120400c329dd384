import type { ManagedUser } from '@domain/users';
import { useMediaQuery } from '@/lib/use-media-query';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/ui/table';
import { RoleBadge, UserStatusBadge } from './user-badges';
import { type UserRowActions, UserRowMenu } from './user-row-menu';
import { UserSignIn } from './user-sign-in';

interface UserListProps extends UserRowActions {
  rows: ManagedUser[];
}

/** "Nia Tech (you)" */
function NameText({ user, selfId }: { user: ManagedUser; selfId: string }) {
  return (
    <>
      {user.name || user.email}
      {user.id === selfId && <span className="font-normal text-subtle-fg"> (you)</span>}
    </>
  );
}

/**
 * The district's accounts: a table on wide screens, one card per person on narrow ones (the page
 * never scrolls sideways).
 */
export function UserList({ rows, ...actions }: UserListProps) {
  const wide = useMediaQuery('(min-width: 1024px)');
  if (!wide) return <UserCards rows={rows} {...actions} />;
  return (
    <Table containerClassName="max-h-[min(720px,calc(100dvh-20rem))]" className="table-fixed">
      <caption className="sr-only">Users of the district, by name</caption>
      <colgroup>
        <col className="w-[18%]" />
        <col className="w-[24%]" />
        <col className="w-44" />
        <col />
        <col className="w-32" />
        <col className="w-40" />
        <col className="w-14" />
      </colgroup>
      <TableHeader>
        <tr>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Department</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Last sign-in</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </tr>
      </TableHeader>
      <TableBody>
        {rows.map((u) => (
          <TableRow key={u.id}>
            <TableCell className="truncate font-medium" title={u.name}>
              <NameText user={u} selfId={actions.selfId} />
            </TableCell>
            <TableCell className="truncate text-muted-fg" title={u.email}>
              {u.email}
            </TableCell>
            <TableCell>
              <RoleBadge role={u.role} />
            </TableCell>
            <TableCell className="truncate text-muted-fg" title={u.department ?? undefined}>
              {u.department ?? <span className="text-subtle-fg">—</span>}
            </TableCell>
            <TableCell>
              <UserStatusBadge status={u.status} />
            </TableCell>
            <TableCell className="text-[13px]">
              <UserSignIn user={u} />
            </TableCell>
            <TableCell className="pl-0">
              <UserRowMenu user={u} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The narrow layout: one card per person. */
function UserCards({ rows, ...actions }: UserListProps) {
  return (
    <ul aria-label="Users" className="divide-y divide-border">
      {rows.map((u) => (
        <li key={u.id} className="flex flex-col gap-2 px-4 py-3">
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
            <dt className="text-subtle-fg">Role</dt>
            <dd className="justify-self-end">
              <RoleBadge role={u.role} />
            </dd>
            <dt className="text-subtle-fg">Department</dt>
            <dd className="min-w-0 truncate text-right text-fg" title={u.department ?? '—'}>
              {u.department ?? '—'}
            </dd>
            <dt className="text-subtle-fg">Last sign-in</dt>
            <dd className="text-right">
              <UserSignIn user={u} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
