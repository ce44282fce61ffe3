import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { CLIENT_LOGO_DIR } from '../../content/client-logos.ts'
import { HERO_UPLOAD_DIR } from '../../content/hero-uploads.ts'
import { freePort, startServerProcess, waitUntilListening } from '../fixtures/server-process.ts'

export const repo = resolve(import.meta.dirname, '../..')

/** The edits the editor tests make: a leader's biography and a client's name. */
export const NEW_BIO =
  'Laura guides agencies through Treasury reporting, A-123 internal controls and the grant life cycle. A former federal budget analyst, she now leads the firm’s financial management practice.'
export const NEW_CLIENT_NAME = 'County of Fairfax, Virginia'

export interface LocalEditor {
  /** Scheme, host and port, without a path. */
  url: string
  /** The whole address the editor printed, with its key: what a staff member opens. */
  address: string
  key: string
  /** The site preview's scheme, host and port: the whole site from the copy, drafts marked. */
  preview: string
  /** The copy of the repository's content/ the editor writes. */
  root: string
  stop(): void
}

/**
 * The working tree's files, tracked or new and not ignored, copied inside the repository (whose node_modules
 * they resolve): a checkout whose own `npm run edit` edits its own content, its site preview's routes too.
 */
function copyWorkingTree(): string {
  const root = mkdtempSync(join(repo, '.e2e-data', 'checkout-'))
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
  })
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(repo, file))) continue
    mkdirSync(dirname(join(root, file)), { recursive: true })
    cpSync(join(repo, file), join(root, file))
  }
  return root
}

/**
 * `npm run edit` on a copy of content/, on any free port, so a test never changes the repository's files.
 * `checkout`: on a whole copy of the working tree instead, for a test of pages that did not exist at start.
 */
export async function startLocalEditor({ checkout = false } = {}): Promise<LocalEditor> {
  // Inside the repository, so the copied content modules resolve zod from its node_modules.
  mkdirSync(join(repo, '.e2e-data'), { recursive: true })
  const root = checkout ? copyWorkingTree() : mkdtempSync(join(repo, '.e2e-data', 'editor-'))
  if (!checkout) cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true })
  const { CONTENT_ROOT: _ignored, ...env } = process.env
  const child: ChildProcess = spawn(process.execPath, ['scripts/editor/start-editor.ts'], {
    cwd: checkout ? root : repo,
    env: { ...env, ...(checkout ? {} : { CONTENT_ROOT: root }), EDITOR_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const printed = await new Promise<RegExpExecArray>((resolvePrinted, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      const address =
        /Content editor: ((http:\/\/127\.0\.0\.1:\d+)\/keystatic\?token=([\w-]+)).*\nSite preview: (http:\/\/127\.0\.0\.1:\d+)\//.exec(
          output,
        )
      if (address) resolvePrinted(address)
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.once('exit', (code) => reject(new Error(`the editor exited (${code}):\n${output}`)))
  })
  const [, address = '', url = '', key = '', preview = ''] = printed
  return {
    url,
    address,
    key,
    preview,
    root,
    stop() {
      child.kill()
      rmSync(root, { recursive: true, force: true })
    },
  }
}

/**
 * One editor for a spec's tests, stopped after the last; each test's page is let in with the key unless
 * `unlock` is false (a spec that tests the key itself). `checkout`: see startLocalEditor.
 */
export function sharedLocalEditor({ unlock = true, checkout = false } = {}) {
  const session = {
    editor: undefined as LocalEditor | undefined,
    get current(): LocalEditor {
      if (!session.editor) throw new Error('the editor has not started')
      return session.editor
    },
    readText: (path: string) => readFileSync(join(session.current.root, path), 'utf8'),
  }
  test.beforeAll(async () => {
    session.editor = await startLocalEditor({ checkout })
  })
  if (unlock) test.beforeEach(({ page }) => unlockEditor(page, session.current))
  test.afterAll(() => session.editor?.stop())
  return session
}

/**
 * Requests the printed address in the page's browser context, as opening it would: the editor answers with
 * its key cookie, which every later page, module and save of that context then carries.
 */
export async function unlockEditor(page: Page, editor: LocalEditor) {
  const response = await page.request.get(editor.address, { maxRedirects: 0 })
  expect(response.status(), await response.text()).toBe(303)
}

/**
 * Clicks Save (or presses it some other way) and waits for the editor's server to answer. Only then
 * are all of the save's files written: it writes them one after another, data file first, uploads after.
 */
export async function saveEdits(
  page: Page,
  press = () => page.getByRole('button', { name: 'Save' }).click(),
) {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/keystatic/update' && response.request().method() === 'POST',
  )
  await press()
  const response = await answered
  if (!response.ok())
    throw new Error(`the editor refused the save: ${response.status()} ${await response.text()}`)
}

/**
 * Saves an edit that also changes other files or adds redirects: the first save is refused with what it
 * would also do, and the same save again goes through. Returns what the first one said.
 */
export async function saveAndConfirm(page: Page): Promise<string> {
  const press = () => page.getByRole('button', { name: 'Save' }).click()
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/keystatic/update' && response.request().method() === 'POST',
  )
  await press()
  const first = await answered
  const words = await first.text()
  expect(first.status(), words).toBe(409)
  await expect(page.getByRole('alert').filter({ hasText: 'Save again to confirm' })).toBeVisible()
  await saveEdits(page, press)
  return words
}

/** A words file's screen: an entry of the categories' or the solutions' collection, by its key. */
export const wordsScreen = (collection: 'categories' | 'solutions', key: string) =>
  `collection/${collection}/item/${key}`

/** Opens one item of a list, replaces one field's words and saves the whole list. `list`: a singleton, or a `wordsScreen`. */
export async function editListItem(
  page: Page,
  editorUrl: string,
  list: string,
  item: string,
  field: string,
  words: string,
) {
  await page.goto(`${editorUrl}/keystatic/${list.includes('/') ? list : `singleton/${list}`}`)
  await page.getByRole('row', { name: item }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit item' })
  await dialog.getByRole('textbox', { name: field }).fill(words)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await saveEdits(page)
}

/** The client-name edit the editor tests share: Fairfax County Government becomes NEW_CLIENT_NAME. */
export const renameFairfaxClient = (page: Page, editorUrl: string) =>
  editListItem(page, editorUrl, 'clients', 'Fairfax County Government', 'Organization name', NEW_CLIENT_NAME)

/** Our own fixture, never an agency's mark: random pixels, so the PNG stays about 2 MB however it is compressed. */
export async function writeFixtureLogo(dir: string, bytes = 2 * 1024 * 1024): Promise<string> {
  const width = 1000
  const height = Math.ceil(bytes / (width * 3))
  const pixels = Buffer.alloc(width * height * 3)
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = Math.floor(Math.random() * 256)
  const file = join(dir, 'fixture-logo.png')
  writeFileSync(
    file,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  )
  return file
}

/** Uploads a logo for one client through the image field, gives its alt text and saves the list. */
export async function uploadClientLogo(
  page: Page,
  editorUrl: string,
  client: string,
  file: string,
  alt: string,
) {
  await page.goto(`${editorUrl}/keystatic/singleton/clients`)
  await page.getByRole('row', { name: client }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit item' })
  const chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: 'Choose file' }).click()
  await (await chooser).setFiles(file)
  await dialog.getByRole('textbox', { name: 'Logo alt text' }).fill(alt)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await saveEdits(page)
}

/** A 4:3 photo-sized picture of our own, so the build has to crop it to 16:9. */
export async function writeFixtureHeroPicture(dir: string): Promise<string> {
  const file = join(dir, 'fixture-hero.jpg')
  const navy = { width: 1600, height: 1200, channels: 3, background: '#1d3a6e' } as const
  const gold = { ...navy, width: 800, background: '#c9a227' } as const
  await sharp({ create: navy })
    .composite([{ input: { create: gold }, left: 800, top: 0 }])
    .jpeg({ quality: 90 })
    .toFile(file)
  return file
}

/** Uploads a picture of its own for one home banner slide, describes it and saves the slides. */
export async function uploadHeroPicture(
  page: Page,
  editorUrl: string,
  slide: string,
  file: string,
  alt: string,
) {
  await page.goto(`${editorUrl}/keystatic/singleton/home`)
  await page.getByRole('row', { name: slide }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit item' })
  const chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: 'Choose file' }).click()
  await (await chooser).setFiles(file)
  await dialog.getByRole('textbox', { name: 'Picture description' }).fill(alt)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await saveEdits(page)
}

/** The repository's tracked files with the editor's files in place: what a commit of the edit builds. */
export function checkoutWithEdits(editorRoot: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'published-site-'))
  const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' }).stdout.split('\0')
  for (const file of tracked.filter(Boolean)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    // Times kept, so the generated images below stay newer than their sources and are not re-encoded.
    cpSync(join(repo, file), join(dir, file), { preserveTimestamps: true })
  }
  // All of content/: the data files, and the redirects and published addresses a changed address records.
  cpSync(join(editorRoot, 'content'), join(dir, 'content'), { recursive: true })
  for (const uploads of [CLIENT_LOGO_DIR, HERO_UPLOAD_DIR])
    if (existsSync(join(editorRoot, uploads)))
      cpSync(join(editorRoot, uploads), join(dir, uploads), { recursive: true })
  cpSync(join(repo, 'public/img'), join(dir, 'public/img'), { recursive: true, preserveTimestamps: true })
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'))
  return dir
}

/**
 * Builds a published copy (`checkoutWithEdits`) as a deployment would, then serves it with the production
 * server run from that copy, so the server reads the copy's content too (its redirects, e-mail words).
 * Returns the server's address; `killAllServerProcesses` stops it.
 */
export async function buildAndServe(site: string): Promise<string> {
  const build = spawnSync('npm', ['run', 'build'], { cwd: site, encoding: 'utf8', timeout: 720_000 })
  expect(build.status, build.stderr).toBe(0)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = startServerProcess(
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: join(site, 'build/client'),
      DATA_DIR: join(site, 'data'),
      LOG_LEVEL: 'warn',
    },
    site,
  )
  await waitUntilListening(base, server.stderr)
  return base
}

/** The built site's text files (pages, scripts, data, sitemap, redirects), and which of them name some words. */
export function builtTextFiles(dir: string) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|js|json|xml|txt|css)$|^_redirects$/.test(entry.name))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name)
      return [relative(dir, path), readFileSync(path, 'utf8')] as const
    })
  return {
    count: files.length,
    naming: (words: string) => files.filter(([, text]) => text.includes(words)).map(([path]) => path),
  }
}
