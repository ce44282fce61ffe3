import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTENT_SET_DIR, CONTENT_SET_SUITES } from '../../scripts/test-support/content-set.ts'

const repo = resolve(import.meta.dirname, '../..')
const root = resolve(repo, CONTENT_SET_DIR)
const read = <T>(file: string): T => JSON.parse(readFileSync(resolve(root, file), 'utf8')) as T

interface Entry {
  slug: string
  name: string
  key: string
  draft?: boolean
}
const catalog = read<{ categories: (Entry & { services: Entry[] })[] }>('catalog.json')
const counts = catalog.categories.map((category) => category.services.length)
const serviceNames = catalog.categories.flatMap((category) =>
  category.services.map((service) => service.name),
)

describe('the second content set (tests/fixtures/content-set)', () => {
  it('has every data file the launch set has, and a words file for each category and solution', () => {
    const files = (folder: string) => readdirSync(resolve(folder), { recursive: true }).map(String).sort()
    const launch = files(resolve(repo, 'content/data')).filter((file) => !file.includes('/'))
    expect(files(root).filter((file) => !file.includes('/'))).toEqual(launch)
    expect(readdirSync(resolve(root, 'categories')).sort()).toEqual(
      catalog.categories.map((category) => `${category.key}.json`).sort(),
    )
    const menu = read<{ solutions: Entry[] }>('solution-menu.json').solutions
    expect(readdirSync(resolve(root, 'solutions')).sort()).toEqual(
      menu.map((solution) => `${solution.key}.json`).sort(),
    )
  })

  it('stretches the layouts: twelve categories, one service and fourteen, a seventy-character name', () => {
    expect(catalog.categories).toHaveLength(12)
    expect(Math.min(...counts)).toBe(1)
    expect(Math.max(...counts)).toBe(14)
    expect(Math.max(...serviceNames.map((name) => name.length))).toBe(70)
  })

  it('has forty clients, twelve leaders, and no testimonials or contract vehicles', () => {
    expect(read<{ clients: unknown[] }>('clients.json').clients).toHaveLength(40)
    expect(read<{ people: unknown[] }>('leadership.json').people).toHaveLength(12)
    expect(read<{ testimonials: unknown[] }>('testimonials.json').testimonials).toEqual([])
    expect(read<{ vehicles: unknown[] }>('contract-vehicles.json').vehicles).toEqual([])
  })

  it('retires a launch service behind a redirect to a page it still has', () => {
    const { redirects } = read<{ redirects: { from: string; to: string }[] }>('redirects.json')
    const slugs = catalog.categories.flatMap((category) => category.services.map((service) => service.slug))
    expect(redirects.length).toBeGreaterThan(0)
    for (const { from, to } of redirects) {
      expect(slugs).not.toContain(from.replace('/services/', ''))
      expect(slugs).toContain(to.replace('/services/', ''))
    }
  })

  it('keeps a service as a draft, which no built page may show', () => {
    const drafts = catalog.categories.flatMap((category) =>
      category.services.filter((service) => service.draft),
    )
    expect(drafts.length).toBeGreaterThan(0)
  })

  it('is checked by suites that exist', () => {
    for (const file of Object.values(CONTENT_SET_SUITES).flat())
      expect(() => readFileSync(resolve(repo, file)), file).not.toThrow()
  })
})
