/**
 * The browser the tests and the Lighthouse bench drive: Debian's Chromium where it is installed
 * (`.ci/run` installs it), with the switches that keep it from reaching the network on its own.
 */
import { existsSync } from 'node:fs'

export const SYSTEM_CHROMIUM = '/usr/bin/chromium'
/**
 * Debian's headless shell: the same engine without the browser's user interface layer, which
 * Playwright itself uses for headless runs. The browser tests use it when it is installed because it
 * needs markedly less CPU per page on a two-core machine (docs/decisions/024-browser-suite-time.md).
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The browser for the headless browser tests: the headless shell, else the full Chromium, else
 * undefined (Playwright then uses its own browser).
 */
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
