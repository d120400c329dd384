import type { AuthUser } from '@domain/auth';
import { VIEW_STORAGE_KEY } from '@domain/auth-messages';

type ViewMarker = 'provider_admin' | 'district_admin';

/** The marker that matches the server's view of a provider admin's session. */
function markerFor(user: AuthUser): ViewMarker {
  return user.inDistrictView ? 'district_admin' : 'provider_admin';
}

/**
 * Keeps the local-storage marker in step with the server, which decides the view: called after
 * each switch and on load (when they disagree, the server wins and the marker is rewritten).
 * Only provider admins have a view to remember.
 */
export function syncViewMarker(user: AuthUser): void {
  if (user.accountRole !== 'provider_admin') return;
  const wanted = markerFor(user);
  try {
    if (localStorage.getItem(VIEW_STORAGE_KEY) !== wanted) localStorage.setItem(VIEW_STORAGE_KEY, wanted);
  } catch {
    // Storage unavailable (private mode): the server's view still applies.
  }
}
