// Outlines <text> in the brand font (librsvg would use a system font); unknown attributes are errors.
import { resolve } from 'node:path'
import * as fontkit from 'fontkit'

const FONT_DIR = resolve(import.meta.dirname, '../../../node_modules/@fontsource/public-sans/files')
const BRAND_FAMILY = /^['"]?Public Sans/

const LAYOUT_ATTRIBUTES = new Set([
  'x',
  'y',
  'font-family',
  'font-size',
  'font-weight',
  'letter-spacing',
  'text-anchor',
])
const PAINT_ATTRIBUTES = new Set(['fill', 'fill-opacity', 'opacity'])
const RUN_ATTRIBUTES = new Set(['fill', 'fill-opacity', 'font-weight'])

const fonts = new Map<number, fontkit.Font>()

function fontOfWeight(weight: number): fontkit.Font {
  let font = fonts.get(weight)
  if (!font) {
    const opened = fontkit.openSync(`${FONT_DIR}/public-sans-latin-${weight}-normal.woff`)
    if (!('layout' in opened)) throw new Error(`Expected a single font for weight ${weight}`)
    font = opened
    fonts.set(weight, font)
  }
  return font
}

function readAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const match of source.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) {
    attributes.set(match[1] ?? '', match[2] ?? '')
  }
  return attributes
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16))
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10))
    return named[entity.toLowerCase()] ?? ''
  })
}

function parseWeight(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const weight = value === 'bold' ? 700 : value === 'normal' ? 400 : Number(value)
  if (!Number.isInteger(weight) || weight < 100 || weight > 900 || weight % 100 !== 0) {
    throw new Error(`Unsupported font-weight "${value}"`)
  }
  return weight
}

function checkKnown(attributes: Map<string, string>, allowed: (name: string) => boolean, element: string) {
  for (const name of attributes.keys()) {
    if (!allowed(name)) throw new Error(`outline-svg-text: <${element}> attribute "${name}" is not supported`)
  }
}

interface Run {
  text: string
  weight: number
  paint: Map<string, string>
}

/** Whitespace collapsed as SVG does by default. */
function readRuns(content: string, weight: number): Run[] {
  const runs: Run[] = []
  let rest = content
  while (rest.length > 0) {
    const tspan = rest.match(/<tspan\b([^>]*)>([^<]*)<\/tspan>/)
    const before = tspan ? rest.slice(0, tspan.index) : rest
    if (/</.test(before))
      throw new Error(`outline-svg-text: unsupported markup inside <text>: ${before.trim()}`)
    if (before) runs.push({ text: before, weight, paint: new Map() })
    if (!tspan) break
    const attributes = readAttributes(tspan[1] ?? '')
    checkKnown(attributes, (name) => RUN_ATTRIBUTES.has(name), 'tspan')
    const paint = new Map([...attributes].filter(([name]) => PAINT_ATTRIBUTES.has(name)))
    runs.push({ text: tspan[2] ?? '', weight: parseWeight(attributes.get('font-weight'), weight), paint })
    rest = rest.slice((tspan.index ?? 0) + tspan[0].length)
  }
  const collapsed = runs.map((run) => ({ ...run, text: decodeEntities(run.text.replace(/\s+/g, ' ')) }))
  const first = collapsed[0]
  const last = collapsed.at(-1)
  if (first) first.text = first.text.trimStart()
  if (last) last.text = last.text.trimEnd()
  return collapsed.filter((run) => run.text.length > 0)
}

function formatAttributes(attributes: Map<string, string>): string {
  return [...attributes].map(([name, value]) => ` ${name}="${value}"`).join('')
}

const round = (value: number) => Math.round(value * 100) / 100

function outlineText(attributeSource: string, content: string): string {
  const attributes = readAttributes(attributeSource)
  checkKnown(attributes, (name) => LAYOUT_ATTRIBUTES.has(name) || PAINT_ATTRIBUTES.has(name), 'text')
  const family = attributes.get('font-family') ?? ''
  if (!BRAND_FAMILY.test(family))
    throw new Error(`outline-svg-text: font-family must be Public Sans, got "${family}"`)
  const size = Number(attributes.get('font-size') ?? Number.NaN)
  if (!(size > 0)) throw new Error('outline-svg-text: <text> needs a numeric font-size')
  const letterSpacing = Number(attributes.get('letter-spacing') ?? 0)
  const runs = readRuns(content, parseWeight(attributes.get('font-weight'), 400))

  // The anchor needs the full line width.
  let cursor = 0
  const laidOut = runs.map((run) => {
    const font = fontOfWeight(run.weight)
    const scale = size / font.unitsPerEm
    const glyphRun = font.layout(run.text)
    const parts = glyphRun.glyphs.map((glyph, index) => {
      const position = glyphRun.positions[index]
      const x = cursor + (position?.xOffset ?? 0) * scale
      const y = -(position?.yOffset ?? 0) * scale
      cursor += (position?.xAdvance ?? 0) * scale + letterSpacing
      return glyph.path.scale(scale, -scale).translate(x, y).toSVG()
    })
    return { d: parts.join(''), paint: run.paint }
  })
  const width = cursor - (runs.length > 0 ? letterSpacing : 0)
  const anchor = attributes.get('text-anchor') ?? 'start'
  const shift = anchor === 'middle' ? -width / 2 : anchor === 'end' ? -width : 0
  const x = Number(attributes.get('x') ?? 0) + shift
  const y = Number(attributes.get('y') ?? 0)
  const groupPaint = new Map([...attributes].filter(([name]) => PAINT_ATTRIBUTES.has(name)))
  const paths = laidOut.map((run) => `<path${formatAttributes(run.paint)} d="${run.d}"/>`).join('')
  return `<g${formatAttributes(groupPaint)} transform="translate(${round(x)} ${round(y)})">${paths}</g>`
}

export function outlineSvgText(svg: string): string {
  return svg.replace(/<text\b([^>]*)>([\s\S]*?)<\/text>/g, (_, attributes: string, content: string) =>
    outlineText(attributes, content),
  )
}
