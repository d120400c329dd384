import { AUDIT_MESSAGES } from '@domain/audit';
import { Download, FileClock } from 'lucide-react';
import { useState } from 'react';
import { useAccess, useCurrentUser } from '@/features/auth';
import { useDistricts } from '@/features/districts';
import { AreaLocked } from '@/ui/area-locked';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { ListFooter } from '@/ui/list-footer';
import { LoadError } from '@/ui/load-error';
import { PageHeader } from '@/ui/page-header';
import { LoadingState } from '@/ui/spinner';
import { AuditFilters } from './audit-filters';
import { type AuditFilter, EMPTY_AUDIT_FILTER } from './audit-keys';
import { AuditList } from './audit-list';
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

function AuditView({
  header,
  providerWide,
}: {
  header: (actions?: React.ReactNode) => React.ReactNode;
  providerWide: boolean;
}) {
  const [filter, setFilter] = useState<AuditFilter>(EMPTY_AUDIT_FILTER);
  const [actors, setActors] = useState(new Map<string, string>());
  const districts = useDistricts(providerWide);
  const audit = useAudit(filter);
  const exporter = useExportAudit();
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];

  // The actor filter offers everyone seen so far, so choosing one does not empty its own list.
  const unseen = entries.filter((e) => e.actor.id && !actors.has(e.actor.id));
  if (unseen.length) {
    const next = new Map(actors);
    for (const e of unseen) next.set(e.actor.id!, e.actor.name);
    setActors(next);
  }
  const actorOptions = [...actors].map(([value, label]) => ({ value, label }));

  return (
    <>
      {header(
        <Button variant="secondary" loading={exporter.isPending} onClick={() => exporter.mutate(filter)}>
          <Download aria-hidden />
          Export CSV
        </Button>,
      )}
      <AuditFilters
        filter={filter}
        onChange={setFilter}
        districts={providerWide ? (districts.data ?? []) : null}
        actors={actorOptions}
      />
      <Card className="overflow-hidden">
        {audit.isPending ? (
          <LoadingState message="Loading the audit log..." />
        ) : audit.isError ? (
          <LoadError bare title={AUDIT_MESSAGES.loadFailed} query={audit} />
        ) : entries.length === 0 ? (
          <EmptyState icon={FileClock} title={AUDIT_MESSAGES.empty} />
        ) : (
          <>
            <AuditList entries={entries} />
            <ListFooter query={audit}>
              Showing {entries.length} {entries.length === 1 ? 'entry' : 'entries'}, newest first
            </ListFooter>
          </>
        )}
      </Card>
    </>
  );
}
