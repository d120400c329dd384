import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the element with `id` into view when the address names it (`#id`), once `ready` (its
 * content has loaded, so the page is long enough to scroll there).
 */
export function useHashTarget(id: string, ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === `#${id}`) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, id, ready]);
}
