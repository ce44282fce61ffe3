import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtHtmlFiles, CLIENT_DIR, readBuiltFile } from '../support/built-site.ts'

/** Strings only the footer's content renders: its grid, its link class and a column heading's id. */
const FOOTER_CODE = [
  'lg:grid-cols-[1.4fr_1fr_1fr_1.2fr_1.5fr]',
  'footer-link inline-flex',
  'footer-quick-links',
]

describe('the footer is kept markup: its content code never reaches the browser', () => {
  it('every page’s HTML carries the footer, so the markers are the footer’s', async () => {
    for (const file of await builtHtmlFiles()) {
      const html = await readBuiltFile(file)
      for (const marker of FOOTER_CODE) expect(html, file).toContain(marker)
    }
  })

  it('no client script contains it', async () => {
    const scripts = (await readdir(join(CLIENT_DIR, 'assets'))).filter((name) => name.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    const found: string[] = []
    for (const name of scripts) {
      const code = await readBuiltFile(join('assets', name))
      found.push(
        ...FOOTER_CODE.filter((marker) => code.includes(marker)).map((marker) => `${name}: ${marker}`),
      )
    }
    expect(found).toEqual([])
  })
})
