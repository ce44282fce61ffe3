import { expect as baseExpect, test } from '@playwright/test'
import { leadership } from '../../content/leadership.ts'
import { waitForHydration } from './axe-support.ts'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

test('the hero shows badges and four figures; mission, vision and four core values follow', async ({
  page,
}) => {
  await page.goto('/about')
  const hero = page.locator('section[aria-labelledby="page-title"]')
  await expect(hero.getByRole('list', { name: 'At a glance' })).toContainText('Woman-Owned Small Business')
  await expect(hero.locator('dd')).toHaveCount(4)
  await expect(hero.locator('dd').first()).toContainText('200+')
  await expect(page.getByRole('heading', { name: 'Our Mission', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Our Vision', exact: true })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Core Values' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(4)
})

test('the leadership section lists six people, each with a profile link, and publishes them as Person data', async ({
  page,
}) => {
  await page.goto('/about#leadership')
  await waitForHydration(page)
  const section = page.locator('#leadership')
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(leadership.map((leader) => leader.name))
  await expect(section.getByRole('link', { name: /on LinkedIn/ })).toHaveCount(6)
  const jsonLd = JSON.parse(
    (await section.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  )
  const people = jsonLd['@graph'] as { '@type': string; name: string; jobTitle: string }[]
  expect(people.map((person) => [person['@type'], person.name, person.jobTitle])).toEqual(
    leadership.map((leader) => ['Person', leader.name, leader.title]),
  )
})

test('the call to action leads to contact and to the leadership team', async ({ page }) => {
  await page.goto('/about')
  const cta = page.getByRole('region', { name: 'Put an Experienced Team on Your Mission' })
  await expect(cta.getByRole('link', { name: 'Request Consultation' })).toHaveAttribute('href', '/contact')
  await expect(cta.getByRole('link', { name: 'Meet Our Leadership' })).toHaveAttribute(
    'href',
    '/about#leadership',
  )
})
