import { describe, expect, it } from 'vitest'
import { attributeOf, pageElements } from '../../../server/html/parse-page.ts'
import { allIconsDocument, trimIconSprite } from './trim-icon-sprite.ts'

const lucideSvg = (name: string, drawing: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name}" aria-hidden="true">${drawing}</svg>`

const DRAWINGS = {
  'arrow-right': '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>',
  menu: '<path d="M4 5h16"></path><path d="M4 12h16"></path>',
  x: '<path d="M18 6 6 18"></path><path d="m6 6 12 12"></path>',
}

/** The shape the server entry renders: the sprite first in <body>, icons referring to it later. */
const page = (uses: string) =>
  `<!DOCTYPE html><html><head></head><body><div id="icon-sprite" aria-hidden="true" class="absolute size-0 overflow-hidden"><svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true">${Object.entries(
    DRAWINGS,
  )
    .map(
      ([name, drawing]) =>
        `<symbol id="icon-${name}" viewBox="0 0 24 24">${lucideSvg(name, drawing)}</symbol>`,
    )
    .join('')}</svg></div><main>${uses}</main></body></html>`

const icon = (name: string, quote = '"') =>
  `<svg width="24" height="24" aria-hidden="true"><use href=${quote}#icon-${name}${quote}></use></svg>`

const symbolIds = (html: string) =>
  pageElements(html)
    .filter((element) => element.tagName === 'symbol')
    .map((symbol) => attributeOf(symbol, 'id'))

describe('trimIconSprite', () => {
  it('keeps only the drawings the page refers to, however the reference is quoted', () => {
    const trimmed = trimIconSprite(page(`${icon('menu')}${icon('x', "'")}`), '/assets/icons-1.svg')
    expect(symbolIds(trimmed)).toEqual(['icon-menu', 'icon-x'])
  })

  it('keeps a drawing that only markup for browsers without scripts shows', () => {
    const trimmed = trimIconSprite(page(`<noscript>${icon('x')}</noscript>`), '/assets/icons-1.svg')
    expect(symbolIds(trimmed)).toEqual(['icon-x'])
  })

  it('names the file with every drawing on the sprite element', () => {
    const trimmed = trimIconSprite(page(icon('menu')), '/assets/icons-1.svg')
    const sprite = pageElements(trimmed).find((element) => attributeOf(element, 'id') === 'icon-sprite')
    expect(sprite && attributeOf(sprite, 'data-all-icons')).toBe('/assets/icons-1.svg')
  })

  it('keeps each drawing without the icon set’s wrapper, and changes nothing outside the sprite', () => {
    const main = `${icon('arrow-right')}<p>Text &amp; more</p>`
    const trimmed = trimIconSprite(page(main), '/assets/icons-1.svg')
    expect(trimmed).toContain(
      `<symbol id="icon-arrow-right" viewBox="0 0 24 24">${DRAWINGS['arrow-right']}</symbol>`,
    )
    expect(trimmed).not.toContain('class="lucide')
    expect(trimmed.slice(trimmed.indexOf('<main>'))).toBe(`<main>${main}</main></body></html>`)
  })

  it('refuses a page without the sprite, and one already trimmed', () => {
    expect(() => trimIconSprite('<html><body><main></main></body></html>', '/a.svg')).toThrow(
      /no #icon-sprite/,
    )
    const once = trimIconSprite(page(icon('menu')), '/a.svg')
    expect(() => trimIconSprite(once, '/a.svg')).toThrow(/already names/)
  })
})

describe('allIconsDocument', () => {
  it('holds every drawing, whatever the page shows', () => {
    const document = allIconsDocument(page(''))
    expect(document.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true)
    expect(symbolIds(document)).toEqual(['icon-arrow-right', 'icon-menu', 'icon-x'])
    expect(document).toContain(`<symbol id="icon-x" viewBox="0 0 24 24">${DRAWINGS.x}</symbol>`)
  })
})
