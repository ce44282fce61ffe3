import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { DRAFT_NOTICE, PREVIEW_NOTICE } from '../../scripts/editor/preview/preview-banner.ts'
import { saveEdits, sharedLocalEditor } from './local-editor.ts'

const KEY = 'grantreportinghub'
const NAME = 'Grant Reporting Hub'
const WORDS = `content/data/solutions/${KEY}.json`
const MENU = 'content/data/solution-menu.json'
const HOME = 'content/data/home.json'
const TAGLINE = 'Grant reports that reconcile before they are due'
const PROBLEM =
  'Grant recipients report the same spending to several agencies, each in its own format and on its own calendar. Finance teams rebuild the figures by hand for every report, and a late or inconsistent submission can hold up the next drawdown.'

// A whole checkout, as `npm run edit` runs in one: the preview's routes follow its menus.
const session = sharedLocalEditor({ checkout: true })
const { readText } = session
const readJson = (path: string) => JSON.parse(readText(path))

/** The checkout's own content gate, as `npm start` and the pull request run it. */
function runGate() {
  return spawnSync(process.execPath, ['scripts/build-steps/check-content.ts'], {
    cwd: session.current.root,
    encoding: 'utf8',
  })
}

/** Clicks a button that saves (Create, Save, Delete) and waits for the editor's server to answer. */
function press(page: Page, name: string) {
  return saveEdits(page, () => page.getByRole('button', { name, exact: true }).click())
}

test('a new solution: its words created in “Solutions”, then named in the solution menu as a draft', async ({
  page,
}) => {
  const editor = session.current
  // Staff start from an existing solution's words and change them, as the entry's menu offers.
  await page.goto(`${editor.url}/keystatic/collection/solutions`)
  await expect(page.getByRole('heading', { level: 1, name: 'Solutions' })).toBeVisible()
  await page.getByText('Add', { exact: true }).click()
  await expect(page).toHaveURL(`${editor.url}/keystatic/collection/solutions/create`)
  await expect(page.getByRole('textbox', { name: 'Words file' })).toHaveValue('')
  await page.goto(`${editor.url}/keystatic/collection/solutions/create?duplicate=userprovisioning`)
  const key = page.getByRole('textbox', { name: 'Words file' })
  await key.fill('grant-reporting-hub')
  await page.getByRole('textbox', { name: 'Tagline' }).fill(TAGLINE)
  // The gate wants every solution's problem in its own words.
  await page.getByRole('row', { name: /^In many agencies/ }).click()
  const paragraph = page.getByRole('dialog', { name: 'Edit item' })
  await paragraph.getByRole('textbox').fill(PROBLEM)
  await paragraph.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByText('Lower-case letters and digits only, no hyphens.').first()).toBeVisible()
  expect(existsSync(join(editor.root, 'content/data/solutions/grant-reporting-hub.json'))).toBe(false)

  await key.fill(KEY)
  await press(page, 'Create')
  await expect.poll(() => existsSync(join(editor.root, WORDS))).toBe(true)
  const words = readJson(WORDS)
  expect(words.tagline).toBe(TAGLINE)
  // The key is the file's name alone, as for every words file.
  expect(words.key).toBeUndefined()
  expect(Object.keys(words)).toEqual(Object.keys(readJson('content/data/solutions/userprovisioning.json')))

  // The menu entry names it; the page is a draft until its box is cleared.
  await page.goto(`${editor.url}/keystatic/singleton/solutionMenu`)
  await page.getByRole('button', { name: 'Add' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Web address' }).fill(KEY)
  await dialog.getByRole('textbox', { name: 'Name' }).fill(NAME)
  await dialog.getByRole('textbox', { name: 'Words file (do not change)' }).fill(KEY)
  await dialog.getByRole('checkbox', { name: 'Draft — not published yet' }).check()
  await dialog.getByRole('button', { name: 'Add', exact: true }).click()
  await press(page, 'Save')
  expect(readJson(MENU).solutions.at(-1)).toEqual({ slug: KEY, name: NAME, key: KEY, draft: true })

  // Its home page card: the home screen lists the solutions of the menu as the editor was loaded, so staff
  // reload the editor to choose the new one; the test writes the card into the copy instead.
  const home = readJson(HOME)
  home.solutionHighlights.push({
    id: KEY,
    features: ['One ledger for every award', 'Reports in each agency’s format', 'Drawdowns on time'],
    figure: { stat: 'support' },
  })
  writeFileSync(join(editor.root, HOME), `${JSON.stringify(home, null, 2)}\n`)

  const gate = runGate()
  expect(gate.status, gate.stderr).toBe(0)

  // The words' screen links to the page in the preview, which shows it marked as a draft.
  await page.goto(`${editor.url}/keystatic/collection/solutions/item/${KEY}`)
  const link = page.locator(`a[href="${editor.preview}/_preview/solutions/${KEY}"]`)
  await expect(link).toHaveCount(1)
  const preview = await page.context().newPage()
  await preview.goto(`${editor.preview}/_preview/solutions/${KEY}`)
  await expect(preview).toHaveURL(`${editor.preview}/solutions/${KEY}`)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`${NAME} (Draft)`)
  await expect(preview.getByText(TAGLINE).first()).toBeVisible()
  await expect(preview.getByText(PREVIEW_NOTICE)).toBeVisible()
  await expect(preview.getByText(DRAFT_NOTICE)).toBeVisible()
})

test('the words of a page a menu still names cannot be deleted; nothing is written', async ({ page }) => {
  const editor = session.current
  const before = readText('content/data/solutions/userprovisioning.json')
  await page.goto(`${editor.url}/keystatic/collection/solutions/item/userprovisioning`)
  await page.getByRole('button', { name: 'Delete entry…' }).click()
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/keystatic/update' && response.request().method() === 'POST',
  )
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete' }).click()
  const answer = await answered
  expect(answer.status()).toBe(422)
  expect(await answer.text()).toContain(
    '"User Provisioning" in the Solution menu still uses these words; remove it from the Solution menu',
  )
  expect(readText('content/data/solutions/userprovisioning.json')).toBe(before)
})
