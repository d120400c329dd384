import type { AuditSummary } from '@domain/audits';
import { ClipboardCheck, Plus } from 'lucide-react';
import { useState } from 'react';
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
  const canWrite = useAccess('assets', 'write').ok;
  const [creating, setCreating] = useState(false);
  const newButton = canWrite && (
    <Button onClick={() => setCreating(true)}>
      <Plus />
      New audit
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Audits"
        description="Count what is where: each audit expects a site's assets, scans mark them found, and the report lists what is missing or misplaced."
        actions={newButton}
      />
      <ScanPageGate what="Audits" permission="read">
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
  return audit.state === 'open' ? (
    <Badge tone="green" dot>
      Open
    </Badge>
  ) : (
    <Badge tone="gray" dot>
      Closed
    </Badge>
  );
}

function Counts({ audit }: { audit: AuditSummary }) {
  return (
    <span className="text-[13px] text-muted-fg">
      {audit.found} of {audit.expected} found · {audit.missing} missing · {audit.unexpected} unexpected ·{' '}
      {audit.wrongLocation} wrong location
    </span>
  );
}

const columns: DataColumn<AuditSummary>[] = [
  {
    header: 'Audit',
    cell: (a) => (
      <Link
        to={`/inventory/audits/${a.id}${window.location.search}`}
        className="font-medium text-brand-soft-fg hover:underline"
      >
        {a.name}
      </Link>
    ),
  },
  { header: 'Where', cell: where },
  { header: 'State', cell: (a) => <StateBadge audit={a} /> },
  { header: 'Progress', cell: (a) => <Counts audit={a} /> },
  { header: 'Started', cell: (a) => `${formatDate(a.createdAt)} by ${a.createdByName}` },
];

function AuditList({ districtId, newButton }: { districtId: string; newButton: React.ReactNode }) {
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
        label="Audits"
        loading="Loading audits…"
        failed="The audits could not be loaded."
        empty={{
          icon: ClipboardCheck,
          title: 'No audits yet',
          description: 'Start one for a site: its assets become the list to find, scan by scan.',
          action: newButton || undefined,
        }}
      />
    </Card>
  );
}
