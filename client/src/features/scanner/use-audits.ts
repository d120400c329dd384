import { auditsApi } from '@domain/api/audits';
import { AUDIT_MESSAGES, type AuditFixPayload, type AuditInput } from '@domain/audits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useWsEvent } from '@/lib/use-ws-event';
import { scannerKeys } from './scanner-keys';

/** The district's audits, newest first, refreshed when anybody starts, fixes or closes one. */
export function useAudits(districtId: string) {
  useAuditsLive(districtId);
  return useQuery({
    queryKey: scannerKeys.audits(districtId),
    queryFn: () => api(auditsApi.list, { query: { districtId } }),
  });
}

/** One audit with its variance report, refreshed live as its scans are recorded. */
export function useAudit(districtId: string, id: string) {
  useAuditsLive(districtId);
  return useQuery({
    queryKey: scannerKeys.audit(districtId, id),
    queryFn: () => api(auditsApi.detail, { params: { id }, query: { districtId } }),
  });
}

function useAuditsLive(districtId: string) {
  const queryClient = useQueryClient();
  const refresh = (message: { districtId: string | null }) => {
    if (message.districtId === districtId)
      void queryClient.invalidateQueries({ queryKey: scannerKeys.audits(districtId) });
  };
  useWsEvent('audit_changed', refresh);
  useWsEvent<{ auditId?: string }>('scan_recorded', (message) => {
    if (message.data.auditId) refresh(message);
  });
}

export const useCreateAudit = (districtId: string) =>
  useApiMutation(auditsApi.create, {
    input: (payload: AuditInput) => ({ body: { ...payload, districtId } }),
    success: AUDIT_MESSAGES.created,
    failure: i18n.t('scanner:audits.failure.start'),
    invalidates: [scannerKeys.audits(districtId)],
  });

export const useCloseAudit = (districtId: string, id: string) =>
  useApiMutation<typeof auditsApi.close, void>(auditsApi.close, {
    input: () => ({ params: { id }, query: { districtId } }),
    success: AUDIT_MESSAGES.closedOk,
    failure: i18n.t('scanner:audits.failure.close'),
    invalidates: [scannerKeys.audits(districtId)],
  });

export const useFixAuditItem = (districtId: string, id: string) => {
  const queryClient = useQueryClient();
  return useApiMutation(auditsApi.fix, {
    input: (payload: AuditFixPayload) => ({ params: { id }, query: { districtId }, body: payload }),
    failure: i18n.t('scanner:audits.failure.fix'),
    onSuccess: (detail) => {
      queryClient.setQueryData(scannerKeys.audit(districtId, id), detail);
      void queryClient.invalidateQueries({ queryKey: scannerKeys.audits(districtId), exact: true });
    },
  });
};
