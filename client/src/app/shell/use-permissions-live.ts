import { useQueryClient } from '@tanstack/react-query';
import { authKey } from '@/features/auth/use-auth';
import { useWsEvent } from '@/lib/use-ws-event';

/**
 * When a Five Star administrator changes the district's feature toggles, the signed-in user is
 * read again: the sidebar dims (or restores) the areas at once, and their pages explain why.
 */
export function usePermissionsLive(): void {
  const queryClient = useQueryClient();
  useWsEvent('permissions_changed', () => void queryClient.invalidateQueries({ queryKey: authKey }));
}
