import { describe, expect, it } from 'vitest'
import {
  composite,
  contrastRatio,
  oklchToRgb,
  parseCssColor,
  parseHex,
  toHex,
} from '../support/color-math.ts'
import { resolveColor } from '../support/palette.ts'

describe('color math', () => {
  it.each([
    // CSS Color 4's own conversions of the sRGB primaries and the extremes.
    ['oklch(62.796% 0.25768 29.2339)', '#ff0000'],
    ['oklch(51.975% 0.17686 142.495)', '#008000'],
    ['oklch(45.201% 0.31321 264.052)', '#0000ff'],
    ['oklch(100% 0 0)', '#ffffff'],
    ['oklch(0% 0 0)', '#000000'],
    // Tailwind's palette as its documentation gives it in hex: red-700, emerald-800, green-700, teal-600.
    ['oklch(50.5% 0.213 27.518)', '#c10007'],
    ['oklch(43.2% 0.095 166.913)', '#006045'],
    ['oklch(52.7% 0.154 150.069)', '#008236'],
    ['oklch(60% 0.118 184.704)', '#009689'],
  ])('%s is %s in sRGB', (oklch, hex) => {
    expect(toHex(parseCssColor(oklch))).toBe(hex)
  })

  it('clips a color outside sRGB instead of wrapping it', () => {
    const vivid = oklchToRgb(0.7, 0.4, 145)
    for (const channel of [vivid.r, vivid.g, vivid.b]) expect(channel).toBeGreaterThanOrEqual(0)
    for (const channel of [vivid.r, vivid.g, vivid.b]) expect(channel).toBeLessThanOrEqual(1)
  })

  it('agrees with known contrast ratios', () => {
    expect(contrastRatio(parseHex('#000000'), parseHex('#ffffff'))).toBeCloseTo(21, 5)
    expect(contrastRatio(parseHex('#777777'), parseHex('#ffffff'))).toBeCloseTo(4.48, 2)
  })

  it('paints a translucent color over what lies beneath', () => {
    expect(toHex(composite({ ...parseHex('#ffffff'), a: 0.5 }, parseHex('#000000')))).toBe('#808080')
    expect(toHex(composite({ ...parseHex('#000000'), a: 0 }, parseHex('#f7f9fc')))).toBe('#f7f9fc')
  })

  it('resolves theme tokens, Tailwind colors, arbitrary values and opacity', () => {
    expect(toHex(resolveColor('navy-900'))).toBe('#0a1f44')
    expect(toHex(resolveColor('red-700'))).toBe('#c10007')
    expect(toHex(resolveColor('white'))).toBe('#ffffff')
    expect(toHex(resolveColor('[#1e1b4b]'))).toBe('#1e1b4b')
    expect(resolveColor('white/15').a).toBeCloseTo(0.15, 5)
    expect(() => resolveColor('navy-450')).toThrow(/No color named/)
  })
})
