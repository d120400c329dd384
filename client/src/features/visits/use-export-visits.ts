import { urlOf } from '@domain/api/endpoint';
import { visitsApi } from '@domain/api/visits';
import type { ListVisitsQuery } from '@domain/visits';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/lib/api-files';
import { saveFile } from '@/lib/download';
import { failureToast } from '@/ui/failure-toast';
import { visitQuery } from './visit-keys';

/** Export Schedule: the filtered visits as an .ics calendar or a CSV sheet. */
export function useExportVisits(districtId: string) {
  const { t } = useTranslation('visits');
  return useMutation({
    mutationFn: async ({ query, format }: { query: ListVisitsQuery; format: 'ics' | 'csv' }) => {
      const { blob } = await downloadFile(
        urlOf(visitsApi.export, { query: { ...visitQuery(districtId, query), format } }),
      );
      const stamp = new Date().toISOString().slice(0, 10);
      saveFile(
        blob,
        `visits-${stamp}.${format}`,
        format === 'csv' ? 'text/csv;charset=utf-8' : 'text/calendar;charset=utf-8',
      );
    },
    onError: (err) => failureToast(t('exportFailed'), err),
  });
}
