import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, type Page, test } from '@playwright/test'

const repo = resolve(import.meta.dirname, '../..')
const LEADERSHIP = 'content/data/leadership.json'
const CLIENTS = 'content/data/clients.json'

const NEW_BIO =
  'Laura guides agencies through Treasury reporting, A-123 internal controls and the grant life cycle. A former federal budget analyst, she now leads the firm’s financial management practice.'
const NEW_CLIENT_NAME = 'County of Fairfax, Virginia'

let root: string
let editor: ChildProcess
let editorUrl: string

/** `npm run edit` on a copy of content/, on any free port; resolves with the address it prints. */
function startEditor(contentRoot: string): Promise<string> {
  editor = spawn(process.execPath, ['scripts/start-editor.ts'], {
    cwd: repo,
    env: { ...process.env, CONTENT_ROOT: contentRoot, EDITOR_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  return new Promise((resolveUrl, reject) => {
    editor.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      const address = /Content editor: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)
      if (address?.[1]) resolveUrl(address[1])
    })
    editor.stderr?.on('data', (chunk: Buffer) => {
      output += chunk
    })
    editor.once('exit', (code) => reject(new Error(`the editor exited (${code}):\n${output}`)))
  })
}

const readText = (path: string) => readFileSync(join(root, path), 'utf8')

/** Opens one item of a list, replaces one field's words and saves the whole list. */
async function editListItem(page: Page, list: string, item: string, field: string, words: string) {
  await page.goto(`${editorUrl}/keystatic/singleton/${list}`)
  await page.getByRole('row', { name: item }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit item' })
  await dialog.getByRole('textbox', { name: field }).fill(words)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
}

test.beforeAll(async () => {
  // Inside the repository, so the copied content modules resolve zod from its node_modules.
  mkdirSync(join(repo, '.e2e-data'), { recursive: true })
  root = mkdtempSync(join(repo, '.e2e-data', 'editor-'))
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true })
  editorUrl = await startEditor(root)
})

test.afterAll(() => {
  editor?.kill()
  rmSync(root, { recursive: true, force: true })
})

test('an editor changes a biography and a client name; the files and the pages’ content accessors change, the repository does not', async ({
  page,
}) => {
  const offMachine: string[] = []
  await page.context().route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => {
    offMachine.push(route.request().url())
    return route.abort()
  })
  const leadershipBefore = readText(LEADERSHIP)
  const clientsBefore = readText(CLIENTS)
  const oldBio = JSON.parse(leadershipBefore).people[4].bio as string

  const response = await page.goto(`${editorUrl}/keystatic`)
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'")
  await expect(page.getByRole('link', { name: 'Leadership team' }).first()).toBeVisible()

  await editListItem(page, 'leadership', 'Laura Chen', 'Biography', NEW_BIO)
  // Keystatic writes the whole list back: only the one sentence may differ, byte for byte.
  await expect.poll(() => readText(LEADERSHIP)).toBe(leadershipBefore.replace(oldBio, NEW_BIO))

  await editListItem(page, 'clients', 'Fairfax County Government', 'Organization name', NEW_CLIENT_NAME)
  await expect
    .poll(() => readText(CLIENTS))
    .toBe(clientsBefore.replace('"Fairfax County Government"', JSON.stringify(NEW_CLIENT_NAME)))

  expect(readFileSync(join(repo, LEADERSHIP), 'utf8')).toBe(leadershipBefore)
  expect(readFileSync(join(repo, CLIENTS), 'utf8')).toBe(clientsBefore)

  const gate = spawnSync(process.execPath, ['scripts/check-content.ts', root], {
    cwd: repo,
    encoding: 'utf8',
  })
  expect(gate.stderr).toBe('')
  expect(gate.status).toBe(0)

  // The About page lists listLeaders() and the home page's logo rows listClientRows(): read the copy's.
  const accessors = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const content = await import(${JSON.stringify(join(root, 'content/index.ts'))})
       console.log(JSON.stringify({ leaders: content.listLeaders(), rows: content.listClientRows() }))`,
    ],
    { cwd: repo, encoding: 'utf8' },
  )
  expect(accessors.stderr).toBe('')
  const { leaders, rows } = JSON.parse(accessors.stdout)
  expect(leaders[4]).toMatchObject({ name: 'Laura Chen', bio: NEW_BIO })
  expect(rows[1].map((client: { name: string }) => client.name)).toContain(NEW_CLIENT_NAME)

  // Keystatic's web font is the one thing it asks another host for; it is refused and not needed.
  expect(offMachine.filter((url) => !url.startsWith('https://fonts.googleapis.com/'))).toEqual([])
})

const ERP = 'content/data/categories/erp-solutions.json'
const NEW_SUMMARY =
  'Oracle Hyperion and EPM planning, consolidation and reporting, configured for federal budget formulation and the close that follows it.'

test('an editor changes a service page’s summary inside its category; only that sentence changes and the page reads it', async ({
  page,
}) => {
  const before = readText(ERP)
  const oldSummary = JSON.parse(before).services[3].summary as string
  await editListItem(page, 'categoryErpSolutions', 'Oracle Hyperion', 'Summary', NEW_SUMMARY)
  await expect
    .poll(() => readText(ERP))
    .toBe(before.replace(JSON.stringify(oldSummary), JSON.stringify(NEW_SUMMARY)))
  expect(readFileSync(join(repo, ERP), 'utf8')).toBe(before)

  const gate = spawnSync(process.execPath, ['scripts/check-content.ts', root], {
    cwd: repo,
    encoding: 'utf8',
  })
  expect(gate.stderr).toBe('')
  const service = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const content = await import(${JSON.stringify(join(root, 'content/index.ts'))})
       console.log(content.getService('oracle-hyperion').summary)`,
    ],
    { cwd: repo, encoding: 'utf8' },
  )
  expect(service.stdout.trim()).toBe(NEW_SUMMARY)
})
