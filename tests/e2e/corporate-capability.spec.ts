import { expect, test } from '@playwright/test'
import { serviceCategories } from '../../content/catalog.ts'
import { companyProfile } from '../../content/company-profile.ts'
import { contractVehicles } from '../../content/contract-vehicles.ts'
import { company } from '../../content/site.ts'

test('the capability statement shows logo, badges, who we are, eight services, vehicles and contacts', async ({
  page,
}) => {
  await page.goto('/corporate-capability')
  const hero = page.locator('section[aria-labelledby="page-title"]')
  await expect(hero.getByText('GlobalTekForce', { exact: true })).toBeVisible()
  await expect(hero.getByRole('list', { name: 'Certifications' }).getByRole('listitem')).toHaveCount(4)
  await expect(hero.getByRole('link', { name: 'Request Consultation' })).toHaveAttribute('href', '/contact')

  const who = page.getByRole('region', { name: 'Who We Are' })
  await expect(who).toContainText(companyProfile.vision)
  await expect(who).toContainText(companyProfile.mission)
  await expect(who.getByRole('heading', { level: 4 })).toHaveText([
    'Innovation',
    'Information',
    'Intelligence',
  ])

  const services = page.getByRole('region', { name: 'Our Eight Service Areas' }).getByRole('link')
  expect(await services.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    serviceCategories.map((category) => category.href),
  )
  await expect(
    page.getByRole('region', { name: 'Contract Vehicles' }).getByRole('heading', { level: 3 }),
  ).toHaveText(contractVehicles.map((vehicle) => vehicle.title))
  const contact = page.getByRole('region', { name: 'Contact Information' })
  await expect(contact.getByRole('link', { name: company.email })).toBeVisible()
  await expect(contact.getByRole('link', { name: company.phone.display })).toBeVisible()
})
