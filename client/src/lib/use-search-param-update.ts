import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Keys to set (a string) or remove (null or ''). */
export type SearchParamChange = Record<string, string | null | undefined>;

/**
 * Changes some of the address's query parameters in place (history replaced), keeping the others.
 *
 * It starts from the address as it is now, not from the last render: React Router's functional
 * `setSearchParams` hands over the parameters of the render it was created in, and a navigation is
 * rendered in a transition, so two changes made close together (a range, then a tab) lost the first.
 * `normalize` (a function defined once, outside components) tidies the result before it is used.
 */
export function useSearchParamUpdate(normalize?: (next: URLSearchParams) => void) {
  const navigate = useNavigate();
  return useCallback(
    (change: SearchParamChange) => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(change)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      normalize?.(next);
      navigate({ search: next.toString() }, { replace: true });
    },
    [navigate, normalize],
  );
}
