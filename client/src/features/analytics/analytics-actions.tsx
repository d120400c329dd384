import { type AnalyticsTab, REPORT_TITLES, REPORTS } from '@domain/analytics';
import { ChevronDown, FileSpreadsheet, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/dropdown-menu';
import type { AnalyticsQueryInput } from './analytics-params';
import { useAnalyticsDownload } from './use-analytics-download';
import { useAnalyticsSubscription, useSetAnalyticsSubscription } from './use-analytics-subscription';

/**
 * Export PDF (this tab), Export Excel (every tab and the rows), the custom reports, and for an
 * administrator of one district the monthly Executive Summary by email.
 */
export function AnalyticsActions({
  tab,
  query,
  subscribeFor,
}: {
  tab: AnalyticsTab;
  query: AnalyticsQueryInput;
  /** The district whose monthly summary the caller may subscribe to (undefined: none; null: their own). */
  subscribeFor?: string | null;
}) {
  const download = useAnalyticsDownload(query);
  const { t } = useTranslation('analytics');
  const canSubscribe = subscribeFor !== undefined;
  const subscription = useAnalyticsSubscription(subscribeFor ?? null, canSubscribe);
  const setSubscription = useSetAnalyticsSubscription(subscribeFor ?? null);
  const subscribed = subscription.data?.subscribed ?? false;
  const busy = download.isPending ? download.variables : null;
  return (
    <>
      <Button
        variant="secondary"
        loading={busy?.kind === 'export' && busy.format === 'pdf'}
        onClick={() => download.mutate({ kind: 'export', format: 'pdf', tab })}
      >
        <FileText aria-hidden /> {t('actions.exportPdf')}
      </Button>
      <Button
        variant="secondary"
        loading={busy?.kind === 'export' && busy.format === 'xlsx'}
        onClick={() => download.mutate({ kind: 'export', format: 'xlsx', tab })}
      >
        <FileSpreadsheet aria-hidden /> {t('actions.exportExcel')}
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button loading={busy?.kind === 'report'}>
            {t('actions.reports')} <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {REPORTS.map((report) => (
            <DropdownMenuItem key={report} onSelect={() => download.mutate({ kind: 'report', report })}>
              {REPORT_TITLES[report]}
            </DropdownMenuItem>
          ))}
          {canSubscribe && subscription.isSuccess && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setSubscription.mutate(!subscribed)}>
                {subscribed ? t('actions.unsubscribe') : t('actions.subscribe')}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
