import { AUDIT_ACTION_LABELS, type AuditEntry } from '@domain/admin';
import { AUDIT_MESSAGES, auditActionLabel } from '@domain/audit';
import { Download, FileClock } from 'lucide-react';
import { useState } from 'react';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useDistricts } from '@/features/districts';
import { formatDateTime } from '@/lib/format';
import { useListFilter } from '@/lib/use-list-filter';
import { AreaLocked } from '@/ui/area-locked';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { FilterBar, type FilterControl } from '@/ui/filter-bar';
import { ListFooter } from '@/ui/list-footer';
import { PageHeader } from '@/ui/page-header';
import type { SelectOption } from '@/ui/select';
import { AuditChange } from './audit-change';
import { type AuditFilter, EMPTY_AUDIT_FILTER } from './audit-keys';
import { useAudit } from './use-audit';
import { useExportAudit } from './use-export-audit';

/**
 * /audit: who did which administrative act, where, what changed and when. Five Star reads every
 * district's; a district's administrators read their own (see docs/product.md#audit-log).
 */
export function AuditPage() {
  const user = useCurrentUser();
  const access = useAccess('audit');
  const header = (actions?: React.ReactNode) => (
    <PageHeader
      title="Audit Log"
      description={
        user.districtId
          ? `Administrative acts in ${user.districtName ?? 'your district'}, newest first.`
          : 'Administrative acts across every district, newest first.'
      }
      actions={actions}
    />
  );
  if (!access.ok)
    return (
      <>
        {header()}
        <AreaLocked what="The audit log" verdict={access} serviceLevel={user.serviceLevel} />
      </>
    );
  return <AuditView header={header} providerWide={user.districtId === null} />;
}

const actionOptions: SelectOption[] = [
  { value: '', label: 'All actions' },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

/** What the act was about, unless it is the district itself (already in its column). */
const targetOf = (e: AuditEntry) => (e.target && e.target !== e.districtName ? e.target : null);
const districtOf = (e: AuditEntry) => e.districtName ?? (e.districtId ? 'Removed district' : 'All districts');
const when = (e: AuditEntry) => <time dateTime={e.at}>{formatDateTime(e.at)}</time>;

const columns: DataColumn<AuditEntry>[] = [
  { header: 'When', className: 'w-40 whitespace-nowrap text-muted-fg', cell: when },
  { header: 'Actor', cell: (e) => e.actor.name },
  { header: 'District', cell: districtOf },
  {
    header: 'Action',
    cell: (e) => (
      <>
        <div className="font-medium text-fg">{auditActionLabel(e.action)}</div>
        {targetOf(e) && <div className="text-xs text-muted-fg">{targetOf(e)}</div>}
      </>
    ),
  },
  { header: 'Change', className: 'w-[34%]', cell: (e) => <AuditChange entry={e} /> },
];

const card = (e: AuditEntry) => (
  <div className="flex flex-col gap-1.5">
    <div className="flex items-baseline justify-between gap-3">
      <span className="text-sm font-medium text-fg">{auditActionLabel(e.action)}</span>
      <span className="shrink-0 text-xs text-muted-fg">{when(e)}</span>
    </div>
    <p className="text-xs text-muted-fg">
      {e.actor.name} · {districtOf(e)}
      {targetOf(e) ? ` · ${targetOf(e)}` : ''}
    </p>
    <AuditChange entry={e} />
  </div>
);

function AuditView({
  header,
  providerWide,
}: {
  header: (actions?: React.ReactNode) => React.ReactNode;
  providerWide: boolean;
}) {
  const filter = useListFilter(EMPTY_AUDIT_FILTER, {
    allowed: { action: ['', ...Object.keys(AUDIT_ACTION_LABELS)] },
  });
  const [actors, setActors] = useState(new Map<string, string>());
  const districts = useDistricts(providerWide);
  const audit = useAudit(filter.applied);
  const exporter = useExportAudit();
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];

  // The actor filter offers everyone seen so far, so choosing one does not empty its own list.
  const unseen = entries.filter((e) => e.actor.id && !actors.has(e.actor.id));
  if (unseen.length) {
    const next = new Map(actors);
    for (const e of unseen) next.set(e.actor.id!, e.actor.name);
    setActors(next);
  }
  const controls: FilterControl<AuditFilter>[] = [
    ...(providerWide
      ? [
          {
            kind: 'select' as const,
            key: 'districtId' as const,
            label: 'District',
            className: 'md:w-64',
            options: [
              { value: '', label: 'All districts' },
              ...(districts.data ?? []).map((d) => ({ value: d.id, label: d.name })),
            ],
          },
        ]
      : []),
    { kind: 'select', key: 'action', label: 'Action', className: 'md:w-56', options: actionOptions },
    {
      kind: 'select',
      key: 'actorId',
      label: 'Actor',
      className: 'md:w-64',
      options: [{ value: '', label: 'Anyone' }, ...[...actors].map(([value, label]) => ({ value, label }))],
    },
  ];

  return (
    <>
      {header(
        <Button
          variant="secondary"
          loading={exporter.isPending}
          onClick={() => exporter.mutate(filter.applied)}
        >
          <Download aria-hidden />
          Export CSV
        </Button>,
      )}
      <FilterBar filter={filter} controls={controls} />
      <Card className="overflow-hidden">
        <DataList
          query={audit}
          rows={entries}
          rowKey={(e) => e.id}
          columns={columns}
          card={card}
          label="Audit entries"
          loading="Loading the audit log..."
          failed={AUDIT_MESSAGES.loadFailed}
          empty={{ icon: FileClock, title: AUDIT_MESSAGES.empty }}
          filtered={filter.filtered}
          footer={
            <ListFooter query={audit}>
              Showing {entries.length} {entries.length === 1 ? 'entry' : 'entries'}, newest first
            </ListFooter>
          }
        />
      </Card>
    </>
  );
}
