import {
  ANALYTICS_MESSAGES,
  type AnalyticsTab,
  analyticsFileName,
  type ExportFormat,
  type ReportKind,
} from '@domain/analytics';
import { analyticsApi } from '@domain/api/analytics';
import { urlOf } from '@domain/api/endpoint';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-files';
import { saveFile } from '@/lib/download';
import { failureToast } from '@/ui/failure-toast';
import type { AnalyticsQueryInput } from './analytics-params';

export type AnalyticsDownload =
  | { kind: 'export'; format: ExportFormat; tab: AnalyticsTab }
  | { kind: 'report'; report: ReportKind };

/** Downloads an export (the tab as PDF, every tab as Excel) or a custom report (PDF). */
export function useAnalyticsDownload(query: AnalyticsQueryInput) {
  return useMutation({
    mutationFn: async (what: AnalyticsDownload) => {
      const range = { from: query.from ?? '', to: query.to ?? '' };
      if (what.kind === 'export') {
        const url = urlOf(analyticsApi.export, { query: { ...query, format: what.format, tab: what.tab } });
        const { blob } = await downloadFile(url);
        const name = what.format === 'pdf' ? `analytics-${what.tab}` : 'analytics';
        saveFile(blob, analyticsFileName(name, range, what.format));
      } else {
        const { blob } = await downloadFile(
          urlOf(analyticsApi.report, { params: { report: what.report }, query }),
        );
        saveFile(blob, analyticsFileName(what.report, range, 'pdf'));
      }
    },
    onError: (err) => failureToast(ANALYTICS_MESSAGES.exportFailed, err),
  });
}
