import type { AuthUser } from '@domain/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWsEvent } from '@/lib/use-ws-event';
import { connect, disconnect } from '@/lib/ws';

/**
 * Keeps the live socket open while signed in. The server binds a socket to the identity it had
 * when it opened, so a change of view or district reconnects it. When live events may have been
 * missed (`live_resync`: the server lost its database for a while, or this socket was down),
 * everything shown is fetched again.
 */
export function useLiveConnection(user: AuthUser): void {
  const identity = `${user.id}:${user.districtId ?? 'all'}:${user.inDistrictView}`;
  const queryClient = useQueryClient();
  useWsEvent('live_resync', () => void queryClient.invalidateQueries());
  // biome-ignore lint/correctness/useExhaustiveDependencies: reconnect exactly when the identity changes.
  useEffect(() => {
    connect();
    return () => disconnect();
  }, [identity]);
}
