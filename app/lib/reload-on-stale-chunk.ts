const RELOAD_MARK = 'gtf:stale-chunk-reload'
/** A second failure within this window means the reload did not help; let the error show. */
const RETRY_WINDOW_MS = 60_000

/** After a redeploy an open tab may ask for chunks that no longer exist: reload once to get the new build. */
export function reloadOnceOnStaleChunk(): void {
  addEventListener('vite:preloadError', (event) => {
    // Storage keeps the time as text; with no mark the difference is NaN, which is never within the window.
    if (Date.now() - sessionStorage[RELOAD_MARK] < RETRY_WINDOW_MS) return
    sessionStorage[RELOAD_MARK] = Date.now()
    event.preventDefault()
    location.reload()
  })
}
