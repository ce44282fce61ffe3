import { expect, test } from '@playwright/test'
import { sharedLocalEditor } from './local-editor.ts'

const COMPANY = 'content/data/company.json'
const LEADERSHIP = 'content/data/leadership.json'

const session = sharedLocalEditor()
const { readText } = session

test('a refused save says why beside the field and at the top, in the content gate’s words', async ({
  page,
}) => {
  const before = readText(COMPANY)
  await page.goto(`${session.current.url}/keystatic/singleton/company`)
  const tagline = page.getByRole('textbox', { name: 'Tagline' })
  await tagline.fill('Short')
  const words = 'must be at least 20 characters long (it has 5)'
  await expect(page.getByText(words, { exact: true })).toBeVisible()

  const answered = page.waitForResponse((response) => response.url().endsWith('/api/keystatic/update'))
  await page.getByRole('button', { name: 'Save' }).click()
  expect((await answered).status()).toBe(422)
  await expect(page.getByText(`content/data/company.json: tagline: ${words}`)).toBeVisible()
  await expect(page.getByText('Unsaved', { exact: true })).toBeVisible()
  expect(readText(COMPANY)).toBe(before)
})

test('a text with a maximum counts its characters while typing', async ({ page }) => {
  await page.goto(`${session.current.url}/keystatic/singleton/leadership`)
  await page.getByRole('row', { name: 'Laura Chen' }).click()
  const item = page.getByRole('dialog', { name: 'Edit item' })
  const bio = item.getByRole('textbox', { name: 'Biography' })
  await bio.fill('')
  await bio.pressSequentially('Too short.')
  await expect(item.getByText('Characters: 10 (120 to 420).')).toBeVisible()
  await expect(bio).toHaveAccessibleDescription(/Characters: 10 \(120 to 420\)\.|at least 120 characters/)
})

test('the top message names a list entry by its name, not its place', async ({ page }) => {
  const before = readText(LEADERSHIP)
  await page.goto(`${session.current.url}/keystatic/singleton/leadership`)
  await page.getByRole('row', { name: 'Laura Chen' }).click()
  const item = page.getByRole('dialog', { name: 'Edit item' })
  await item.getByRole('textbox', { name: 'Biography' }).fill('Too short.')
  await expect(item.getByText('must be at least 120 characters long (it has 10)')).toBeVisible()
  await item.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByText(
      'content/data/leadership.json: Leader "Laura Chen", bio: must be at least 120 characters long (it has 10)',
    ),
  ).toBeVisible()
  expect(readText(LEADERSHIP)).toBe(before)
})
