/** Debian's Chromium, with switches that keep it from reaching the network on its own. */
import { existsSync } from 'node:fs'

export const SYSTEM_CHROMIUM = '/usr/bin/chromium'
/** The headless shell needs markedly less CPU per page (docs/decisions/024-browser-suite-time.md). */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** Falls back to the full Chromium, then to Playwright's own browser. */
export const testChromiumPath: string | undefined = [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM].find((path) =>
  existsSync(path),
)

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
