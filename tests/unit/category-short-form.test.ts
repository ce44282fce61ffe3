import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'

const CATEGORIES = join(import.meta.dirname, '../../content/data/categories')
const ERP = '../../content/data/categories/erp-solutions.json'
const DIGITAL = '../../content/data/categories/digital-transformation.json'
const read = (key: string) => JSON.parse(readFileSync(join(CATEGORIES, `${key}.json`), 'utf8'))

const erpForm = {
  service: 'erp-solutions',
  page: 'ERP Solutions page',
  title: 'Plan Your {name} Upgrade',
  lead: 'Tell us which ledger, module or interface you want to move. Our team will contact you within 24 hours.',
  messageLabel: 'Upgrade Plans',
  heroActions: [{ label: 'Plan an Upgrade', target: 'form' }],
}

/** The repository's content, with a form given to ERP Solutions and taken from Digital Transformation in their words files. */
async function loadWithFormsMoved() {
  vi.resetModules()
  const erp = { ...read('erp-solutions'), shortForm: [erpForm] }
  const digital = { ...read('digital-transformation'), shortForm: [] }
  vi.doMock(ERP, () => ({ default: erp, shortForm: erp.shortForm }))
  vi.doMock(DIGITAL, () => ({ default: digital, shortForm: digital.shortForm }))
  return {
    categoryPage: await import('#app/routes/category-page.tsx'),
    statics: await import('#app/lib/static-sections.ts'),
    prerendered: await import('#content/static-sections.ts'),
    schema: await import('#contract/short-enquiry-schema.ts'),
    samples: await import('#contract/sample-enquiries.ts'),
    staff: await import('#server/staff/staff-list-filters.ts'),
  }
}

afterEach(() => {
  vi.doUnmock(ERP)
  vi.doUnmock(DIGITAL)
  vi.resetModules()
})

type Loaded = Awaited<ReturnType<typeof loadWithFormsMoved>>

function render({ categoryPage, statics, prerendered }: Loaded, path: string) {
  type Args = Parameters<typeof categoryPage.loader>[0]
  const data = categoryPage.loader({ url: new URL(`https://example.test${path}`) } as unknown as Args)
  const props = { loaderData: data, params: {}, matches: [] } as unknown as Parameters<
    typeof categoryPage.default
  >[0]
  const page = createElement(MemoryRouter, null, createElement(categoryPage.default, props))
  return renderToStaticMarkup(
    createElement(statics.StaticSectionsContext, { value: prerendered.prerenderedStaticContent }, page),
  )
}

describe('a short enquiry form is a category’s own content', () => {
  test('a category given a form shows it, with its words and buttons; one whose form was removed shows none', async () => {
    const loaded = await loadWithFormsMoved()

    const erp = render(loaded, '/services/erp-solutions')
    expect(erp).toContain('<input type="hidden" name="service" value="erp-solutions"/>')
    expect(erp).toContain('Plan Your ERP Solutions Upgrade')
    expect(erp).toContain('Upgrade Plans')
    expect(erp).toMatch(/<a[^>]*href="#contact-form"[^>]*>(?:(?!<\/a>).)*Plan an Upgrade/)

    const digital = render(loaded, '/services/digital-transformation')
    expect(digital).not.toContain('name="service"')
    expect(digital).not.toContain('Start Your Transformation')
    expect(digital).not.toContain('Get Started')
    expect(render(loaded, '/services/federal-grants-management')).not.toContain('name="service"')
  })

  test('the API accepts the new form’s key and no longer the removed one’s; staff can filter by it', async () => {
    const { schema, samples, staff } = await loadWithFormsMoved()
    const short = schema.schemaForWire('common')
    expect(short.parse(samples.shortPayload({ service: 'erp-solutions' }))).toMatchObject({
      service: 'erp-solutions',
    })
    expect(short.safeParse(samples.shortPayload({ service: 'DigitalTransformation' })).success).toBe(false)
    expect(short.parse(samples.shortPayload({ service: 'databaseinfrastructuremanagement' }))).toMatchObject({
      service: 'database-infrastructure',
    })
    expect(staff.serviceOptions()).toEqual([
      { value: 'erp-solutions', label: 'ERP Solutions page' },
      { value: 'database-infrastructure', label: 'Database & Infrastructure Management page' },
    ])
  })
})
