import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { publishedDataPlugin } from './published-data-plugin.ts'

const root = mkdtempSync(join(tmpdir(), 'published-data-'))
const data = join(root, 'content/data')
cpSync(resolve(import.meta.dirname, '../../../content/data'), data, { recursive: true })
afterAll(() => rmSync(root, { recursive: true, force: true }))

const plugin = publishedDataPlugin(root)
const load = (file: string) => {
  const hook = plugin.load as (id: string) => string | undefined
  return hook.call({}, join(data, file))
}
const edit = <T>(file: string, change: (value: T) => void) => {
  const value = JSON.parse(readFileSync(join(data, file), 'utf8')) as T
  change(value)
  writeFileSync(join(data, file), JSON.stringify(value))
}

describe('the build’s published data files', () => {
  it('bundles the shipped files with the same values', () => {
    for (const file of ['catalog.json', 'clients.json', 'categories/erp-solutions.json', 'home.json'])
      expect(JSON.parse(load(file) ?? ''), file).toEqual(JSON.parse(readFileSync(join(data, file), 'utf8')))
    expect(load('../../package.json')).toBeUndefined()
  })

  it('leaves out a draft service, its words and a draft client, so their names never ship', () => {
    type Catalog = { categories: { services: { slug: string; draft?: boolean }[] }[] }
    edit<Catalog>('catalog.json', (catalog) => {
      const sunflower = catalog.categories[0]?.services.find((service) => service.slug === 'sunflower')
      if (sunflower) sunflower.draft = true
    })
    edit<{ clients: { mark: string; draft?: boolean }[] }>('clients.json', (file) => {
      for (const client of file.clients) if (client.mark === 'DOL') client.draft = true
    })
    expect(load('catalog.json')).not.toContain('Sunflower')
    expect(load('catalog.json')).toContain('Oracle Hyperion')
    expect(load('categories/erp-solutions.json')).not.toContain('"sunflower"')
    expect(load('clients.json')).not.toContain('Department of Labor')
    expect(JSON.parse(load('clients.json') ?? '').clients).toHaveLength(18)
  })

  it('leaves out a draft solution’s and a draft category’s own words, and the home page card of the solution', () => {
    edit<{ solutions: { key: string; draft?: boolean }[] }>('solution-menu.json', (menu) => {
      for (const solution of menu.solutions)
        if (solution.key === 'agriculturedatasolutions') solution.draft = true
    })
    edit<{ categories: { key: string; draft?: boolean }[] }>('catalog.json', (catalog) => {
      for (const category of catalog.categories) if (category.key === 'cybersecurity') category.draft = true
    })
    const words = (file: string) => JSON.parse(readFileSync(join(data, file), 'utf8'))
    expect(JSON.parse(load('solutions/agriculturedatasolutions.json') ?? '')).toEqual({})
    expect(JSON.parse(load('categories/cybersecurity.json') ?? '')).toEqual({})
    expect(JSON.parse(load('solutions/userprovisioning.json') ?? '')).toEqual(
      words('solutions/userprovisioning.json'),
    )
    expect(JSON.parse(load('categories/erp-solutions.json') ?? '').summary).toBe(
      words('categories/erp-solutions.json').summary,
    )
    const cards = JSON.parse(load('home.json') ?? '').solutionHighlights.map(
      (card: { id: string }) => card.id,
    )
    expect(cards).not.toContain('agriculturedatasolutions')
    expect(cards).toContain('userprovisioning')
  })
})
