import { useCallback, useState } from 'react';

const storageKey = (userId: string, districtId: string) => `sparky-session:${userId}:${districtId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The current sessionId of this user in this district (the first sessionId the server
 * returns is kept and sent with later messages), remembered across reloads.
 */
export function useStoredSession(userId: string, districtId: string | null) {
  const key = districtId ? storageKey(userId, districtId) : null;
  const [state, setState] = useState<{ key: string | null; sessionId: string | null }>(() => ({
    key,
    sessionId: key ? read(key) : null,
  }));
  // Another district (or user) has its own session: re-read when the key changes.
  const current = state.key === key ? state.sessionId : key ? read(key) : null;
  if (state.key !== key) setState({ key, sessionId: current });

  const setSessionId = useCallback(
    (sessionId: string | null) => {
      setState({ key, sessionId });
      if (!key) return;
      try {
        if (sessionId) localStorage.setItem(key, sessionId);
        else localStorage.removeItem(key);
      } catch {
        // Storage may be unavailable (private mode); the session then lasts until the page closes.
      }
    },
    [key],
  );
  return [current, setSessionId] as const;
}
