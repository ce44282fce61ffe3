import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { CLIENT_LOGO_DIR } from '../../content/client-logos.ts'
import { HERO_UPLOAD_DIR } from '../../content/hero-uploads.ts'
import { sharedLocalEditor } from './local-editor.ts'

const session = sharedLocalEditor()
const CLIENT = 'Federal Aviation Administration'
const LOGO_PLACE = `content/data/clients.json: Client "${CLIENT}", logo:`

let fixtures: string
test.beforeAll(() => {
  fixtures = mkdtempSync(join(tmpdir(), 'refused-saves-'))
})
test.afterAll(() => rmSync(fixtures, { recursive: true, force: true }))

/** Every file of the copy's data and image folders, by path, as a digest of its bytes. */
function snapshot(): Record<string, string> {
  const files: Record<string, string> = {}
  const visit = (dir: string) => {
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) visit(path)
      else
        files[relative(session.current.root, path)] = createHash('sha256')
          .update(readFileSync(path))
          .digest('hex')
    }
  }
  for (const dir of ['content/data', CLIENT_LOGO_DIR, HERO_UPLOAD_DIR]) visit(join(session.current.root, dir))
  return files
}

async function openItem(page: Page, list: string, item: string): Promise<Locator> {
  await page.goto(`${session.current.url}/keystatic/singleton/${list}`)
  await page.getByRole('row', { name: item }).click()
  return page.getByRole('dialog', { name: 'Edit item' })
}

/** Closes the item, saves, and expects the editor to refuse with `words` at the top, writing nothing. */
async function expectRefused(page: Page, dialog: Locator, before: Record<string, string>, words: string) {
  await dialog.getByRole('button', { name: 'Done' }).click()
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/keystatic/update' && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Save' }).click()
  expect((await answered).status()).toBe(422)
  await expect(page.getByText('Not saved, nothing was written', { exact: false })).toBeVisible()
  await expect(page.getByText(words, { exact: false })).toBeVisible()
  await expect(page.getByText('Unsaved', { exact: true })).toBeVisible()
  expect(snapshot()).toEqual(before)
}

async function chooseLogo(page: Page, dialog: Locator, name: string, bytes: Buffer) {
  const file = join(fixtures, name)
  writeFileSync(file, bytes)
  const chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: 'Choose file' }).click()
  await (await chooser).setFiles(file)
  await dialog.getByRole('textbox', { name: 'Logo alt text' }).fill(`${CLIENT} logo`)
}

test('an empty biography is refused and named at the top', async ({ page }) => {
  const before = snapshot()
  const dialog = await openItem(page, 'leadership', 'Laura Chen')
  await dialog.getByRole('textbox', { name: 'Biography' }).fill('')
  await expectRefused(
    page,
    dialog,
    before,
    'content/data/leadership.json: Leader "Laura Chen", bio: is required',
  )
})

test('a 20 MB logo is refused before anything is written', async ({ page }) => {
  const before = snapshot()
  const dialog = await openItem(page, 'clients', CLIENT)
  const png = await sharp({ create: { width: 400, height: 120, channels: 4, background: '#1d3a6e' } })
    .png()
    .toBuffer()
  // Readers stop at the image's end marker, so the padding only makes the file big.
  await chooseLogo(
    page,
    dialog,
    'big-logo.png',
    Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024 - png.length)]),
  )
  await expectRefused(
    page,
    dialog,
    before,
    `${LOGO_PLACE} the logo file is 20 MB, more than the 3 MB a logo may be`,
  )
})

test('a PDF named .png is refused as a logo, whatever its name says', async ({ page }) => {
  const before = snapshot()
  const dialog = await openItem(page, 'clients', CLIENT)
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
  await chooseLogo(page, dialog, 'renamed.png', pdf)
  await expectRefused(
    page,
    dialog,
    before,
    `${LOGO_PLACE} the logo file is not an SVG, PNG, JPEG or WebP image, whatever its name says`,
  )
})

test('markup in a client name is refused, the message naming the client once', async ({ page }) => {
  const before = snapshot()
  const dialog = await openItem(page, 'clients', CLIENT)
  await dialog.getByRole('textbox', { name: 'Organization name' }).fill('<b>Acme</b>')
  const words =
    'content/data/clients.json: Client "FAA", name: must be plain text, without tags: remove <b> and </b>'
  await expectRefused(page, dialog, before, words)
  await expect(page.getByText(words, { exact: false })).toHaveText(
    /^Not saved, nothing was written: the content check found one problem\.\s*content\/data\/clients\.json: Client "FAA", name: must be plain text, without tags: remove <b> and <\/b>\s*$/,
  )
})
