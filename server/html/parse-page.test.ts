import { describe, expect, it } from 'vitest'
import {
  applyEdits,
  attributeOf,
  innerSpanOf,
  outerSpanOf,
  pageElements,
  textOf,
  tokensOf,
} from './parse-page.ts'

const page =
  '<!DOCTYPE html><html><head><link href=/a.css rel="preload  stylesheet"></head><body>' +
  '<p title="1 &gt; 0" class=\'lead\'>Hello <b>there</b></p><template><i>inside</i></template>' +
  '<script>if (a < b) go("</p>")</script></body></html>'

describe('parse-page', () => {
  const elements = pageElements(page)
  const first = (tag: string) => {
    const element = elements.find((candidate) => candidate.tagName === tag)
    if (!element) throw new Error(`no <${tag}>`)
    return element
  }

  it('reads attributes however they are quoted, with character references decoded', () => {
    expect(attributeOf(first('p'), 'title')).toBe('1 > 0')
    expect(attributeOf(first('p'), 'class')).toBe('lead')
    expect(attributeOf(first('link'), 'href')).toBe('/a.css')
    expect(tokensOf(first('link'), 'rel')).toEqual(['preload', 'stylesheet'])
    expect(attributeOf(first('p'), 'id')).toBeUndefined()
  })

  it("finds elements inside <template>, and reads a script's source as text", () => {
    expect(textOf(first('i'))).toBe('inside')
    expect(textOf(first('p'))).toBe('Hello there')
    expect(textOf(first('script'))).toBe('if (a < b) go("</p>")')
  })

  it('gives the places of elements in the source, for edits that keep the rest as it was', () => {
    const paragraph = first('p')
    const inner = innerSpanOf(paragraph)
    expect(page.slice(inner.start, inner.end)).toBe('Hello <b>there</b>')
    const edited = applyEdits(page, [
      { ...inner, text: 'Hi' },
      { ...outerSpanOf(first('script')), text: '' },
    ])
    expect(edited).toBe(
      page.replace('Hello <b>there</b>', 'Hi').replace('<script>if (a < b) go("</p>")</script>', ''),
    )
    expect(() =>
      applyEdits(page, [
        { ...outerSpanOf(paragraph), text: '' },
        { ...inner, text: '' },
      ]),
    ).toThrow('overlapping')
  })
})
