import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serviceCategories, solutionLinks } from './catalog.ts'
import { findDataProblems } from './check-data.ts'
import { CATALOG_COUNTS, SERVICES_PER_CATEGORY } from './service-data-files.ts'

const repo = resolve(import.meta.dirname, '..')
const CATALOG = 'content/data/catalog.json'
const DT = 'content/data/categories/digital-transformation.json'
const ERP = 'content/data/categories/erp-solutions.json'
const PROVISIONING = 'content/data/solutions/userprovisioning.json'
const SOLUTION_MENU = 'content/data/solution-menu.json'
const FLIP_CARDS = 'content/data/flip-cards.json'

type Data = Record<string, unknown>
type Edit = (data: Data) => Data

function problemsAfter(edits: Record<string, Edit>) {
  return findDataProblems((path) => {
    const text = readFileSync(join(repo, path), 'utf8')
    const edit = edits[path]
    return edit ? JSON.stringify(edit(JSON.parse(text) as Data)) : text
  })
}

describe('the content gate over services, categories, solutions and capability cards', () => {
  it('fixes the counts the site publishes today', () => {
    expect(serviceCategories.map((category) => [category.key, category.services.length])).toEqual(
      Object.entries(SERVICES_PER_CATEGORY),
    )
    expect(CATALOG_COUNTS).toEqual({ categories: 8, otherServices: 4, solutions: solutionLinks.length })
    expect(solutionLinks).toHaveLength(4)
  })

  it('refuses a menu category with one service too few', () => {
    const problems = problemsAfter({
      [CATALOG]: (data) => {
        const [erp, ...rest] = data.categories as { services: unknown[] }[]
        return { ...data, categories: [{ ...erp, services: erp?.services.slice(1) }, ...rest] }
      },
    })
    expect(problems).toContain(
      'content/data/catalog.json: categories[0].services: must list exactly 6 services, one for each page the site publishes under ERP Solutions (it lists 5)',
    )
  })

  it('counts a category’s services by its words file key, so a changed web address keeps its count', () => {
    const problems = problemsAfter({
      [CATALOG]: (data) => {
        const [erp, ...rest] = data.categories as Data[]
        return { ...data, categories: [{ ...erp, slug: 'erp' }, ...rest] }
      },
    })
    expect(problems).toEqual([])
  })

  it('refuses a words file key that names no words file, in plain words', () => {
    const problems = problemsAfter({
      [CATALOG]: (data) => {
        const [erp, ...rest] = data.categories as Data[]
        return { ...data, categories: [{ ...erp, key: 'erp' }, ...rest] }
      },
      [SOLUTION_MENU]: (data) => {
        const [first, ...rest] = data.solutions as Data[]
        return { ...data, solutions: [{ ...first, key: 'provisioning' }, ...rest] }
      },
    })
    expect(problems).toEqual([
      'content/data/catalog.json: categories[0].key: "Words file" must name one of the words files in content/data/categories: erp-solutions, digital-transformation, federal-financial-management, application-and-software-development, database-and-infrastructure-management, cybersecurity, information-technology-service-management, federal-grants-management. It never changes, even when the web address does: put back the one it had',
      'content/data/solution-menu.json: solutions[0].key: "Words file" must name one of the words files in content/data/solutions: userprovisioning, financialcontractcloseout, automatedregressiontesting, agriculturedatasolutions. It never changes, even when the web address does: put back the one it had',
    ])
  })

  it('refuses category words that leave out a service of the menu', () => {
    const problems = problemsAfter({
      [ERP]: (data) => ({ ...data, services: (data.services as unknown[]).slice(0, 5) }),
    })
    expect(problems).toEqual([
      'content/data/categories/erp-solutions.json: services: must hold the words of exactly the services the menu (content/data/catalog.json) lists under ERP Solutions, once each: oracle-financials, sap, oracle-clm, oracle-hyperion, unison-prism, sunflower (it holds oracle-financials, sap, oracle-clm, oracle-hyperion, unison-prism)',
    ])
  })

  it('accepts category words in another order than the menu’s: pages find them by address', () => {
    const problems = problemsAfter({
      [ERP]: (data) => ({ ...data, services: (data.services as unknown[]).toReversed() }),
    })
    expect(problems).toEqual([])
  })

  it('refuses a service key another service has, naming both services', () => {
    const problems = problemsAfter({
      [CATALOG]: (data) => {
        const [erp, ...rest] = data.categories as { services: Data[] }[]
        const services = erp?.services.map((service, index) =>
          index === 2 ? { ...service, key: 'sap' } : service,
        )
        return { ...data, categories: [{ ...erp, services }, ...rest] }
      },
    })
    expect(problems).toEqual([
      'content/data/catalog.json: categories[0].services[2].key: "Oracle CLM" has the same key ("sap") as "SAP", and each service must keep its own: put back the key it had, or remove it so that the next save in the editor gives the service a new one',
    ])
  })

  it('accepts a service without a key: one added where no save hook could give it one', () => {
    const problems = problemsAfter({
      [CATALOG]: (data) => {
        const { otherServices } = data as { otherServices: Data[] }
        return { ...data, otherServices: otherServices.map(({ key: _key, ...service }) => service) }
      },
    })
    expect(problems).toEqual([])
  })

  it('refuses two banner slides, an unknown firm figure and a figure set given twice', () => {
    const problems = problemsAfter({
      [DT]: (data) => ({
        ...data,
        heroSlides: (data.heroSlides as unknown[]).slice(0, 2),
        stats: [{ id: 'uptime', value: 99, suffix: '%', label: 'Uptime' }],
        companyStats: ['automation', 'projects', 'speed'],
      }),
    })
    expect(problems).toEqual([
      `${DT}: heroSlides: must list no entries, or exactly 4 (it lists 2)`,
      `${DT}: stats: must list no entries, or 3 to 4 (it lists 1)`,
      `${DT}: companyStats: must be empty when the category has figures of its own (stats): show one set or the other`,
      `${DT}: companyStats[2]: must name one of the firm's figures: on-time, uptime, reliability, support, automation, projects, clients, satisfaction`,
    ])
  })

  it('names the file, the field and the rule for a short solution summary', () => {
    const problems = problemsAfter({
      [PROVISIONING]: (data) => ({ ...data, summary: 'Automated accounts.' }),
    })
    expect(problems).toEqual([`${PROVISIONING}: summary: must be at least 80 characters long (it has 19)`])
  })

  it('refuses a capability card figure that is not one of the firm’s', () => {
    const problems = problemsAfter({
      [FLIP_CARDS]: (data) => {
        const [first, ...rest] = data.cards as { metrics: { stat: string }[] }[]
        const metrics = first?.metrics.map((metric, index) => (index === 1 ? { stat: 'speed' } : metric))
        return { cards: [{ ...first, metrics }, ...rest] }
      },
    })
    expect(problems).toEqual([
      `${FLIP_CARDS}: cards[0].metrics[1].stat: must be one of "on-time", "uptime", "reliability", "support", "automation", "projects", "clients", "satisfaction" (it is "speed")`,
    ])
  })
})
