import type { AuthUser } from '@domain/auth';
import { useEffect } from 'react';
import { connect, disconnect } from '@/lib/ws';

/**
 * Keeps the live socket open while signed in. The server binds a socket to the identity it had
 * when it opened, so a change of view or district reconnects it.
 */
export function useLiveConnection(user: AuthUser): void {
  const identity = `${user.id}:${user.districtId ?? 'all'}:${user.inDistrictView}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reconnect exactly when the identity changes.
  useEffect(() => {
    connect();
    return () => disconnect();
  }, [identity]);
}
