import type { Figure } from '#content/schema.ts'

/** What a figure shows: its number and the words either side ("Under ", 5, " min"). */
export type FigureParts = Pick<Figure, 'value' | 'prefix' | 'suffix'>

/**
 * Marks that read true beside any number from 0 up: "$0", "0.0%", "250+", "1.2M". "24/7" (a schedule) or
 * "Under 5 min" (a bound) would read false mid-count, so such figures show their final form throughout.
 */
const COUNTING_PREFIX = /^\$?$/
const COUNTING_SUFFIX = /^[KMB]?[%+]?$/

export function countsUp({ prefix = '', suffix }: FigureParts): boolean {
  return COUNTING_PREFIX.test(prefix) && COUNTING_SUFFIX.test(suffix)
}

/** How many decimals a figure has, so 99.5 counts as 0.0 … 99.5 and 200 as 0 … 200. */
export function countDecimals(value: number): number {
  const [, fraction = ''] = String(value).split('.')
  return fraction.length
}

/** The figure `progress` (0 to 1) of the way up from zero, eased out, with the figure's decimals. */
export function formatCountUp(value: number, progress: number): string {
  const clamped = Math.min(1, Math.max(0, progress))
  const eased = 1 - (1 - clamped) ** 3
  return (value * eased).toFixed(countDecimals(value))
}

/** A figure `progress` (0 to 1) of the way through its count; a figure that does not count is final. */
export function formatFigure(figure: FigureParts, progress: number): string {
  const number = formatCountUp(figure.value, countsUp(figure) ? progress : 1)
  return `${figure.prefix ?? ''}${number}${figure.suffix}`
}
