import { integrationsApi } from '@domain/api/integrations';
import { ASSET_STATUS_LABELS, type AssetStatus } from '@domain/asset-vocabulary';
import { GOOGLE_MESSAGES, SYNCED_FIELD_LABELS, type SyncDiff } from '@domain/google-workspace';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ClipboardCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useApiMutation } from '@/lib/use-api-mutation';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { EmptyState } from '@/ui/empty-state';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { integrationsKey } from './use-integrations';
import { useSyncRuns } from './use-sync-runs';

/** Rows of each list shown on the screen (the diff keeps more; the counts are complete). */
const SHOWN = 25;

const useDryRun = (districtId: string) =>
  useApiMutation<typeof integrationsApi.sync, void>(integrationsApi.sync, {
    input: () => ({ params: { name: 'google' }, body: { districtId, dryRun: true } }),
    success: GOOGLE_MESSAGES.dryRunStarted,
    failure: i18n.t('integrations:toast.dryRunFailed'),
    invalidates: [integrationsKey],
  });

const useApprove = (districtId: string) =>
  useApiMutation(integrationsApi.googleApprove, {
    input: (runId: string) => ({ params: { runId }, body: { districtId } }),
    success: GOOGLE_MESSAGES.approved,
    failure: GOOGLE_MESSAGES.approveFailed,
    invalidates: [integrationsKey],
  });

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const { t } = useTranslation('integrations');
  if (count === 0) return null;
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <h3 className="text-sm font-semibold">
        {title} <span className="font-normal text-muted-fg">({count.toLocaleString()})</span>
      </h3>
      {children}
      {count > SHOWN && <p className="text-xs text-muted-fg">{t('review.firstShown', { shown: SHOWN })}</p>}
    </section>
  );
}

function Counts({ diff }: { diff: SyncDiff }) {
  const { t } = useTranslation('integrations');
  const tiles: [string, number][] = [
    [t('review.counts.devices'), diff.counts.devices],
    [t('review.counts.create'), diff.counts.create],
    [t('review.counts.update'), diff.counts.update],
    [t('review.counts.retire'), diff.counts.retire],
    [t('review.counts.unchanged'), diff.counts.unchanged],
    [t('review.counts.noMatch'), diff.counts.noMatch],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {tiles.map(([label, n]) => (
        <div key={label} className="rounded-md border border-border p-3">
          <dt className="text-xs text-muted-fg">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{n.toLocaleString()}</dd>
        </div>
      ))}
    </dl>
  );
}

type Diff = SyncDiff;
type Loaded = Parameters<typeof DataList>[0]['query'];
type Change = Diff['update'][number]['changes'][number];

/** A changed value as people read it: an asset status by its label, nothing as "none". */
function valueText(field: Change['field'], v: string | null): string {
  if (v === null) return i18n.t('integrations:review.none');
  if (field === 'status') return ASSET_STATUS_LABELS[v as AssetStatus] ?? v;
  return v;
}

const createColumns = (t: TFunction<'integrations'>): DataColumn<Diff['create'][number]>[] => [
  { header: t('review.columns.tag'), className: 'font-medium', cell: (c) => c.assetTag },
  { header: t('review.columns.serial'), cell: (c) => c.serialNumber },
  { header: t('review.columns.model'), cell: (c) => c.model },
  {
    header: t('review.columns.site'),
    cell: (c) => c.siteName ?? <span className="text-muted-fg">{c.orgUnitPath}</span>,
  },
  { header: t('review.columns.person'), cell: (c) => c.personName ?? '—' },
  { header: t('review.columns.supportEnds'), cell: (c) => c.supportEndsAt ?? '—' },
];

function Changes({ changes }: { changes: Change[] }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {changes.map((c) => (
        <li key={c.field}>
          {SYNCED_FIELD_LABELS[c.field]}: <s className="text-muted-fg">{valueText(c.field, c.from)}</s> →{' '}
          {valueText(c.field, c.to)}
        </li>
      ))}
    </ul>
  );
}

const updateColumns = (t: TFunction<'integrations'>): DataColumn<Diff['update'][number]>[] => [
  { header: t('review.columns.tag'), className: 'font-medium align-top', cell: (u) => u.assetTag },
  {
    header: t('review.columns.changes'),
    className: 'align-top',
    cell: (u) => <Changes changes={u.changes} />,
  },
];

/** One list of the diff: a table from md up, cards on a phone (its first rows only). */
function DiffList<T>(props: {
  query: Loaded;
  label: string;
  rows: T[];
  rowKey: (row: T) => string;
  columns: DataColumn<T>[];
  card: (row: T) => ReactNode;
}) {
  const { t } = useTranslation('integrations');
  return (
    <div className="overflow-hidden rounded-md border border-border">
      <DataList
        query={props.query}
        rows={props.rows.slice(0, SHOWN)}
        rowKey={props.rowKey}
        columns={props.columns}
        card={props.card}
        label={props.label}
        loading={t('review.list.loading')}
        failed={t('review.list.failed')}
        empty={{ icon: ClipboardCheck, title: t('review.list.empty') }}
      />
    </div>
  );
}

/** The diff of a run: what it creates, updates field by field and retires, and what does not map. */
function DiffView({ diff, query }: { diff: Diff; query: Loaded }) {
  const { t } = useTranslation('integrations');
  return (
    <div className="flex flex-col gap-5">
      <Counts diff={diff} />
      <Section title={t('review.sections.create')} count={diff.counts.create}>
        <DiffList
          query={query}
          label={t('review.sections.createLabel')}
          rows={diff.create}
          rowKey={(c) => c.deviceId}
          columns={createColumns(t)}
          card={(c) => (
            <div className="flex flex-col text-sm">
              <span className="font-medium">{c.assetTag}</span>
              <span className="text-muted-fg">
                {c.model} · {c.siteName ?? c.orgUnitPath}
                {c.personName ? ` · ${c.personName}` : ''}
                {c.supportEndsAt ? t('review.sections.supportEnds', { date: c.supportEndsAt }) : ''}
              </span>
            </div>
          )}
        />
      </Section>
      <Section title={t('review.sections.update')} count={diff.counts.update}>
        <DiffList
          query={query}
          label={t('review.sections.updateLabel')}
          rows={diff.update}
          rowKey={(u) => u.assetId}
          columns={updateColumns(t)}
          card={(u) => (
            <div className="flex flex-col gap-1 text-sm">
              <span className="font-medium">{u.assetTag}</span>
              <Changes changes={u.changes} />
            </div>
          )}
        />
      </Section>
      <Section title={t('review.sections.retire')} count={diff.counts.retire}>
        <p className="text-sm">
          {diff.retire
            .slice(0, SHOWN)
            .map((r) => r.assetTag)
            .join(', ')}
        </p>
      </Section>
      <Section title={t('review.sections.unmappedOrgUnits')} count={diff.counts.unmappedOrgUnits}>
        <p className="text-sm">
          {diff.unmappedOrgUnits
            .slice(0, SHOWN)
            .map((u) => `${u.orgUnitPath} (${u.devices})`)
            .join(', ')}{' '}
          <a href="#google-org-units" className="text-brand hover:underline">
            {t('review.sections.chooseSites')}
          </a>
        </p>
      </Section>
      <Section title={t('review.sections.unmappedModels')} count={diff.counts.unmappedModels}>
        <p className="text-sm">
          {diff.unmappedModels
            .slice(0, SHOWN)
            .map((m) => `${m.model} (${m.devices})`)
            .join(', ')}
        </p>
      </Section>
      <Section title={t('review.sections.noMatch')} count={diff.counts.noMatch}>
        <p className="text-sm">
          {diff.noMatch
            .slice(0, SHOWN)
            .map((a) => a.assetTag)
            .join(', ')}
        </p>
      </Section>
    </div>
  );
}

/**
 * Review and approve (see docs/product.md#google-workspace): the newest sync waiting for approval,
 * its diff, and Approve; or a dry run to see what a sync would do.
 */
export function GoogleReview({ districtId, canSync }: { districtId: string; canSync: boolean }) {
  const runs = useSyncRuns('google', districtId);
  const { t } = useTranslation('integrations');
  const waiting = runs.data?.[0]?.status === 'awaiting_approval' ? runs.data[0] : null;
  const diff = useQuery({
    queryKey: [...integrationsKey, 'google-diff', waiting?.id],
    queryFn: () => api(integrationsApi.googleDiff, { params: { runId: waiting!.id }, query: { districtId } }),
    enabled: !!waiting,
  });
  const dryRun = useDryRun(districtId);
  const approve = useApprove(districtId);
  return (
    <Card id="google-review">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle>{t('review.title')}</CardTitle>
          <CardDescription>{t('review.description')}</CardDescription>
        </div>
        <Button variant="secondary" disabled={!canSync || dryRun.isPending} onClick={() => dryRun.mutate()}>
          {t('review.dryRun')}
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {runs.isPending ? (
          <Skeleton className="h-24" />
        ) : runs.isError ? (
          <LoadError title={t('review.historyFailed')} query={runs} />
        ) : !waiting ? (
          <EmptyState
            icon={ClipboardCheck}
            className="py-6"
            title={t('review.nothingWaiting')}
            description={t('review.nothingWaitingDescription')}
          />
        ) : diff.isPending ? (
          <Skeleton className="h-40" />
        ) : diff.isError ? (
          <LoadError title={t('review.diffFailed')} query={diff} />
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="orange">{t('review.awaiting')}</Badge>
                <span className="text-sm">{diff.data.reason}</span>
              </div>
              <Button disabled={approve.isPending} onClick={() => approve.mutate(waiting.id)}>
                {t('review.approve')}
              </Button>
            </div>
            <DiffView diff={diff.data} query={diff} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
