import { type AnalyticsTab, REPORT_TITLES, REPORTS } from '@domain/analytics';
import { ChevronDown, FileSpreadsheet, FileText } from 'lucide-react';
import { Button } from '@/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/ui/dropdown-menu';
import { useAnalyticsDownload } from './use-analytics-download';

/** Export PDF (this tab), Export Excel (every tab and the rows), and the custom reports. */
export function AnalyticsActions({ tab, query }: { tab: AnalyticsTab; query: URLSearchParams }) {
  const download = useAnalyticsDownload(query);
  const busy = download.isPending ? download.variables : null;
  return (
    <>
      <Button
        variant="secondary"
        loading={busy?.kind === 'export' && busy.format === 'pdf'}
        onClick={() => download.mutate({ kind: 'export', format: 'pdf', tab })}
      >
        <FileText aria-hidden /> Export PDF
      </Button>
      <Button
        variant="secondary"
        loading={busy?.kind === 'export' && busy.format === 'xlsx'}
        onClick={() => download.mutate({ kind: 'export', format: 'xlsx', tab })}
      >
        <FileSpreadsheet aria-hidden /> Export Excel
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button loading={busy?.kind === 'report'}>
            Reports <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {REPORTS.map((report) => (
            <DropdownMenuItem key={report} onSelect={() => download.mutate({ kind: 'report', report })}>
              {REPORT_TITLES[report]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
