import { type Announcement, BULK_SCREEN } from '@domain/admin';
import { announcementsApi } from '@domain/api/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { announcementsKey } from './use-announcements';

/**
 * POST /api/announcements/:id/dismiss: gone for this user at once, on every device after.
 * (Not useApiMutation: the banner goes before the answer, and comes back should the call fail.)
 */
export function useDismissAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(announcementsApi.dismiss, { params: { id } }),
    onMutate: (id) =>
      queryClient.setQueryData<Announcement[]>(announcementsKey, (list) => list?.filter((a) => a.id !== id)),
    onError: (err) => {
      failureToast(BULK_SCREEN.dismissFailed, err);
      void queryClient.invalidateQueries({ queryKey: announcementsKey });
    },
  });
}
