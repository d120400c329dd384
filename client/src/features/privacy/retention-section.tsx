import {
  RETENTION_MESSAGES as M,
  RETENTION_RULE_OF,
  RETENTION_RULES,
  type RetentionRule,
  type RetentionSettings,
  retentionCountsInWords,
  retentionPeriodInWords,
} from '@domain/retention';
import { Archive, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/features/auth';
import { formatDateTime, formatNumber } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { useRetention, useRetentionPreview } from './retention-queries';
import { RetentionRuleDialog } from './retention-rule-dialog';

type Row = RetentionSettings['rules'][number] & { rule: RetentionRule; removes: number | null; kept: number };

/**
 * Student Privacy: how long the district keeps each kind of record, what tonight's run would
 * remove and what the last one did (see docs/product.md#retention).
 */
export function RetentionSection({ districtId }: { districtId: string }) {
  const settings = useRetention(districtId);
  const preview = useRetentionPreview(districtId);
  const canAdmin = useAccess('privacy', 'admin').ok;
  const { t } = useTranslation('privacy');
  const [editing, setEditing] = useState<Row | null>(null);

  const counts = new Map(preview.data?.rules.map((r) => [r.key, r]));
  const rows: Row[] = (settings.data?.rules ?? []).map((r) => ({
    ...r,
    rule: RETENTION_RULE_OF[r.key],
    removes: counts.get(r.key)?.count ?? null,
    kept: counts.get(r.key)?.kept ?? 0,
  }));

  const period = (r: Row) => (
    <span className="flex flex-wrap items-center gap-2">
      <span className="tabular-nums">{retentionPeriodInWords(r.days)}</span>
      {r.days !== r.defaultDays && <Badge tone="blue">{t('retention.changed')}</Badge>}
    </span>
  );
  const tonight = (r: Row) =>
    r.removes === null ? (
      <span className="text-subtle-fg">…</span>
    ) : (
      <span className="tabular-nums">
        {formatNumber(r.removes)}
        {r.kept > 0 && (
          <span className="text-muted-fg"> {t('retention.kept', { n: formatNumber(r.kept) })}</span>
        )}
      </span>
    );
  const edit = (r: Row) =>
    canAdmin && (
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('retention.editRule', { rule: r.rule.label })}
        onClick={() => setEditing(r)}
      >
        <Pencil />
        {t('retention.edit')}
      </Button>
    );

  const columns: DataColumn<Row>[] = [
    {
      header: t('retention.record'),
      cell: (r) => (
        <div className="flex min-w-0 flex-col">
          <span className="font-medium text-fg">{r.rule.label}</span>
          <span className="text-[13px] text-muted-fg">{r.rule.description}</span>
        </div>
      ),
    },
    { header: t('retention.keptFor'), cell: period, className: 'w-36' },
    {
      header: t('retention.default'),
      cell: (r) => retentionPeriodInWords(r.defaultDays),
      className: 'w-28 text-muted-fg',
    },
    { header: t('retention.tonight'), cell: tonight, className: 'w-40' },
    ...(canAdmin
      ? [{ header: t('retention.actions'), hideHeader: true, cell: edit, className: 'w-24 text-right' }]
      : []),
  ];

  const summary = preview.data
    ? retentionCountsInWords(Object.fromEntries(preview.data.rules.map((r) => [r.key, r.count])))
    : null;
  const last = settings.data;

  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="retention-title">
      <CardHeader className="flex flex-col gap-1">
        <CardTitle id="retention-title">{t('retention.title')}</CardTitle>
        <CardDescription>{t('retention.description')}</CardDescription>
      </CardHeader>
      <DataList
        query={settings}
        rows={rows}
        rowKey={(r) => r.key}
        columns={columns}
        tableFrom="lg"
        card={(r) => (
          <div className="flex flex-col gap-1.5 text-sm">
            <div className="flex items-start justify-between gap-2">
              <span className="font-medium text-fg">{r.rule.label}</span>
              {edit(r)}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-[13px]">
              <dt className="text-subtle-fg">{t('retention.keptFor')}</dt>
              <dd className="text-fg">{period(r)}</dd>
              <dt className="text-subtle-fg">{t('retention.default')}</dt>
              <dd className="text-fg">{retentionPeriodInWords(r.defaultDays)}</dd>
              <dt className="text-subtle-fg">{t('retention.tonight')}</dt>
              <dd className="text-fg">{tonight(r)}</dd>
            </dl>
          </div>
        )}
        label={t('retention.label')}
        loading={t('retention.loading')}
        failed={M.loadFailed}
        empty={{ icon: Archive, title: t('retention.empty') }}
      />
      <div className="flex flex-col gap-1 border-t border-border px-5 py-4 text-sm" aria-live="polite">
        <p className="text-fg">
          {preview.isError
            ? M.previewFailed
            : !preview.data
              ? t('retention.counting')
              : summary
                ? t('retention.wouldRemove', { summary })
                : M.nothingToRemove}
        </p>
        {last && (
          <p className="text-muted-fg">
            {last.lastRunAt
              ? t('retention.lastRun', {
                  at: formatDateTime(last.lastRunAt),
                  counts: retentionCountsInWords(last.lastRunCounts ?? {}) ?? t('retention.nothingToRemove'),
                })
              : M.neverRun}
          </p>
        )}
      </div>
      <RetentionRuleDialog
        districtId={districtId}
        rule={editing?.rule ?? null}
        days={editing?.days ?? RETENTION_RULES[0]!.defaultDays}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </Card>
  );
}
