import {
  ANALYTICS_MESSAGES,
  type AnalyticsTab,
  analyticsFileName,
  type ExportFormat,
  type ReportKind,
} from '@domain/analytics';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-files';
import { saveFile } from '@/lib/download';
import { failureToast } from '@/ui/failure-toast';

export type AnalyticsDownload =
  | { kind: 'export'; format: ExportFormat; tab: AnalyticsTab }
  | { kind: 'report'; report: ReportKind };

/** Downloads an export (the tab as PDF, every tab as Excel) or a custom report (PDF). */
export function useAnalyticsDownload(query: URLSearchParams) {
  return useMutation({
    mutationFn: async (what: AnalyticsDownload) => {
      const q = new URLSearchParams(query);
      const range = { from: q.get('from') ?? '', to: q.get('to') ?? '' };
      if (what.kind === 'export') {
        q.set('format', what.format);
        q.set('tab', what.tab);
        const { blob } = await downloadFile(`/api/analytics/export?${q}`);
        const name = what.format === 'pdf' ? `analytics-${what.tab}` : 'analytics';
        saveFile(blob, analyticsFileName(name, range, what.format));
      } else {
        const { blob } = await downloadFile(`/api/reports/${what.report}?${q}`);
        saveFile(blob, analyticsFileName(what.report, range, 'pdf'));
      }
    },
    onError: (err) => failureToast(ANALYTICS_MESSAGES.exportFailed, err),
  });
}
