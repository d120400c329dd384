import { AUDIT_ACTION_LABELS, type AuditEntry } from '@domain/admin';
import { AUDIT_MESSAGES, auditActionLabel } from '@domain/audit';
import type { TFunction } from 'i18next';
import { Download, FileClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('audit');
  const user = useCurrentUser();
  const access = useAccess('audit');
  const header = (actions?: React.ReactNode) => (
    <PageHeader
      title={t('page.title')}
      description={
        user.districtId
          ? t('page.descriptionDistrict', { district: user.districtName ?? t('page.yourDistrict') })
          : t('page.descriptionAll')
      }
      actions={actions}
    />
  );
  if (!access.ok)
    return (
      <>
        {header()}
        <AreaLocked what={t('page.locked')} verdict={access} serviceLevel={user.serviceLevel} />
      </>
    );
  return <AuditView header={header} providerWide={user.districtId === null} />;
}

const actionOptions = (t: TFunction<'audit'>): SelectOption[] => [
  { value: '', label: t('filters.allActions') },
  ...Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
];

/** What the act was about, unless it is the district itself (already in its column). */
const targetOf = (e: AuditEntry) => (e.target && e.target !== e.districtName ? e.target : null);
const districtOf = (e: AuditEntry, t: TFunction<'audit'>) =>
  e.districtName ?? (e.districtId ? t('district.removed') : t('district.all'));
const when = (e: AuditEntry) => <time dateTime={e.at}>{formatDateTime(e.at)}</time>;

const columns = (t: TFunction<'audit'>): DataColumn<AuditEntry>[] => [
  { header: t('columns.when'), className: 'w-40 whitespace-nowrap text-muted-fg', cell: when },
  { header: t('columns.actor'), cell: (e) => e.actor.name },
  { header: t('columns.district'), cell: (e) => districtOf(e, t) },
  {
    header: t('columns.action'),
    cell: (e) => (
      <>
        <div className="font-medium text-fg">{auditActionLabel(e.action)}</div>
        {targetOf(e) && <div className="text-xs text-muted-fg">{targetOf(e)}</div>}
      </>
    ),
  },
  { header: t('columns.change'), className: 'w-[34%]', cell: (e) => <AuditChange entry={e} /> },
];

const card = (t: TFunction<'audit'>) => (e: AuditEntry) => (
  <div className="flex flex-col gap-1.5">
    <div className="flex items-baseline justify-between gap-3">
      <span className="text-sm font-medium text-fg">{auditActionLabel(e.action)}</span>
      <span className="shrink-0 text-xs text-muted-fg">{when(e)}</span>
    </div>
    <p className="text-xs text-muted-fg">
      {e.actor.name} · {districtOf(e, t)}
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
  const { t } = useTranslation('audit');
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
            label: t('filters.district'),
            className: 'md:w-64',
            options: [
              { value: '', label: t('filters.allDistricts') },
              ...(districts.data ?? []).map((d) => ({ value: d.id, label: d.name })),
            ],
          },
        ]
      : []),
    {
      kind: 'select',
      key: 'action',
      label: t('filters.action'),
      className: 'md:w-56',
      options: actionOptions(t),
    },
    {
      kind: 'select',
      key: 'actorId',
      label: t('filters.actor'),
      className: 'md:w-64',
      options: [
        { value: '', label: t('filters.anyone') },
        ...[...actors].map(([value, label]) => ({ value, label })),
      ],
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
          {t('page.export')}
        </Button>,
      )}
      <FilterBar filter={filter} controls={controls} />
      <Card className="overflow-hidden">
        <DataList
          query={audit}
          rows={entries}
          rowKey={(e) => e.id}
          columns={columns(t)}
          card={card(t)}
          label={t('page.listLabel')}
          loading={t('page.loading')}
          failed={AUDIT_MESSAGES.loadFailed}
          empty={{ icon: FileClock, title: AUDIT_MESSAGES.empty }}
          filtered={filter.filtered}
          footer={<ListFooter query={audit}>{t('page.footer', { count: entries.length })}</ListFooter>}
        />
      </Card>
    </>
  );
}
