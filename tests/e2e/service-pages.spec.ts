import { expect, type Page, test } from '@playwright/test'
import { serviceCategories, solutionLinks } from '../../content/catalog.ts'
import {
  getService,
  listCategoryServices,
  listRelatedServices,
  listSolutionServices,
  listSolutions,
} from '../../content/index.ts'
import { attributeOf, pageElements, textOf } from '../../server/html/parse-page.ts'
import { expectNoAxeViolations } from './axe-support.ts'

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

function breadcrumb(page: Page) {
  return page.getByRole('navigation', { name: 'Breadcrumb' })
}

const category = (id: string) => {
  const found = serviceCategories.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no category ${id}`)
  return found
}

test.describe('breadcrumbs', () => {
  const samples = [
    ['/services/sap', ['Home', 'Services', 'ERP Solutions', 'SAP']],
    ['/services/cicd', ['Home', 'Services', 'Information Technology Service Management', 'CI/CD']],
    ['/services/cloud-security', ['Home', 'Services', 'Cybersecurity', 'Cloud Security']],
    ['/services/oracle-fixed-assets', ['Home', 'Services', 'Oracle Fixed Assets']],
  ] as const

  for (const [path, names] of samples) {
    test(`${path} shows Home › Services › … › the page`, async ({ page }) => {
      await open(page, path)
      const items = breadcrumb(page).getByRole('listitem')
      await expect(items).toHaveText([...names])
      const links = breadcrumb(page).getByRole('link')
      await expect(links).toHaveCount(names.length - 1)
      await expect(links.nth(0)).toHaveAttribute('href', '/')
      await expect(links.nth(1)).toHaveAttribute('href', '/services')
      await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText(
        names[names.length - 1] ?? '',
      )
    })
  }

  test('the category crumb leads to the category page', async ({ page }) => {
    await open(page, '/services/cloud-security')
    await breadcrumb(page).getByRole('link', { name: 'Cybersecurity' }).click()
    await expect(page).toHaveURL(/\/cybersecurity$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cybersecurity')
  })
})

test.describe('category pages list their services as links', () => {
  for (const id of ['digital-transformation', 'database-and-infrastructure-management', 'cybersecurity']) {
    test(`${id} links every one of its services`, async ({ page }) => {
      const { href, name } = category(id)
      await open(page, href)
      const cards = page.getByRole('region', { name: `${name} Services` }).getByRole('listitem')
      const expected = listCategoryServices(id)
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
        expected.map((service) => service.name),
      )
      for (const [index, service] of expected.entries())
        await expect(cards.nth(index).getByRole('link', { name: service.name })).toHaveAttribute(
          'href',
          service.href,
        )
    })
  }

  test('the Digital Transformation cards are the three sub-services of the specification', async ({
    page,
  }) => {
    await open(page, '/services/digital-transformation')
    const region = page.getByRole('region', { name: 'Digital Transformation Services' })
    await expect(region.getByRole('heading', { level: 3 })).toHaveText([
      'Business Process Automation',
      'Systems Modernizations',
      'Artificial Intelligence',
    ])
    await region.getByRole('link', { name: 'Systems Modernizations' }).click()
    await expect(page).toHaveURL(/\/services\/systems-modernizations$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Systems Modernizations')
  })

  test('the database page shows its five services, figures, framework and advantages', async ({ page }) => {
    await open(page, '/services/database-and-infrastructure-management')
    const services = page.getByRole('region', { name: 'Database and Infrastructure Management Services' })
    for (const slug of [
      'security-and-vulnerability-management',
      'disaster-recovery-and-management',
      'infrastructure-management',
      'database-administration',
      'audit-support',
    ])
      await expect(services.locator(`a[href="/services/${slug}"]`)).toHaveCount(1)
    const figures = page.getByRole('region', { name: /in figures/ })
    // The words screen readers get; the visible figures count up (category-carousels.spec.ts).
    await expect(figures.getByRole('definition').locator('.sr-only')).toHaveText([
      '99.9%',
      'Under 5 min',
      '500+',
    ])
    const framework = page.getByRole('region', { name: 'Our Five-Step Framework' })
    await expect(framework.getByRole('heading', { level: 3 })).toHaveText([
      'Assess',
      'Design',
      'Implement',
      'Manage',
      'Evolve',
    ])
    await expect(page.getByRole('region', { name: 'Key Advantages' }).getByRole('listitem')).toHaveCount(4)
  })

  test('Digital Transformation gives eight reasons to choose us', async ({ page }) => {
    await open(page, '/services/digital-transformation')
    await expect(
      page.getByRole('region', { name: 'Eight Reasons to Choose Us' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(8)
  })

  test('ERP Solutions also links Oracle Fixed Assets', async ({ page }) => {
    await open(page, '/services/erp-solutions')
    await page.getByRole('link', { name: 'Oracle Fixed Assets' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oracle Fixed Assets')
  })
})

test.describe('scroll buttons', () => {
  test('Get Started on Digital Transformation moves to the contact form', async ({ page }) => {
    await open(page, '/services/digital-transformation')
    const form = page.locator('#contact-form')
    await expect(form).not.toBeInViewport()
    await page.getByRole('link', { name: 'Get Started' }).click()
    await expect(form).toBeInViewport()
    await expect(form).toBeFocused()
    await expect(page).toHaveURL(/\/services\/digital-transformation$/)
    await expect(form.getByRole('heading', { level: 2 })).toBeInViewport()
  })

  test('Explore More and Request a Demo on the database page move to capabilities and the form', async ({
    page,
  }) => {
    await open(page, '/services/database-and-infrastructure-management')
    const capabilities = page.locator('#capabilities')
    const form = page.locator('#contact-form')
    await expect(form).not.toBeInViewport()
    await page.getByRole('link', { name: 'Explore More' }).click()
    await expect(capabilities.getByRole('heading', { level: 2 })).toBeInViewport()
    await expect(capabilities).toBeFocused()
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('link', { name: 'Request a Demo' }).click()
    await expect(form.getByRole('heading', { level: 2 })).toBeInViewport()
    await expect(form).toBeFocused()
  })

  test('the scroll links are plain fragment links without JavaScript', async ({ request }) => {
    const html = await (await request.get('/services/database-and-infrastructure-management')).text()
    const elements = pageElements(html)
    const links = elements
      .filter((element) => element.tagName === 'a')
      .map((link) => [attributeOf(link, 'href'), textOf(link)])
    expect(links).toContainEqual(['#capabilities', 'Explore More'])
    expect(links).toContainEqual(['#contact-form', 'Request a Demo'])
    const ids = elements.map((element) => attributeOf(element, 'id'))
    expect(ids).toContain('capabilities')
    expect(ids).toContain('contact-form')
  })

  test('the page after Get Started has no accessibility violations', async ({ page }) => {
    await open(page, '/services/digital-transformation')
    await page.getByRole('link', { name: 'Get Started' }).click()
    await expect(page.locator('#contact-form')).toBeFocused()
    await expectNoAxeViolations(page)
  })
})

test.describe('contact form sections', () => {
  for (const [path, messageLabel] of [
    ['/services/digital-transformation', 'Transformation Goals'],
    ['/services/database-and-infrastructure-management', 'Message'],
  ] as const) {
    test(`${path} shows the short form with "${messageLabel}"`, async ({ page }) => {
      await open(page, path)
      const form = page.locator('#contact-form')
      await expect(form.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute('required', '')
      await expect(form.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('type', 'email')
      await expect(form.getByRole('textbox', { name: 'Email Address' })).toHaveAttribute('required', '')
      await expect(form.getByRole('textbox', { name: /^Phone/ })).toHaveAttribute('type', 'tel')
      await expect(form.getByRole('textbox', { name: /^Phone/ })).not.toHaveAttribute('required')
      await expect(form.getByRole('textbox', { name: /^Company\/Organization/ })).not.toHaveAttribute(
        'required',
      )
      await expect(form.getByRole('textbox', { name: messageLabel, exact: true })).toHaveAttribute(
        'required',
        '',
      )

      // Browser-native validation stops an empty submission, and nothing claims success.
      await form.getByRole('button', { name: 'Send Request' }).click()
      await expect(form.getByRole('textbox', { name: 'Full Name' })).toBeFocused()
      expect(await form.locator('form').evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(
        false,
      )
      await expect(page.getByText(/request sent/i)).toHaveCount(0)
    })
  }
})

test.describe('service detail pages', () => {
  test('related services link to their pages', async ({ page }) => {
    await open(page, '/services/oracle-financials')
    const service = getService('oracle-financials')
    if (!service) throw new Error('no Oracle Financials copy')
    const related = listRelatedServices(service)
    const region = page.getByRole('region', { name: 'Related services' })
    await expect(region.getByRole('heading', { level: 3 })).toHaveText(related.map((item) => item.name))
    await region.getByRole('link', { name: 'Oracle Fixed Assets' }).click()
    await expect(page).toHaveURL(/\/services\/oracle-fixed-assets$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oracle Fixed Assets')
    await expect(
      page.getByRole('region', { name: 'Related services' }).getByRole('link', { name: 'Oracle Financials' }),
    ).toBeVisible()
  })

  test('a service page has its overview, capabilities, approach and a call to action to /contact', async ({
    page,
  }) => {
    await open(page, '/services/a123-support')
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText('statement of assurance')
    await expect(
      page.getByRole('region', { name: 'What we deliver' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(4)
    await expect(
      page.getByRole('region', { name: 'How we work with you' }).getByRole('listitem'),
    ).toHaveCount(3)
    const cta = page.getByRole('region', { name: 'Discuss A-123 Support with us' })
    await expect(cta.getByRole('link', { name: 'Request Consultation' })).toHaveAttribute('href', '/contact')
  })
})

test.describe('solution pages', () => {
  for (const link of solutionLinks) {
    test(`${link.href} shows its card fields, services and Request a Demo`, async ({ page }) => {
      const solution = listSolutions().find((candidate) => candidate.id === link.id)
      if (!solution) throw new Error(`no solution ${link.id}`)
      await open(page, link.href)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(solution.name)
      await expect(page.getByText(solution.tagline, { exact: true })).toBeVisible()
      const glance = page.getByRole('region', { name: 'At a glance' })
      await expect(glance).toContainText(solution.metric)
      await expect(glance).toContainText(solution.metricLabel)
      await expect(glance.getByRole('listitem')).toHaveText([...solution.features])
      const services = page.getByRole('region', { name: 'The services behind it' })
      for (const service of listSolutionServices(solution))
        await expect(services.getByRole('link', { name: service.name })).toHaveAttribute('href', service.href)
      await expect(page.getByRole('link', { name: 'Request a Demo' }).first()).toHaveAttribute(
        'href',
        '/contact',
      )
      await expect(breadcrumb(page).getByRole('link', { name: 'Solutions' })).toHaveAttribute(
        'href',
        '/solutions',
      )
    })
  }
})
