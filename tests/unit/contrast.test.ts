import { describe, expect, it } from 'vitest'
import { type ColorPair, collectColorPairs, unresolvedKey } from '../support/class-colors.ts'
import { composite, contrastRatio, parseHex, type Rgba, relativeLuminance } from '../support/color-math.ts'
import { resolveColor, resolveUtility } from '../support/palette.ts'

// What the component analysis cannot settle, each with why it is safe; a newly unreadable class fails below.
const EXCEPTIONS: Record<string, string> = {
  // Transparent only over the navy-950 home hero, where axe checks it; over white its scrim would fail.
  "app/components/layout/site-header.tsx: fixed element's translucent `from-navy-950/85` shows whatever scrolls beneath it":
    'Over the home hero only: the body ink checked here is overridden by every child of the bar.',
  "app/components/layout/site-header.tsx: fixed element's translucent `to-navy-950/0` shows whatever scrolls beneath it":
    'Over the home hero only: the clear foot of the scrim shows the hero.',
  'app/components/sections/capability-pdf-button.tsx: props spread into <CapabilityPdfButton> are taken to leave tone unset':
    'The spread `pdfStatus` holds only the busy label and the failure message.',
}

const { pairs, unresolved } = collectColorPairs()
const WHITE = parseHex('#ffffff')
const BLACK = parseHex('#000000')

const minimumFor = (pair: ColorPair) => (pair.large || pair.graphic ? 3 : 4.5)

/** A pair's background as painted over a page: its layers from the bottom up. */
const paint = (pair: ColorPair, page: Rgba) =>
  pair.background.map(resolveUtility).reduceRight((beneath, layer) => composite(layer, beneath), page)

function ratioOver(pair: ColorPair, page: Rgba): number {
  const background = paint(pair, page)
  return contrastRatio(composite(resolveUtility(pair.text), background), background)
}

// Over an unknown page the worst case is black or white beneath, unless the text's luminance lies between.
function worstRatio(pair: ColorPair): number {
  if (!pair.unknownBeneath) return ratioOver(pair, WHITE)
  const text = resolveUtility(pair.text)
  const [dark, light] = [BLACK, WHITE].map((page) => relativeLuminance(paint(pair, page))) as [number, number]
  if (text.a === 1 && relativeLuminance(text) >= dark && relativeLuminance(text) <= light) return 1
  return Math.min(ratioOver(pair, BLACK), ratioOver(pair, WHITE))
}

const describePair = (pair: ColorPair) => {
  const state = pair.state ? `${pair.state}:` : ''
  const size = pair.graphic ? ', graphic' : pair.large ? ', large text' : ''
  const beneath = pair.unknownBeneath ? ' over any page' : ''
  const setAt = pair.backgroundSetAt.startsWith(`${pair.file}:`)
    ? ''
    : `, background set at ${pair.backgroundSetAt}`
  return `${state}${pair.text} on ${pair.background.join(' over ')}${beneath} (${minimumFor(pair)}:1${size}) in ${pair.file}:${pair.line} <${pair.element}>${setAt}`
}

const checked = new Map(
  pairs
    .filter((pair) => !(pair.unknownBeneath && pair.unknownBeneath in EXCEPTIONS))
    .map((p) => [describePair(p), p]),
)
/** An element over an unknown page is still settled when it passes over a black page and a white one. */
const settled = new Set(
  pairs.filter((p) => p.unknownBeneath && worstRatio(p) >= minimumFor(p)).map((p) => p.unknownBeneath),
)
const unsettled = new Set(
  pairs.filter((p) => p.unknownBeneath && worstRatio(p) < minimumFor(p)).map((p) => p.unknownBeneath),
)

describe('color contrast of the classes the components use (WCAG AA)', () => {
  it('reads every color class, except the listed exceptions', () => {
    const open = unresolved.map(unresolvedKey).filter((key) => unsettled.has(key) || !settled.has(key))
    expect([...new Set(open)].sort()).toEqual(Object.keys(EXCEPTIONS).sort())
  })

  it.each([...checked])('%s', (_name, pair) => {
    expect(worstRatio(pair)).toBeGreaterThanOrEqual(minimumFor(pair))
  })

  it.each(['surface', 'navy-950', 'navy-900', 'canvas'])(
    'the focus ring stands out from %s (3:1)',
    (background) => {
      expect(contrastRatio(resolveColor('focus'), resolveColor(background))).toBeGreaterThanOrEqual(3)
    },
  )

  it.each(['surface', 'canvas', 'navy-50'])('a form field’s edge stands out from %s (3:1)', (background) => {
    expect(contrastRatio(resolveColor('control'), resolveColor(background))).toBeGreaterThanOrEqual(3)
  })
})
