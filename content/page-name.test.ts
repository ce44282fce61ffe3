import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { findContentProblems } from './check-content.ts'
import { findFileProblems } from './check-data.ts'
import { dataFiles } from './data-files.ts'
import { withPageName } from './page-name.ts'
import { serviceDataFiles } from './service-data-files.ts'

const read = (path: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', path), 'utf8'))
type Service = { summary: string; contexts: [string, ...string[]] }
/** The parts of a category's and a solution's words files these checks edit. */
type Words = {
  covers: [string, ...string[]]
  services: [Service, Service, ...Service[]]
  heroSlides?: unknown[]
  tagline: string
  metric: string
}
type DataFile = { path: string; schema: z.ZodType }
const files = serviceDataFiles as Record<string, DataFile>
const fileOf = (name: string): DataFile => {
  const file = files[name]
  if (!file) throw new Error(`no data file ${name}`)
  return file
}
const erp = fileOf('category erp-solutions')
const solution = fileOf('solution userprovisioning')

function problemsOf(
  file: { path: string; schema: Parameters<typeof findFileProblems>[1] },
  edit: (data: Words) => void,
) {
  const data = read(file.path)
  edit(data)
  return findFileProblems(file.path, file.schema, JSON.stringify(data))
}

describe('{name} in the words of a category, service or solution page', () => {
  test('is allowed in the words and filled with the page’s own name, nowhere else', () => {
    const words = {
      summary: '{name} that protects',
      seo: { title: '{name} | GlobalTekForce' },
      alsoSlugs: ['{name}'],
      heroSlides: [{ id: 'x', image: { asset: '{name}', alt: 'About {name}' } }],
    }
    expect(withPageName(words, 'Cyber Defense')).toEqual({
      summary: 'Cyber Defense that protects',
      seo: { title: 'Cyber Defense | GlobalTekForce' },
      alsoSlugs: ['{name}'],
      heroSlides: [{ id: 'x', image: { asset: '{name}', alt: 'About Cyber Defense' } }],
    })
  })

  test('passes the gate in a category’s and a service’s words and a solution’s', () => {
    expect(problemsOf(erp, (data) => (data.covers[0] = `${data.covers[0]} {name}`))).toEqual([])
    expect(problemsOf(erp, (data) => (data.services[1].contexts[0] = 'Agencies on {name} today'))).toEqual([])
    expect(problemsOf(solution, (data) => (data.tagline = '{name}, on day one'))).toEqual([])
  })

  test('is refused with the usual message where the site does not fill it, as is any other word in braces', () => {
    const asset = problemsOf(erp, (data) => {
      data.heroSlides = [
        {
          id: 'one',
          image: { asset: '{name}', alt: 'A long enough description' },
          title: 'A slide title',
          subtitle: 'A subtitle that is long enough to pass the check.',
        },
      ]
    })
    expect(asset).toEqual([
      `${erp.path}: Banner slide "A slide title", image.asset: uses {name}, which the site cannot fill in here; remove the braces`,
    ])
    expect(problemsOf(solution, (data) => (data.metric = '{name}'))).toEqual([
      `${solution.path}: metric: uses {name}, which the site cannot fill in here; remove the braces`,
    ])
    const other = problemsOf(
      erp,
      (data) => (data.services[0].summary = `${data.services[0].summary} {companyName}`),
    )
    expect(other).toHaveLength(1)
    expect(other[0]).toContain('uses {companyName}, which the site cannot fill in here; it can use {name}')
  })

  test('counts toward a search title’s length as the name it stands for', () => {
    const seo = {
      title: `${'A seventy character service name '.repeat(2)}| GlobalTekForce`,
      description: 'x',
    }
    const problems = findContentProblems({
      categories: {},
      uncategorized: {},
      solutions: [{ id: 's', seo, serviceSlugs: [], problem: [] }],
      pages: {},
    })
    expect(problems).toEqual([expect.stringContaining('SEO title of solution s is 82 characters')])
  })

  test('is refused in the menus, whose names it stands for, and in the files no page name fills', () => {
    const refused = (key: string, at: (string | number)[], value: string) => {
      const file = (dataFiles as Record<string, DataFile>)[key] ?? fileOf(key)
      const data = read(file.path)
      const parent = at.slice(0, -1).reduce((node, step) => node[step], data)
      parent[at.at(-1) ?? ''] = value
      const field = String(at.at(-1))
      return findFileProblems(file.path, file.schema, JSON.stringify(data)).filter((problem) =>
        problem.includes(`${field}: uses {name}, which the site cannot fill in here; remove the braces`),
      )
    }
    expect(refused('catalog', ['categories', 0, 'services', 0, 'name'], '{name} Cloud')).toHaveLength(1)
    expect(refused('solutionMenu', ['solutions', 0, 'name'], '{name}')).toHaveLength(1)
    expect(refused('pages', ['home', 'title'], 'About {name}')).toHaveLength(1)
    expect(refused('clients', ['clients', 0, 'name'], '{name} Agency')).toHaveLength(1)
  })
})
