import type { AuditSummary } from '@domain/audits';
import { ClipboardCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '@/features/auth';
import { formatDate } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { type DataColumn, DataList } from '@/ui/data-list';
import { PageHeader } from '@/ui/page-header';
import { AuditFormDialog } from './audit-form-dialog';
import { ScanPageGate } from './scan-page-gate';
import { useAudits } from './use-audits';

/** /inventory/audits — audit campaigns per site (see docs/product.md#scanner). */
export function AuditsPage() {
  const { t } = useTranslation('scanner');
  const canWrite = useAccess('assets', 'write').ok;
  const [creating, setCreating] = useState(false);
  const newButton = canWrite && (
    <Button onClick={() => setCreating(true)}>
      <Plus />
      {t('audits.new')}
    </Button>
  );
  return (
    <>
      <PageHeader title={t('audits.title')} description={t('audits.description')} actions={newButton} />
      <ScanPageGate what={t('audits.what')} permission="read">
        {(districtId) => (
          <>
            <AuditList districtId={districtId} newButton={newButton} />
            <AuditFormDialog districtId={districtId} open={creating} onOpenChange={setCreating} />
          </>
        )}
      </ScanPageGate>
    </>
  );
}

const where = (a: AuditSummary) => (a.room ? `${a.siteName} · ${a.room}` : a.siteName);

function StateBadge({ audit }: { audit: AuditSummary }) {
  const { t } = useTranslation('scanner');
  return audit.state === 'open' ? (
    <Badge tone="green" dot>
      {t('state.open')}
    </Badge>
  ) : (
    <Badge tone="gray" dot>
      {t('state.closed')}
    </Badge>
  );
}

function Counts({ audit }: { audit: AuditSummary }) {
  const { t } = useTranslation('scanner');
  return (
    <span className="text-[13px] text-muted-fg">
      {t('audits.counts', {
        found: audit.found,
        expected: audit.expected,
        missing: audit.missing,
        unexpected: audit.unexpected,
        wrong: audit.wrongLocation,
      })}
    </span>
  );
}

function AuditList({ districtId, newButton }: { districtId: string; newButton: React.ReactNode }) {
  const { t } = useTranslation('scanner');
  const columns: DataColumn<AuditSummary>[] = [
    {
      header: t('audits.columns.audit'),
      cell: (a) => (
        <Link
          to={`/inventory/audits/${a.id}${window.location.search}`}
          className="font-medium text-brand-soft-fg hover:underline"
        >
          {a.name}
        </Link>
      ),
    },
    { header: t('audits.columns.where'), cell: where },
    { header: t('audits.columns.state'), cell: (a) => <StateBadge audit={a} /> },
    { header: t('audits.columns.progress'), cell: (a) => <Counts audit={a} /> },
    {
      header: t('audits.columns.started'),
      cell: (a) => t('audits.startedBy', { date: formatDate(a.createdAt), name: a.createdByName }),
    },
  ];
  const audits = useAudits(districtId);
  const rows = audits.data ?? [];
  return (
    <Card className="overflow-hidden">
      <DataList
        query={audits}
        rows={rows}
        rowKey={(a) => a.id}
        columns={columns}
        tableFrom="lg"
        card={(a) => (
          <div className="flex flex-col gap-1.5 p-4">
            <div className="flex items-start justify-between gap-2">
              <Link
                to={`/inventory/audits/${a.id}${window.location.search}`}
                className="font-medium text-brand-soft-fg hover:underline"
              >
                {a.name}
              </Link>
              <StateBadge audit={a} />
            </div>
            <span className="text-sm">{where(a)}</span>
            <Counts audit={a} />
          </div>
        )}
        label={t('audits.title')}
        loading={t('audits.loading')}
        failed={t('audits.failed')}
        empty={{
          icon: ClipboardCheck,
          title: t('audits.empty.title'),
          description: t('audits.empty.description'),
          action: newButton || undefined,
        }}
      />
    </Card>
  );
}
