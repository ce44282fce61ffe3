import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import {
  editListItem,
  NEW_BIO,
  NEW_CLIENT_NAME,
  renameFairfaxClient,
  repo,
  sharedLocalEditor,
  wordsScreen,
} from './local-editor.ts'

const session = sharedLocalEditor()

const LEADERSHIP = 'content/data/leadership.json'
const CLIENTS = 'content/data/clients.json'

const { readText } = session

test('an editor changes a biography and a client name; only those words change in the copy’s files, and the repository does not', async ({
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

  // The address as printed, key and all; the editor keeps the key in a cookie and drops it from the address.
  const response = await page.goto(session.current.address)
  expect(page.url()).toBe(`${session.current.url}/keystatic`)
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'")
  await expect(page.getByRole('link', { name: 'Leadership team' }).first()).toBeVisible()

  await editListItem(page, session.current.url, 'leadership', 'Laura Chen', 'Biography', NEW_BIO)
  // Keystatic writes the whole list back: only the one sentence may differ, byte for byte.
  await expect.poll(() => readText(LEADERSHIP)).toBe(leadershipBefore.replace(oldBio, NEW_BIO))

  await renameFairfaxClient(page, session.current.url)
  await expect
    .poll(() => readText(CLIENTS))
    .toBe(clientsBefore.replace('"Fairfax County Government"', JSON.stringify(NEW_CLIENT_NAME)))

  expect(readFileSync(join(repo, LEADERSHIP), 'utf8')).toBe(leadershipBefore)
  expect(readFileSync(join(repo, CLIENTS), 'utf8')).toBe(clientsBefore)

  const gate = spawnSync(process.execPath, ['scripts/build-steps/check-content.ts', session.current.root], {
    cwd: repo,
    encoding: 'utf8',
  })
  expect(gate.stderr).toBe('')
  expect(gate.status).toBe(0)

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
  await editListItem(
    page,
    session.current.url,
    wordsScreen('categories', 'erp-solutions'),
    'Oracle Hyperion',
    'Summary',
    NEW_SUMMARY,
  )
  await expect
    .poll(() => readText(ERP))
    .toBe(before.replace(JSON.stringify(oldSummary), JSON.stringify(NEW_SUMMARY)))
  expect(readFileSync(join(repo, ERP), 'utf8')).toBe(before)

  const gate = spawnSync(process.execPath, ['scripts/build-steps/check-content.ts', session.current.root], {
    cwd: repo,
    encoding: 'utf8',
  })
  expect(gate.stderr).toBe('')
  const service = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const content = await import(${JSON.stringify(join(session.current.root, 'content/index.ts'))})
       console.log(content.getService('oracle-hyperion').summary)`,
    ],
    { cwd: repo, encoding: 'utf8' },
  )
  expect(service.stdout.trim()).toBe(NEW_SUMMARY)
})

const HOME = 'content/data/home.json'
const NEW_ALT = 'Illustration of a federal building with tall columns under a navy sky, lit in gold'

test('an editor changes a home banner picture’s description; only that text changes, the gate accepts it and the page reads it', async ({
  page,
}) => {
  const before = readText(HOME)
  const oldAlt = JSON.parse(before).heroSlides[0].image.alt as string
  await editListItem(
    page,
    session.current.url,
    'home',
    'Federal Expertise You Can Rely On',
    'Picture description',
    NEW_ALT,
  )
  await expect
    .poll(() => readText(HOME))
    .toBe(before.replace(JSON.stringify(oldAlt), JSON.stringify(NEW_ALT)))
  expect(readFileSync(join(repo, HOME), 'utf8')).toBe(before)

  const gate = spawnSync(process.execPath, ['scripts/build-steps/check-content.ts', session.current.root], {
    cwd: repo,
    encoding: 'utf8',
  })
  expect(gate.stderr).toBe('')
  const slides = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const content = await import(${JSON.stringify(join(session.current.root, 'content/index.ts'))})
       console.log(content.listHeroSlides()[0].image.alt)`,
    ],
    { cwd: repo, encoding: 'utf8' },
  )
  expect(slides.stdout.trim()).toBe(NEW_ALT)
})
