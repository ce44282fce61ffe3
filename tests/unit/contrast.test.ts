import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** The theme's color tokens, read from the stylesheet the site ships. */
const css = readFileSync(new URL('../../app/app.css', import.meta.url), 'utf8')
const tokens = Object.fromEntries(
  [...css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]),
)
const color = (name: string): string => {
  if (name === 'white') return '#ffffff'
  const value = tokens[name]
  if (!value) throw new Error(`No colour token --color-${name}`)
  return value
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** Text and background pairs the components use, with the WCAG AA minimum for normal text. */
const TEXT_PAIRS: [foreground: string, background: string][] = [
  ['ink', 'surface'],
  ['ink', 'canvas'],
  ['muted', 'surface'],
  ['muted', 'canvas'],
  ['navy-900', 'surface'],
  ['navy-700', 'surface'],
  ['navy-700', 'navy-50'],
  ['gold-700', 'surface'],
  ['gold-700', 'canvas'],
  ['white', 'navy-900'],
  ['white', 'navy-950'],
  ['navy-100', 'navy-900'],
  ['navy-100', 'navy-950'],
  ['gold-300', 'navy-900'],
  ['gold-300', 'navy-950'],
  ['navy-950', 'gold-400'],
  ['navy-950', 'gold-300'],
  ['white', 'navy-700'],
  ['navy-900', 'navy-50'],
]

describe('colour contrast of the palette', () => {
  it.each(TEXT_PAIRS)('%s text on %s meets WCAG AA (4.5:1)', (foreground, background) => {
    expect(contrast(color(foreground), color(background))).toBeGreaterThanOrEqual(4.5)
  })

  it.each(['surface', 'navy-950', 'navy-900', 'canvas'])(
    'the focus ring stands out from %s (3:1)',
    (background) => {
      expect(contrast(color('focus'), color(background))).toBeGreaterThanOrEqual(3)
    },
  )

  it('the contrast function itself agrees with known values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
})
