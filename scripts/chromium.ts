/**
 * The browser the tests and the Lighthouse bench drive: Debian's Chromium where it is installed
 * (`.ci/run` installs it), with the switches that keep it from reaching the network on its own.
 */
import { existsSync } from 'node:fs'

export const SYSTEM_CHROMIUM = '/usr/bin/chromium'

/** The system Chromium when present, otherwise undefined (Playwright then uses its own browser). */
export const chromiumPath: string | undefined = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
