const RELOAD_MARK = 'gtf:stale-chunk-reload'
/** A second failure within this window means the reload did not help; let the error show. */
const RETRY_WINDOW_MS = 60_000

/** After a redeploy an open tab may ask for chunks that no longer exist: reload once to get the new build. */
export function reloadOnceOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const lastReload = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0)
    if (Date.now() - lastReload < RETRY_WINDOW_MS) return
    sessionStorage.setItem(RELOAD_MARK, String(Date.now()))
    event.preventDefault()
    window.location.reload()
  })
}
