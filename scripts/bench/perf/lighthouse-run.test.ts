import { Launcher } from 'chrome-launcher'
import { expect, it } from 'vitest'
import { BROWSER_FLAGS } from './lighthouse-run.ts'

it('turns off the spare renderer without turning chrome-launcher’s own features back on', () => {
  // chrome-launcher puts its defaults first; Chromium keeps the last --disable-features it reads.
  const launched = [...Launcher.defaultFlags(), ...BROWSER_FLAGS]
  const disabled = launched.filter((flag) => flag.startsWith('--disable-features=')).at(-1) ?? ''
  const features = disabled.slice('--disable-features='.length).split(',')
  expect(features).toContain('SpareRendererForSitePerProcess')
  const defaults = Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features=')) ?? ''
  for (const feature of defaults.slice('--disable-features='.length).split(','))
    expect(features).toContain(feature)
})
