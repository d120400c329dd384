const LAST_RELOAD = 'portal:stale-chunk-reload';

/**
 * A page still running an earlier build asks for chunks that a deploy has replaced, or a chunk's
 * request was lost: Vite reports it as `vite:preloadError`. Reload once to get the current build
 * instead of showing the error page; at most once a minute, so a chunk that is truly missing still
 * shows it (with its Reload button).
 */
export function reloadOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(LAST_RELOAD) ?? 0);
    if (Date.now() - last < 60_000) return;
    sessionStorage.setItem(LAST_RELOAD, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
