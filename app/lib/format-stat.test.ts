import { describe, expect, test } from 'vitest'
import { describeFigureForms, finalFigureText } from '../../tests/fixtures/figure-forms.ts'
import { countDecimals, type FigureParts, formatCountUp, formatFigure } from './format-stat.ts'

/** Every figure in content, found by its shape wherever it sits, so a new figure is checked without listing it. */
function listContentFigures(): FigureParts[] {
  const modules = import.meta.glob<Record<string, unknown>>(['/content/**/*.ts', '!/content/**/*.test.ts'], {
    eager: true,
  })
  const figures = new Map<string, FigureParts>()
  const seen = new WeakSet<object>()
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return
    seen.add(value)
    const candidate = value as Partial<FigureParts>
    if (typeof candidate.value === 'number' && typeof candidate.suffix === 'string') {
      const figure = { value: candidate.value, prefix: candidate.prefix, suffix: candidate.suffix }
      figures.set(finalFigureText(figure), figure)
    }
    for (const child of Object.values(value)) visit(child)
  }
  for (const module of Object.values(modules)) visit(module)
  return [...figures.values()]
}

/** A two-second count at 60 frames a second, and the moments either side of it. */
const PROGRESS = [-0.5, ...Array.from({ length: 121 }, (_, frame) => frame / 120), 1.5]

describe('count-up figures', () => {
  test('keep the decimals of the final figure', () => {
    expect(countDecimals(99.5)).toBe(1)
    expect(countDecimals(200)).toBe(0)
    expect(formatCountUp(99.5, 0)).toBe('0.0')
    expect(formatCountUp(99.9, 1)).toBe('99.9')
  })

  test('start at zero, end exactly at the figure and never overshoot', () => {
    expect(formatCountUp(200, 0)).toBe('0')
    expect(formatCountUp(200, 1)).toBe('200')
    expect(formatCountUp(200, 5)).toBe('200')
    const halfway = Number(formatCountUp(200, 0.5))
    expect(halfway).toBeGreaterThan(100)
    expect(halfway).toBeLessThan(200)
  })

  test('a dollar amount counts in dollars; other words around a number keep it as it is', () => {
    const amount = { value: 2.5, prefix: '$', suffix: 'M' }
    expect([formatFigure(amount, 0), formatFigure(amount, 0.5), formatFigure(amount, 1)]).toEqual([
      '$0.0M',
      '$2.2M',
      '$2.5M',
    ])
    const days = { value: 3, prefix: 'Within ', suffix: ' days' }
    expect(formatFigure(days, 0)).toBe('Within 3 days')
  })

  const figures = listContentFigures()

  test('the site has figures of every kind: quantities, a schedule and a bound', () => {
    expect(new Set(figures.map((figure) => describeFigureForms(figure).kind))).toEqual(
      new Set(['quantity', 'schedule', 'bound']),
    )
  })

  test.each(figures.map((figure) => [finalFigureText(figure), figure] as const))(
    '"%s" reads right in every frame and ends on its final form',
    (_, figure) => {
      const forms = describeFigureForms(figure)
      const frames = PROGRESS.map((progress) => formatFigure(figure, progress))
      expect(frames.filter((text) => !forms.readsRight(text))).toEqual([])
      expect(frames.at(-1)).toBe(forms.final)
      if (forms.kind === 'quantity') {
        // Stat numbers animate up from 0, so a plain quantity must count.
        expect(frames[0]).toBe(formatFigure(figure, 0))
        expect(Number(frames[0]?.replace(/[^\d.]/g, ''))).toBe(0)
        expect(new Set(frames).size).toBeGreaterThan(10)
      }
    },
  )
})
