import type { LibraryArea, LibrarySummary } from '@domain/library';
import { ClipboardList, FileSpreadsheet, FileText, Inbox, ListChecks, Workflow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { Skeleton } from '@/ui/skeleton';
import { StatCard } from '@/ui/stat-card';

/** The four cards of either screen, from the district's data. */
export function LibraryCards({ area, summary }: { area: LibraryArea; summary: LibrarySummary | undefined }) {
  const v = (n: number | undefined) =>
    n === undefined ? <Skeleton className="h-8 w-12" /> : formatNumber(n);
  const s = summary;
  const { t } = useTranslation('assessments');
  return (
    <section aria-label={t('cards.summary')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {area === 'assessment' ? (
        <>
          <StatCard
            title={t('cards.forms')}
            value={v(s?.forms)}
            hint={t('cards.formsHint')}
            icon={ClipboardList}
            iconColor="brand"
          />
          <StatCard
            title={t('cards.responses')}
            value={v(s?.responses)}
            hint={t('cards.submitted')}
            icon={Inbox}
            iconColor="green"
          />
          <StatCard
            title={t('cards.docs')}
            value={v(s?.docs)}
            hint={t('cards.docsHint')}
            icon={FileText}
            iconColor="purple"
          />
          <StatCard
            title={t('cards.workflows')}
            value={v(s?.activeWorkflows)}
            hint={t('cards.workflowsHint')}
            icon={Workflow}
            iconColor="orange"
          />
        </>
      ) : (
        <>
          <StatCard
            title={t('cards.activeForms')}
            value={v(s?.forms)}
            hint={t('cards.formsHint')}
            icon={ListChecks}
            iconColor="brand"
          />
          <StatCard
            title={t('cards.responses')}
            value={v(s?.responses)}
            hint={t('cards.submittedChecklists')}
            icon={Inbox}
            iconColor="green"
          />
          <StatCard
            title={t('cards.sheets')}
            value={v(s?.sheets)}
            hint={t('cards.sheetsHint')}
            icon={FileSpreadsheet}
            iconColor="purple"
          />
          <StatCard
            title={t('cards.procedures')}
            value={v(s?.procedureDocs)}
            hint={t('cards.proceduresHint')}
            icon={FileText}
            iconColor="orange"
          />
        </>
      )}
    </section>
  );
}
