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
