import { expect, test } from '@playwright/test'
import { SOLUTION_PATHS } from '../fixtures/content-facts.ts'

test('Industry & Domain Solutions offers a demo, the services and the four solutions', async ({ page }) => {
  await page.goto('/solutions')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Industry & Domain Solutions')
  await expect(page.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/contact')
  await expect(page.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services')
  const hrefs = await page
    .getByRole('region', { name: 'Our Solutions' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual(SOLUTION_PATHS)
})
