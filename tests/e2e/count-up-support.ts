import { expect, type Page } from '@playwright/test'
import { type FigureParts, formatFigure } from '../../app/lib/format-stat.ts'
import { describeFigureForms } from '../fixtures/figure-forms.ts'

/** What the visitor saw of each figure in one frame: the text of every visible layer, and its width. */
export interface FigureFrame {
  shown: string[][]
  widths: number[]
}

/** The About hero's figures; every page hero is labeled by its title. */
export const HERO_FIGURES = 'section[aria-labelledby="page-title"] .count-up'

/** Records each figure's visible layers and width per frame; call before `page.goto`, with a real clock. */
export async function recordFigureFrames(page: Page, selector: string) {
  await page.addInitScript((figureSelector: string) => {
    const frames: FigureFrame[] = []
    Object.assign(window, { __figureFrames: frames })
    const visibleLayers = (figure: Element) => {
      const layers: string[] = []
      const placeholder = getComputedStyle(figure, '::before')
      if (/^".*"$/.test(placeholder.content) && placeholder.visibility === 'visible')
        layers.push(placeholder.content.slice(1, -1))
      const value = figure.querySelector('[data-stat-value]')
      if (value && getComputedStyle(value).visibility === 'visible') layers.push(value.textContent ?? '')
      return layers
    }
    const sample = () => {
      const figures = [...document.querySelectorAll(figureSelector)]
      if (figures.length > 0)
        frames.push({
          shown: figures.map(visibleLayers),
          widths: figures.map((figure) => figure.getBoundingClientRect().width),
        })
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  }, selector)
}

export function readFigureFrames(page: Page): Promise<FigureFrame[]> {
  return page.evaluate(() => (window as unknown as { __figureFrames: FigureFrame[] }).__figureFrames)
}

/** The recorder samples at a frame's start and can trail the page by a frame: wait for the final values. */
export async function readFigureFramesToTheEnd(page: Page, stats: readonly Stat[]): Promise<FigureFrame[]> {
  const finals = stats.map((stat) => [figureText(stat, 1)])
  await expect
    .poll(async () => (await readFigureFrames(page)).at(-1)?.shown, {
      message: 'the recorder sees the final values',
    })
    .toEqual(finals)
  return readFigureFrames(page)
}

export function clearFigureFrames(page: Page): Promise<void> {
  return page.evaluate(() => {
    ;(window as unknown as { __figureFrames: FigureFrame[] }).__figureFrames.length = 0
  })
}

type Stat = FigureParts

export function figureText(stat: Stat, progress: number): string {
  return formatFigure(stat, progress)
}

/** The number in a figure's text ("Under 5 min" → 5, "99.5%" → 99.5). */
export function figureNumber(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''))
}

export function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift'))
      throw new Error('this browser does not report layout shifts')
    // A buffered observer holds every shift so far at once; taking them leaves nothing to wait for.
    const observer = new PerformanceObserver(() => {})
    observer.observe({ type: 'layout-shift', buffered: true })
    const shifts = observer.takeRecords()
    observer.disconnect()
    return shifts.reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0)
  })
}

/** Every frame shows each figure in a form that reads true, and each ends on its final form. */
export function expectEveryFrameReadsRight(frames: FigureFrame[], stats: readonly Stat[]) {
  expect(frames.length).toBeGreaterThan(0)
  for (const [index, stat] of stats.entries()) {
    const forms = describeFigureForms(stat)
    const texts = frames.flatMap((frame) => frame.shown[index] ?? [])
    expect(
      [...new Set(texts.filter((text) => !forms.readsRight(text)))],
      `${forms.final}: texts that read wrong`,
    ).toEqual([])
    expect(texts.at(-1), `${forms.final}: last frame`).toBe(forms.final)
  }
}

/** Counting figures: one layer, rising from zero, others final, and no width change. */
export function expectCountedFromZero(frames: FigureFrame[], stats: readonly Stat[]) {
  expectEveryFrameReadsRight(frames, stats)
  for (const [index, stat] of stats.entries()) {
    const seen = frames.map((frame) => frame.shown[index] ?? [])
    expect(
      seen.filter((layers) => layers.length !== 1),
      `figure ${index}: frames without exactly one visible layer`,
    ).toEqual([])
    const texts = seen.map((layers) => layers[0] ?? '')
    expect(texts[0], `figure ${index}: first frame`).toBe(figureText(stat, 0))
    expect(texts.at(-1), `figure ${index}: last frame`).toBe(figureText(stat, 1))
    if (describeFigureForms(stat).kind === 'quantity') {
      const numbers = texts.map(figureNumber)
      expect(
        numbers.some((number) => number > 0 && number < stat.value),
        `figure ${index}: counted`,
      ).toBe(true)
      const drops = numbers.filter((number, frame) => frame > 0 && number < (numbers[frame - 1] ?? 0))
      expect(drops, `figure ${index}: values that went down`).toEqual([])
    } else {
      expect(new Set(texts), `figure ${index}: shown as it is`).toEqual(new Set([figureText(stat, 1)]))
    }
    // Layout rounds to 1/64 px, so widths jitter; a width that followed the digits would jump by digits.
    const widths = frames.map((frame) => frame.widths[index] ?? 0)
    expect(Math.max(...widths) - Math.min(...widths), `figure ${index}: change of width`).toBeLessThan(0.1)
  }
}
