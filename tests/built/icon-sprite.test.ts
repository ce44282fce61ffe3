import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ALL_ICONS_ATTRIBUTE, ICON_SPRITE_ID } from '../../app/components/ui/icon-sprite-markers.ts'
import { ICON_NAMES, iconSymbolId } from '../../app/components/ui/icons.tsx'
import { BUILT_SITE_TIMEOUTS, type BuiltSite, CLIENT_DIR, loadBuiltSite, parseHtml } from './built-site.ts'

vi.setConfig(BUILT_SITE_TIMEOUTS)

let site: BuiltSite
beforeAll(async () => {
  site = await loadBuiltSite()
})

const symbolIdsOf = (document: Document | ParentNode, selector: string) =>
  [...document.querySelectorAll(selector)].map((symbol) => symbol.id)

describe('icons draw from the sprite in their own document', () => {
  it('every page carries the sprite once, with the drawings its HTML shows and no other', () => {
    for (const page of site.builtPages) {
      expect(page.document.querySelectorAll(`#${ICON_SPRITE_ID}`).length, page.path).toBe(1)
      const shown = new Set(
        [...page.document.querySelectorAll('use')]
          .filter((use) => !use.closest(`#${ICON_SPRITE_ID}`))
          .map((use) => (use.getAttribute('href') ?? '').slice(1)),
      )
      const kept = symbolIdsOf(page.document, `#${ICON_SPRITE_ID} symbol`)
      expect(kept, page.path).toEqual(ICON_NAMES.map(iconSymbolId).filter((id) => shown.has(id)))
      for (const symbol of page.document.querySelectorAll(`#${ICON_SPRITE_ID} symbol`)) {
        expect(symbol.querySelector('path, circle, line, rect, polyline'), symbol.id).not.toBeNull()
        // The drawing alone: the referring icon gives its stroke and fill.
        expect(symbol.querySelector('svg'), symbol.id).toBeNull()
      }
    }
  })

  it('every page names one file with every drawing, which the server can send', async () => {
    const sources = new Set(
      site.builtPages.map(
        (page) => page.document.getElementById(ICON_SPRITE_ID)?.getAttribute(ALL_ICONS_ATTRIBUTE) ?? '',
      ),
    )
    expect(sources.size).toBe(1)
    const [source = ''] = sources
    expect(source).toMatch(/^\/assets\/icons-[\w-]{8}\.svg$/)
    const drawings = parseHtml(`<body>${await readFile(join(CLIENT_DIR, source), 'utf8')}</body>`)
    expect(symbolIdsOf(drawings, 'symbol')).toEqual(ICON_NAMES.map(iconSymbolId))
  })

  it('every icon on every page refers to a drawing of that page, and hides from assistive technology', () => {
    const problems: string[] = []
    let icons = 0
    for (const page of site.builtPages) {
      for (const use of page.document.querySelectorAll('use')) {
        const target = use.getAttribute('href') ?? ''
        const icon = use.closest('svg')
        icons++
        if (
          !target.startsWith('#') ||
          !page.document.getElementById(target.slice(1))?.closest(`#${ICON_SPRITE_ID}`)
        )
          problems.push(`${page.path}: <use href="${target}"> has no drawing in the sprite`)
        if (icon?.getAttribute('aria-hidden') !== 'true')
          problems.push(`${page.path}: ${target} is not aria-hidden`)
      }
    }
    expect(icons).toBeGreaterThan(site.builtPages.length)
    expect(problems).toEqual([])
  })

  it('no script carries a drawing', async () => {
    const source =
      site.builtPages[0]?.document.getElementById(ICON_SPRITE_ID)?.getAttribute(ALL_ICONS_ATTRIBUTE) ?? ''
    const everyDrawing = parseHtml(`<body>${await readFile(join(CLIENT_DIR, source), 'utf8')}</body>`)
    const drawings = [...everyDrawing.querySelectorAll('path')]
      .map((path) => path.getAttribute('d') ?? '')
      .filter((d) => d.length > 20)
    expect(drawings.length).toBeGreaterThan(20)
    const scripts = (await readdir(join(CLIENT_DIR, 'assets'))).filter((file) => file.endsWith('.js'))
    for (const file of scripts) {
      const code = await readFile(join(CLIENT_DIR, 'assets', file), 'utf8')
      expect(
        drawings.filter((d) => code.includes(d)),
        file,
      ).toEqual([])
    }
  })
})
