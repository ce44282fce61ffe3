import { expect, test } from '@playwright/test'
import { contactTrustPoints } from '../../content/page-sections.ts'
import { company } from '../../content/site.ts'
import { expectCompanyContactLinks } from './support.ts'

test('the contact page gives e-mail, phone and headquarters, a Trust & Compliance card and room for the form', async ({
  page,
}) => {
  await page.goto('/contact')
  const info = page.getByRole('region', { name: 'Contact Information' })
  await expectCompanyContactLinks(info)
  await expect(info).toContainText(company.address.street)
  await expect(info).toContainText('Reston, VA 20190')
  await expect(page.getByRole('region', { name: 'Trust & Compliance' }).getByRole('listitem')).toHaveCount(
    contactTrustPoints.length,
  )
  await expect(
    page.getByRole('region', { name: 'Request Consultation' }).locator('#consultation-form'),
  ).toBeAttached()
})
