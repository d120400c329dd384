import { auditApi } from '@domain/api/audit';
import { urlOf } from '@domain/api/endpoint';
import { AUDIT_MESSAGES } from '@domain/audit';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-files';
import { saveFile } from '@/lib/download';
import { i18n } from '@/lib/i18n';
import { failureToast } from '@/ui/failure-toast';
import { toast } from '@/ui/toast';
import { type AuditFilter, auditQuery } from './audit-keys';

/** Downloads the matching entries as CSV (audit-log-{date}.csv); answers how many. */
export async function exportAudit(filter: AuditFilter): Promise<number> {
  const { blob, headers } = await downloadFile(urlOf(auditApi.export, { query: auditQuery(filter) }));
  const name = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
  saveFile(blob, name ?? 'audit-log.csv');
  return Number(headers.get('x-export-count') ?? 0);
}

export function useExportAudit() {
  return useMutation({
    mutationFn: exportAudit,
    onSuccess: (count) => toast({ title: i18n.t('audit:export.done', { count }), variant: 'success' }),
    onError: (err) => failureToast(AUDIT_MESSAGES.exportFailed, err),
  });
}
