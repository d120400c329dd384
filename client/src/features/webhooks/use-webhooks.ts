import { webhooksApi } from '@domain/api/webhooks';
import { WEBHOOK_MESSAGES as M, type WebhookForm } from '@domain/webhooks';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useApiMutation } from '@/lib/use-api-mutation';

/** null: Five Star's provider-wide webhooks. */
export const webhooksKey = (districtId: string | null) => ['webhooks', districtId ?? 'provider'] as const;
const deliveriesKey = (id: string) => ['webhooks', 'deliveries', id] as const;

export function useWebhooks(districtId: string | null) {
  return useQuery({
    queryKey: webhooksKey(districtId),
    queryFn: () => api(webhooksApi.list, { query: districtId ? { districtId } : {} }),
  });
}

export function useDeliveries(id: string | null) {
  return useQuery({
    queryKey: deliveriesKey(id ?? ''),
    queryFn: () => api(webhooksApi.deliveries, { params: { id: id! } }),
    enabled: !!id,
  });
}

/** POST /api/webhooks: the answer carries the secret, shown once. */
export const useCreateWebhook = (districtId: string | null) =>
  useApiMutation(webhooksApi.create, {
    input: (body: WebhookForm) => ({ body }),
    success: M.created,
    failure: M.createFailed,
    invalidates: [webhooksKey(districtId)],
  });

export const useUpdateWebhook = (districtId: string | null) =>
  useApiMutation(webhooksApi.update, {
    input: ({ id, body }: { id: string; body: WebhookForm }) => ({ params: { id }, body }),
    success: M.saved,
    failure: M.saveFailed,
    invalidates: [webhooksKey(districtId)],
  });

export const useDeleteWebhook = (districtId: string | null) =>
  useApiMutation(webhooksApi.remove, {
    input: (id: string) => ({ params: { id } }),
    success: M.deleted,
    failure: M.deleteFailed,
    invalidates: [webhooksKey(districtId)],
  });

export const useReplayDelivery = (id: string) =>
  useApiMutation(webhooksApi.replay, {
    input: (deliveryId: string) => ({ params: { id, deliveryId } }),
    success: M.replayed,
    failure: M.replayFailed,
    invalidates: [deliveriesKey(id)],
  });

export const useTestWebhook = (districtId: string | null) =>
  useApiMutation(webhooksApi.test, {
    input: (id: string) => ({ params: { id } }),
    success: M.testSent,
    failure: M.testFailed,
    invalidates: (_answer, id) => [deliveriesKey(id), webhooksKey(districtId)],
  });
