import { authApi } from '@domain/api/auth';
import { VIEW_SWITCH_DELAY_MS } from '@domain/auth-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api';
import { failureToast } from '@/ui/failure-toast';
import { removeDataQueries, setAuthUser } from './use-auth';
import { syncViewMarker } from './view-marker';

export interface SwitchViewInput {
  /** The district to look at, or null to go back to the admin view. */
  districtId: string | null;
  /** Where to go afterwards; default '/'. */
  to?: string;
}

// Two endpoints (entering a district's view, leaving it), so not one useApiMutation.
export const switchView = ({ districtId }: SwitchViewInput) =>
  districtId ? api(authApi.enterView, { body: { districtId } }) : api(authApi.leaveView);

/**
 * District view switching (docs/product.md#shell): the server changes the session's view; the client then
 * writes the local-storage marker, stores the new identity and navigates after ~100 ms.
 */
export function useSwitchView() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  return useMutation({
    mutationFn: switchView,
    onSuccess: ({ user }, { to }) => {
      syncViewMarker(user);
      removeDataQueries(queryClient);
      setAuthUser(queryClient, user);
      setTimeout(() => navigate(to ?? '/'), VIEW_SWITCH_DELAY_MS);
    },
    onError: (err) => failureToast(t('switchView.failed'), err),
  });
}
