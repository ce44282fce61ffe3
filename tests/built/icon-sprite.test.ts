import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ICON_SPRITE_ID } from '../../app/components/ui/icon-sprite.tsx'
import { ICON_NAMES, iconSymbolId } from '../../app/components/ui/icons.tsx'
import { BUILT_SITE_TIMEOUTS, type BuiltSite, CLIENT_DIR, loadBuiltSite } from './built-site.ts'

vi.setConfig(BUILT_SITE_TIMEOUTS)

let site: BuiltSite
beforeAll(async () => {
  site = await loadBuiltSite()
})

describe('icons draw from the sprite in their own document', () => {
  it('every page carries the sprite once, with a drawing for every icon', () => {
    for (const page of site.builtPages) {
      const sprites = page.document.querySelectorAll(`#${ICON_SPRITE_ID}`)
      expect(sprites.length, page.path).toBe(1)
      const symbols = [...page.document.querySelectorAll(`#${ICON_SPRITE_ID} symbol`)]
      expect(
        symbols.map((symbol) => symbol.id),
        page.path,
      ).toEqual(ICON_NAMES.map(iconSymbolId))
      for (const symbol of symbols)
        expect(symbol.querySelector('path, circle, line, rect, polyline'), symbol.id).not.toBeNull()
    }
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
    const home = site.builtPages.find((page) => page.path === '/')
    const drawings = [...(home?.document.querySelectorAll(`#${ICON_SPRITE_ID} path`) ?? [])]
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
