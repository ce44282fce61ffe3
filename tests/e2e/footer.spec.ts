import { expect, test } from '@playwright/test'
import { solutionLinks } from '../../content/catalog.ts'
import { certifications } from '../../content/certifications.ts'
import { contractVehicles } from '../../content/contract-vehicles.ts'
import { leadership } from '../../content/leadership.ts'
import { company } from '../../content/site.ts'
import { openHydrated } from './support.ts'

test.beforeEach(async ({ page }) => {
  await openHydrated(page, '/')
})

test('footer columns link where the specification says', async ({ page }) => {
  const footer = page.getByRole('contentinfo')
  const expected: [string, string][] = [
    ['Home', '/'],
    ['About Us', '/about'],
    ['Services', '/services'],
    ['Contact Us', '/contact'],
    ...(contractVehicles.length > 0 ? [['Contract Vehicles', '/#contractvehicles'] as [string, string]] : []),
    ...(certifications.length > 0 ? [['Certifications', '/#certification'] as [string, string]] : []),
    ...(leadership.length > 0 ? [['Leadership', '/about#leadership'] as [string, string]] : []),
    ...solutionLinks.map((link): [string, string] => [link.name, link.href]),
  ]
  for (const [name, href] of expected) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible()
  await expect(footer.getByRole('heading', { name: 'Resources' })).toBeVisible()
  await expect(footer.getByRole('heading', { name: 'Solutions' })).toBeVisible()
})

test('contact block: Reston address, phone, e-mail and LinkedIn in a new tab', async ({ page }) => {
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(company.address.street)
  await expect(footer).toContainText('Reston, VA')
  await expect(footer.getByRole('link', { name: company.phone.display })).toHaveAttribute(
    'href',
    `tel:${company.phone.e164}`,
  )
  await expect(footer.getByRole('link', { name: company.email })).toHaveAttribute(
    'href',
    `mailto:${company.email}`,
  )
  const linkedIn = footer.getByRole('link', { name: /LinkedIn/ })
  await expect(linkedIn).toHaveAttribute('href', company.linkedInUrl)
  await expect(linkedIn).toHaveAttribute('target', '_blank')
  await expect(linkedIn).toHaveAttribute('rel', /noopener/)
})

test('copyright line shows the current year', async ({ page }) => {
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${company.name}`)
})

test('Leadership forces a full page load while other footer links stay in the app', async ({ page }) => {
  const footer = page.getByRole('contentinfo')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await footer.getByRole('link', { name: 'Services' }).click()
  await expect(page).toHaveURL('/services')
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

  await footer.getByRole('link', { name: 'Leadership' }).click()
  await expect(page).toHaveURL('/about#leadership')
  await expect.poll(() => page.evaluate(() => 'sameDocument' in window)).toBe(false)
  await expect(page.locator('#leadership')).toBeInViewport()
})
