import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findDataProblems } from './check-data.ts'

const repo = resolve(import.meta.dirname, '..')
const CATALOG = 'content/data/catalog.json'
const DT = 'content/data/categories/digital-transformation.json'
const ERP = 'content/data/categories/erp-solutions.json'
const PROVISIONING = 'content/data/solutions/userprovisioning.json'
const SOLUTION_MENU = 'content/data/solution-menu.json'
const FLIP_CARDS = 'content/data/flip-cards.json'
const FIRST_CARD = (
  JSON.parse(readFileSync(join(repo, FLIP_CARDS), 'utf8')) as { cards: { title: string }[] }
).cards[0]?.title

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
  it('accepts a menu category with a single service', () => {
    const problems = problemsAfter({
      [CATALOG]: (data) => {
        const [erp, ...rest] = data.categories as { services: unknown[] }[]
        return { ...data, categories: [{ ...erp, services: erp?.services.slice(0, 1) }, ...rest] }
      },
    })
    expect(problems.filter((problem) => problem.startsWith(CATALOG))).toEqual([])
  })

  it('refuses a category without services and a menu without categories', () => {
    expect(
      problemsAfter({
        [CATALOG]: (data) => {
          const [erp, ...rest] = data.categories as Data[]
          return { ...data, categories: [{ ...erp, services: [] }, ...rest] }
        },
      }),
    ).toContain(
      'content/data/catalog.json: Category "ERP Solutions", services: must list at least 1 entry (it lists 0)',
    )
    expect(problemsAfter({ [CATALOG]: (data) => ({ ...data, categories: [] }) })).toContain(
      'content/data/catalog.json: categories: must list at least 1 entry (it lists 0)',
    )
  })

  it('refuses a short form whose key another form has', () => {
    const form = JSON.parse(readFileSync(join(repo, DT), 'utf8')).shortForm[0] as Data
    const withKey = (service: string) =>
      problemsAfter({ [ERP]: (data) => ({ ...data, shortForm: [{ ...form, service }] }) })
    for (const service of ['database-infrastructure'])
      expect(withKey(service)).toContain(
        `${ERP}: entry 1 of shortForm, service: repeats "${service}", the key of Database and Infrastructure Management's form; each form needs its own, kept for good`,
      )
    expect(withKey('erp-solutions').filter((problem) => problem.startsWith(ERP))).toEqual([])
  })

  it('names both services when two share an address, even in different lists', () => {
    const problems = problemsAfter({
      [CATALOG]: (data) => {
        const { otherServices } = data as { otherServices: Data[] }
        const [first, ...rest] = otherServices
        return { ...data, otherServices: [{ ...first, slug: 'sap' }, ...rest] }
      },
    })
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/data\/catalog\.json: Service "[^"]+", slug: repeats "sap", the address of "SAP"; each service needs its own$/,
      ),
    )
  })

  it('counts nothing by a category’s words file key, so a changed web address changes nothing', () => {
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
      'content/data/catalog.json: Category "ERP Solutions", key: "Words file" must name one of the words files in content/data/categories: application-and-software-development, cybersecurity, database-and-infrastructure-management, digital-transformation, erp-solutions, federal-financial-management, federal-grants-management, information-technology-service-management. It never changes, even when the web address does: put back the one it had',
      'content/data/solution-menu.json: Solution "User Provisioning", key: "Words file" must name one of the words files in content/data/solutions: agriculturedatasolutions, automatedregressiontesting, financialcontractcloseout, userprovisioning. It never changes, even when the web address does: put back the one it had',
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
      'content/data/catalog.json: Category "ERP Solutions", service "Oracle CLM", key: "Oracle CLM" has the same key ("sap") as "SAP", and each service must keep its own: put back the key it had, or remove it so that the next save in the editor gives the service a new one',
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

  it('refuses five banner slides, an unknown firm figure and a figure set given twice', () => {
    const problems = problemsAfter({
      [DT]: (data) => ({
        ...data,
        heroSlides: [...(data.heroSlides as unknown[]), (data.heroSlides as unknown[])[0]],
        stats: [{ id: 'uptime', value: 99, suffix: '%', label: 'Uptime' }],
        companyStats: ['automation', 'projects', 'speed'],
      }),
    })
    expect(problems).toEqual([
      `${DT}: heroSlides: must list no entries, or 1 to 4 (it lists 5)`,
      `${DT}: stats: must list no entries, or 3 to 4 (it lists 1)`,
      `${DT}: companyStats: must be empty when the category has figures of its own (stats): show one set or the other`,
      `${DT}: entry 3 of companyStats: must name one of the firm's figures: on-time, uptime, reliability, support, automation, projects, clients, satisfaction`,
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
      `${FLIP_CARDS}: Card "${FIRST_CARD}", figure 2, stat: must be one of "on-time", "uptime", "reliability", "support", "automation", "projects", "clients", "satisfaction" (it is "speed")`,
    ])
  })
})
