import { isColorName } from './palette.ts'

export type Kind = 'text' | 'background' | 'size' | 'weight' | 'position'

export interface Token {
  state: string
  kind: Kind
  /** The color name or size, for colors without their prefix: `navy-900`, `white/10`, `2xl`. */
  value: string
  utility: string
}

const SIZES = /^(xs|sm|base|lg|xl|\dxl|\[[\d.]+(rem|px|em)\])$/
const LARGE_SIZES = /^([2-9]xl|\[([\d.]+)(rem|px)\])$/
const BOLD = new Set(['font-bold', 'font-extrabold', 'font-black'])
/** Pseudo-elements paint their own box, so their colors never sit under the element's text. */
const IGNORED_STATES = /(^|:)(forced-colors|print|before|after|backdrop|marker)$/

const parsed = new Map<string, Token | string | undefined>()

/** Reads a class token: its variant prefix as the state, and what it sets; `report` hears of unknown colors. */
export function parseToken(raw: string, report?: (reason: string) => void): Token | undefined {
  if (!parsed.has(raw)) parsed.set(raw, readToken(raw))
  const token = parsed.get(raw)
  if (typeof token !== 'string') return token
  report?.(token)
  return undefined
}

function readToken(raw: string): Token | string | undefined {
  const parts = raw.replace(/^!/, '').split(/:(?![^[]*\])/)
  const utility = parts.pop() ?? ''
  const state = parts.join(':')
  if (IGNORED_STATES.test(state)) return undefined
  if (BOLD.has(utility)) return { state, kind: 'weight', value: utility, utility }
  if (utility === 'fixed' && state === '') return { state, kind: 'position', value: utility, utility }
  const match = /^(text|bg|from|via|to)-(.+)$/.exec(utility)
  if (!match) return undefined
  const [, prefix, value = ''] = match
  if (isColorName(value)) return { state, kind: prefix === 'text' ? 'text' : 'background', value, utility }
  if (prefix === 'text' && SIZES.test(value)) return { state, kind: 'size', value, utility }
  if (/^[a-z]+-\d{2,3}(\/\d+)?$|^\[#/.test(value)) return `unknown color in \`${raw}\``
  return undefined
}

/** WCAG's large text: at least 24 px, or 18.66 px bold. */
export function isLargeSize(size: string, bold: boolean): boolean {
  const arbitrary = /^\[([\d.]+)(rem|px)\]$/.exec(size)
  const px = arbitrary ? Number(arbitrary[1]) * (arbitrary[2] === 'rem' ? 16 : 1) : undefined
  if (px !== undefined) return px >= 24 || (bold && px >= 18.66)
  return LARGE_SIZES.test(size) || (bold && size === 'xl')
}
