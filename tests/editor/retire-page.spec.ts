import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { repo, sharedLocalEditor } from './local-editor.ts'

const CATALOG = 'content/data/catalog.json'
const REDIRECTS = 'content/data/redirects.json'
const ERP = 'content/data/categories/erp-solutions.json'

const session = sharedLocalEditor()
const { readText } = session
const readJson = (path: string) => JSON.parse(readText(path))

/** Clicks Save and returns the editor server's answer. */
async function save(page: Page) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/keystatic/update' && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Save' }).click()
  return answered
}

/** The content gate run from the copy, so the menus it checks are the copy's. */
function runGate() {
  const root = session.current.root
  for (const script of ['scripts/build-steps/check-content.ts', 'scripts/build-steps/content']) {
    mkdirSync(dirname(join(root, script)), { recursive: true })
    cpSync(join(repo, script), join(root, script), { recursive: true })
  }
  return spawnSync(process.execPath, [join(root, 'scripts/build-steps/check-content.ts')], {
    cwd: repo,
    encoding: 'utf8',
  })
}

test('retiring a service sends its address to the chosen page, after the save says what else it changes', async ({
  page,
}) => {
  const catalogBefore = readText(CATALOG)
  const erpBefore = readText(ERP)
  await page.goto(`${session.current.url}/keystatic/singleton/catalog`)
  await page.getByRole('row', { name: 'ERP Solutions' }).click()
  const dialogs = page.getByRole('dialog', { name: 'Edit item' })

  await dialogs.getByRole('row', { name: 'SAP' }).click()
  const retire = dialogs.last().getByRole('button', { name: /Retire this page: send its address to/ })
  await retire.click()
  // A long list scrolls as it opens: picked by typing its name, as with the keyboard.
  await page.getByRole('listbox').pressSequentially('Oracle Financials')
  await page.keyboard.press('Enter')
  await expect(retire).toContainText('Oracle Financials (/services/oracle-financials)')
  await dialogs.last().getByRole('button', { name: 'Done' }).click()
  await expect(dialogs).toHaveCount(1)
  await dialogs.getByRole('row', { name: 'Oracle CLM' }).click()
  await dialogs.last().getByRole('textbox', { name: 'Web address' }).fill('oracle-contract-lifecycle')
  await dialogs.last().getByRole('button', { name: 'Done' }).click()
  await expect(dialogs).toHaveCount(1)
  await dialogs.getByRole('button', { name: 'Done' }).click()

  const first = await save(page)
  expect(first.status()).toBe(409)
  await expect(
    page.getByText(
      'Not saved yet: this save also changes 5 other files (content/data/categories/application-and-software-development.json, content/data/categories/erp-solutions.json, content/data/categories/federal-grants-management.json, content/data/redirects.json, content/data/solutions/financialcontractcloseout.json) and records these redirects: /services/sap → /services/oracle-financials, /services/oracle-clm → /services/oracle-contract-lifecycle. Save again to confirm, or change it back to undo.',
    ),
  ).toBeVisible()
  expect(readText(CATALOG)).toBe(catalogBefore)
  expect(readText(ERP)).toBe(erpBefore)
  expect(readJson(REDIRECTS)).toEqual({ redirects: [] })

  expect((await save(page)).status()).toBe(200)
  await expect
    .poll(() => readJson(REDIRECTS))
    .toEqual({
      redirects: [
        { from: '/services/sap', to: '/services/oracle-financials' },
        { from: '/services/oracle-clm', to: '/services/oracle-contract-lifecycle' },
      ],
    })
  const services = readJson(CATALOG).categories[0].services.map((service: { slug: string }) => service.slug)
  expect(services).toEqual([
    'oracle-financials',
    'oracle-contract-lifecycle',
    'oracle-hyperion',
    'unison-prism',
    'sunflower',
  ])
  expect(readText(CATALOG)).not.toContain('retireTo')
  expect(readJson(ERP).services.map((service: { slug: string }) => service.slug)).not.toContain('sap')
  const gate = runGate()
  expect(gate.stderr).toBe('')
  expect(gate.status).toBe(0)
})
