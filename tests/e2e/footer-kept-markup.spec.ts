import { expect, type Page, test } from '@playwright/test'
import { company } from '../../content/site.ts'
import { openHydrated } from './support.ts'

const footerHtml = (page: Page) => page.locator('body > footer').innerHTML()
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }))
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window)

test('the copyright year is the year the page is viewed in, not the build’s', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-06-01T12:00:00Z'))
  await openHydrated(page, '/')
  await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${company.name}`)
})

test('moving between pages and back keeps the footer as it was, its links still in the app', async ({
  page,
}) => {
  await openHydrated(page, '/')
  const footer = page.getByRole('contentinfo')
  const first = await footerHtml(page)
  await markDocument(page)
  await footer.getByRole('link', { name: 'Services', exact: true }).click()
  await expect(page).toHaveURL('/services')
  await page.goBack()
  await expect(page).toHaveURL('/')
  expect(await footerHtml(page)).toBe(first)
  await footer.getByRole('link', { name: 'Contact Us', exact: true }).click()
  await expect(page).toHaveURL('/contact')
  expect(await sameDocument(page)).toBe(true)
})

test('a page that does not exist, opened or reached by link, shows the footer', async ({ page }) => {
  await openHydrated(page, '/no-such-page')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${company.name}`)
  await footer.getByRole('link', { name: 'About Us', exact: true }).click()
  await expect(page).toHaveURL('/about')
  await markDocument(page)
  // A same-site link to a missing page, followed in the app by the footer's own click handler.
  await page
    .locator('body > footer a[href="/about"]')
    .evaluate((link) => link.setAttribute('href', '/no-such-page'))
  await footer.getByRole('link', { name: 'About Us', exact: true }).click()
  await expect(page).toHaveURL('/no-such-page')
  await expect(page.getByRole('main')).toContainText('404')
  await expect(footer.getByRole('link', { name: 'Services', exact: true })).toBeVisible()
  expect(await sameDocument(page)).toBe(true)
})
