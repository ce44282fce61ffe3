import { readFileSync } from 'node:fs'
import { parseCssColor, parseHex, type Rgba } from './color-math.ts'

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

function colorTokens(css: string): Map<string, string> {
  return new Map([...css.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', m[2] ?? '']))
}

const siteCss = read('app/app.css')
/** The site's own tokens win over Tailwind's defaults of the same name, as they do in the stylesheet. */
const tokens = new Map([...colorTokens(read('node_modules/tailwindcss/theme.css')), ...colorTokens(siteCss)])

/** The body's utilities, which every page starts from. */
export const bodyClasses = (/body\s*{\s*@apply\s+([^;]+);/.exec(siteCss)?.[1] ?? '').split(/\s+/)

/** A color utility's value part without its opacity: `navy-900`, `white`, `[#1e1b4b]`. */
export function isColorName(name: string): boolean {
  const base = name.split('/')[0] ?? ''
  return /^\[#[0-9a-f]{3,8}\]$/i.test(base) || tokens.has(base)
}

/** Resolves `navy-900`, `white/80` or `[#1e1b4b]` to a color, with any `/NN` opacity as its alpha. */
export function resolveColor(name: string): Rgba {
  const [base = '', opacity] = name.split('/')
  const arbitrary = /^\[(#[0-9a-f]{3,8})\]$/i.exec(base)
  const value = arbitrary?.[1] ?? tokens.get(base)
  if (!value) throw new Error(`No color named ${name}`)
  const color = value.startsWith('#') ? parseHex(value) : parseCssColor(value)
  return opacity === undefined ? color : { ...color, a: color.a * (Number(opacity) / 100) }
}

/** The color a color utility paints: `text-white/80`, `bg-navy-50`, `from-[#1e1b4b]`. */
export const resolveUtility = (utility: string): Rgba =>
  resolveColor(utility.replace(/^(text|bg|from|via|to)-/, ''))
