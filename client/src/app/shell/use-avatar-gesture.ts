import { type AuthUser, AVATAR_GESTURE } from '@domain/auth';
import { useRef } from 'react';
import { useSwitchView } from '@/features/auth/use-switch-view';

/**
 * The hidden gesture (docs/product.md#shell): three clicks on the avatar within two seconds by a District
 * Administrator switches to the admin view, but only when the account may switch (a provider
 * admin in a district view). For anyone else it does nothing: no request, no visible change.
 */
export function useAvatarGesture(user: AuthUser): () => void {
  const clicks = useRef<number[]>([]);
  const switchView = useSwitchView();
  return () => {
    if (user.role !== 'district_admin') return;
    const now = Date.now();
    clicks.current = [...clicks.current.filter((t) => now - t < AVATAR_GESTURE.withinMs), now];
    if (clicks.current.length < AVATAR_GESTURE.clicks) return;
    clicks.current = [];
    if (user.accountRole === 'provider_admin' && user.inDistrictView && !switchView.isPending) {
      switchView.mutate({ districtId: null });
    }
  };
}
