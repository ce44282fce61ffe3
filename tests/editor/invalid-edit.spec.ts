import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { checkoutWithEdits, sharedLocalEditor } from './local-editor.ts'

const session = sharedLocalEditor()

const LEADERSHIP = 'content/data/leadership.json'
const CERTIFICATIONS = 'content/data/certifications.json'
const PREVIOUS_BUILD = '<!doctype html><title>The site as last published</title>'

let site: string

test.afterAll(() => {
  if (site) rmSync(site, { recursive: true, force: true })
})

const { readText } = session

/** The editor refuses to save: the page stays marked unsaved and the file keeps its bytes. */
async function expectSaveRefused(page: Page, path: string, before: string) {
  await page.getByRole('button', { name: 'Save' }).click()
  await page.waitForTimeout(1_000)
  await expect(page.getByText('Unsaved', { exact: true })).toBeVisible()
  expect(readText(path)).toBe(before)
}

/** Keystatic writes two-space JSON with a final newline; the files below are written the same way. */
function writeAsTheEditorWould(path: string, edit: (data: never) => unknown) {
  const text = readText(path)
  expect(`${JSON.stringify(JSON.parse(text), null, 2)}\n`).toBe(text)
  writeFileSync(
    join(session.current.root, path),
    `${JSON.stringify(edit(JSON.parse(text) as never), null, 2)}\n`,
  )
}

const build = (dir: string) =>
  spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', timeout: 120_000 })

test('an empty biography and a certification without a title fail the build, which names each in words and publishes nothing', async ({
  page,
}) => {
  const leadership = readText(LEADERSHIP)
  await page.goto(`${session.current.url}/keystatic/singleton/leadership`)
  await page.getByRole('row', { name: 'Laura Chen' }).click()
  const item = page.getByRole('dialog', { name: 'Edit item' })
  await item.getByRole('textbox', { name: 'Biography' }).fill('')
  await item.getByRole('button', { name: 'Done' }).click()
  await expectSaveRefused(page, LEADERSHIP, leadership)

  const certifications = readText(CERTIFICATIONS)
  await page.goto(`${session.current.url}/keystatic/singleton/certifications`)
  await page.getByRole('row', { name: 'ISO 9001:2015' }).click()
  const certification = page.getByRole('dialog', { name: 'Edit item' })
  await certification.getByRole('textbox', { name: 'Title' }).fill('')
  await certification.getByRole('button', { name: 'Done' }).click()
  await expectSaveRefused(page, CERTIFICATIONS, certifications)

  // The editor's own checks refuse both, so the files are written as it would have saved them.
  writeAsTheEditorWould(LEADERSHIP, (data: { people: { bio: string }[] }) => {
    const laura = data.people[4]
    if (laura) laura.bio = ''
    return data
  })
  writeAsTheEditorWould(CERTIFICATIONS, (data: { certifications: { id: string; title: string }[] }) => ({
    certifications: data.certifications.map((entry) =>
      entry.id === 'iso-9001-2015' ? { ...entry, title: '' } : entry,
    ),
  }))

  site = checkoutWithEdits(session.current.root)
  const problems = [
    'content/data/leadership.json: Leader "Laura Chen", bio: is required (must not be empty)',
    'content/data/certifications.json: Certification "iso-9001-2015", title: is required (must not be empty)',
  ]
  const first = build(site)
  expect(first.status).not.toBe(0)
  for (const problem of problems) expect(first.stderr).toContain(problem)
  expect(existsSync(join(site, 'build'))).toBe(false)

  // A copy that was built before keeps its last build untouched: the gate runs before any step writes.
  mkdirSync(join(site, 'build/client'), { recursive: true })
  writeFileSync(join(site, 'build/client/index.html'), PREVIOUS_BUILD)
  const again = build(site)
  expect(again.status).not.toBe(0)
  for (const problem of problems) expect(again.stderr).toContain(problem)
  expect(again.stdout).not.toContain('build-images:')
  expect(readdirSync(join(site, 'build'), { recursive: true }).sort()).toEqual([
    'client',
    'client/index.html',
  ])
  expect(readFileSync(join(site, 'build/client/index.html'), 'utf8')).toBe(PREVIOUS_BUILD)
})
