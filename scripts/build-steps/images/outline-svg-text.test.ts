import { describe, expect, it } from 'vitest'
import { outlineSvgText } from './outline-svg-text.ts'

const text = (attributes: string, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><text font-family="Public Sans" font-size="40" ${attributes}>${content}</text></svg>`

/** The horizontal offset of the outlined group. */
const offsetOf = (svg: string) => Number(/translate\((-?[\d.]+) /.exec(svg)?.[1])

describe('outlineSvgText', () => {
  it('replaces text with glyph outlines, keeping its paint and one path per coloured run', () => {
    const svg = outlineSvgText(
      text('x="10" y="50" fill="#ffffff"', 'Global<tspan fill="#f2b544">Force</tspan>'),
    )
    expect(svg).not.toContain('<text')
    expect(svg).toMatch(
      /<g fill="#ffffff" transform="translate\(10 50\)"><path d="M[^"]+"\/><path fill="#f2b544" d="M[^"]+"\/><\/g>/,
    )
  })

  it('anchors text at its middle and end as SVG does', () => {
    const start = offsetOf(outlineSvgText(text('x="600" y="50"', 'Reston')))
    const middle = offsetOf(outlineSvgText(text('x="600" y="50" text-anchor="middle"', 'Reston')))
    const end = offsetOf(outlineSvgText(text('x="600" y="50" text-anchor="end"', 'Reston')))
    expect(start).toBe(600)
    expect(600 - middle).toBeGreaterThan(40)
    expect(600 - end).toBeCloseTo(2 * (600 - middle), 0)
  })

  it('refuses what it cannot draw faithfully', () => {
    expect(() => outlineSvgText(text('x="0" y="0" font-style="italic"', 'Text'))).toThrow(/font-style/)
    expect(() => outlineSvgText(text('x="0" y="0" font-weight="650"', 'Text'))).toThrow(/font-weight/)
    expect(() => outlineSvgText('<svg><text font-family="Arial" font-size="20">Text</text></svg>')).toThrow(
      /Public Sans/,
    )
  })
})
