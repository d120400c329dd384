import type { LibraryArea, LibrarySummary } from '@domain/library';
import { ClipboardList, FileSpreadsheet, FileText, Inbox, ListChecks, Workflow } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { Skeleton } from '@/ui/skeleton';
import { StatCard } from '@/ui/stat-card';

/** The four cards of either screen, from the district's data. */
export function LibraryCards({ area, summary }: { area: LibraryArea; summary: LibrarySummary | undefined }) {
  const v = (n: number | undefined) =>
    n === undefined ? <Skeleton className="h-8 w-12" /> : formatNumber(n);
  const s = summary;
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {area === 'assessment' ? (
        <>
          <StatCard
            title="Forms"
            value={v(s?.forms)}
            hint="Google and portal forms"
            icon={ClipboardList}
            iconColor="brand"
          />
          <StatCard
            title="Total Responses"
            value={v(s?.responses)}
            hint="submitted"
            icon={Inbox}
            iconColor="green"
          />
          <StatCard
            title="Assessment Docs"
            value={v(s?.docs)}
            hint="reports, templates, policies"
            icon={FileText}
            iconColor="purple"
          />
          <StatCard
            title="Active Workflows"
            value={v(s?.activeWorkflows)}
            hint="waiting for answers"
            icon={Workflow}
            iconColor="orange"
          />
        </>
      ) : (
        <>
          <StatCard
            title="Active Forms"
            value={v(s?.forms)}
            hint="Google and portal forms"
            icon={ListChecks}
            iconColor="brand"
          />
          <StatCard
            title="Total Responses"
            value={v(s?.responses)}
            hint="submitted checklists"
            icon={Inbox}
            iconColor="green"
          />
          <StatCard
            title="Tracking Sheets"
            value={v(s?.sheets)}
            hint="Google Sheets"
            icon={FileSpreadsheet}
            iconColor="purple"
          />
          <StatCard
            title="Procedure Docs"
            value={v(s?.procedureDocs)}
            hint="how-tos for technicians"
            icon={FileText}
            iconColor="orange"
          />
        </>
      )}
    </section>
  );
}
