import { expect, test } from '@playwright/test'
import { pages } from '../../content/pages.ts'
import { dataHandling, privacyNotice } from '../../content/privacy.ts'
import { privacyLinkLabels } from '../../content/privacy-link.ts'
import { company } from '../../content/site.ts'
import {
  expectCompanyContactLinks,
  LAYOUT_TOLERANCE_PX,
  openHydrated,
  pagePaths,
  submitConsultation,
} from './support.ts'

const DT_PAGE = '/services/digital-transformation'
const DB_PAGE = '/services/database-and-infrastructure-management'

test('the Privacy Notice shows its heading, every section, the real settings and how to reach the firm', async ({
  page,
}) => {
  await openHydrated(page, pagePaths.privacy)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(pages.privacy.title)
  const { whoWeAre, collection, storage, recipients, acknowledgement, rights, cookies, changes } =
    privacyNotice
  for (const section of [
    whoWeAre,
    collection,
    storage,
    recipients,
    acknowledgement,
    rights,
    cookies,
    changes,
  ])
    await expect(main.getByRole('region', { name: section.heading })).toBeVisible()
  for (const form of collection.forms)
    await expect(main.getByRole('heading', { level: 3, name: form.name })).toBeVisible()

  const retention = main.getByRole('region', { name: storage.heading })
  await expect(retention).toContainText(`${dataHandling.enquiryRetentionDays} days`)
  await expect(retention).toContainText(`${dataHandling.documentRetentionDays} days`)
  const choices = main.getByRole('region', { name: rights.heading })
  await expect(choices).toContainText(`within ${dataHandling.privacyRequestResponseDays} days`)
  await expectCompanyContactLinks(choices)
  const who = main.getByRole('region', { name: whoWeAre.heading })
  await expect(who).toContainText(company.legalName)
  await expect(who).toContainText(company.address.street)
  await expect(main.getByRole('region', { name: cookies.heading })).toContainText('sets no cookies')

  const updated = main.locator(`time[datetime="${privacyNotice.lastUpdated.iso}"]`)
  await expect(updated.first()).toHaveText(privacyNotice.lastUpdated.display)
  await expect(page).toHaveTitle(pages.privacy.seo.title)
})

test('the footer links to the Privacy Notice beside the copyright line', async ({ page }) => {
  await openHydrated(page, '/')
  const link = page.getByRole('contentinfo').getByRole('link', { name: privacyLinkLabels.footer })
  await expect(link).toHaveAttribute('href', pagePaths.privacy)
  // Beside the copyright line, not in the footer's link columns.
  await expect(page.getByRole('contentinfo').getByRole('list', { name: 'Site information' })).toContainText(
    privacyLinkLabels.footer,
  )
  for (const column of ['Quick Links', 'Resources', 'Solutions'])
    await expect(
      page.getByRole('contentinfo').getByRole('region', { name: column }).getByRole('link', {
        name: privacyLinkLabels.footer,
      }),
    ).toHaveCount(0)
  await link.click()
  await expect(page).toHaveURL(pagePaths.privacy)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.privacy.title)
})

test('both enquiry forms link to the Privacy Notice on a line below the submit button', async ({ page }) => {
  const forms = [
    { path: DT_PAGE, form: page.locator('#contact-form'), submit: 'Send Request' },
    {
      path: pagePaths.contact,
      form: page.getByRole('form', { name: 'Request Consultation' }),
      submit: 'Submit Request',
    },
  ]
  for (const { path, form, submit } of forms) {
    await openHydrated(page, path)
    const link = form.getByRole('link', { name: privacyLinkLabels.underForms })
    await expect(link, path).toHaveAttribute('href', pagePaths.privacy)
    const button = await form.getByRole('button', { name: submit }).boundingBox()
    const line = await link.boundingBox()
    expect(
      line && button && line.y >= button.y + button.height - LAYOUT_TOLERANCE_PX,
      `${path}: link below ${submit}`,
    ).toBe(true)
    await link.click()
    await expect(page).toHaveURL(pagePaths.privacy)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.privacy.title)
  }
})

test('the site sets no cookies: pages, both forms and every response leave the browser without one', async ({
  page,
  context,
}) => {
  const cookieHeaders: string[] = []
  page.on('response', async (response) => {
    const header = await response.headerValue('set-cookie').catch(() => null)
    if (header) cookieHeaders.push(`${response.url()}: ${header}`)
  })

  for (const path of ['/', '/about', '/services', '/solutions', '/corporate-capability', pagePaths.privacy])
    await openHydrated(page, path)

  await openHydrated(page, DB_PAGE)
  const shortForm = page.locator('#contact-form')
  await shortForm.getByLabel('Full Name').fill('Dana Whitfield')
  await shortForm.getByLabel('Email Address').fill('dana.whitfield@agency.example.gov')
  await shortForm.getByLabel('Message').fill(`Cookie check ${Date.now()}`)
  await shortForm.getByRole('button', { name: 'Send Request' }).click()
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Request sent')

  await openHydrated(page, pagePaths.contact)
  await submitConsultation(page, `Cookie check ${Date.now()}`)

  expect(await context.cookies()).toEqual([])
  expect(await page.evaluate(() => document.cookie)).toBe('')
  expect(cookieHeaders).toEqual([])
})
