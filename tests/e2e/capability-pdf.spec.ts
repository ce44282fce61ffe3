import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { capabilityPdf } from '../../content/capability-pdf.ts'
import { expectNoAxeViolations } from './axe-support.ts'

const BUILT_PDF = new URL(`../../build/client/${capabilityPdf.filename}`, import.meta.url)
const BUTTONS = ['Download PDF', 'Download Complete PDF'] as const
const FAILURE = 'PDF generation failed. Please try again.'

async function openCapabilityPage(page: Page) {
  await page.goto('/corporate-capability')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

for (const name of BUTTONS) {
  test(`${name} saves the built capability statement as ${capabilityPdf.filename}`, async ({ page }) => {
    await openCapabilityPage(page)
    const button = page.getByRole('button', { name, exact: true })
    const downloading = page.waitForEvent('download')
    await button.click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(capabilityPdf.filename)
    const saved = await readFile(await download.path())
    const built = await readFile(BUILT_PDF)
    expect(saved.subarray(0, 5).toString()).toBe('%PDF-')
    expect(saved.equals(built), 'downloaded bytes equal the built file').toBe(true)
    await expect(button).toBeEnabled()
  })
}

test('a button reads "Generating PDF..." and is disabled while the file loads', async ({ page }) => {
  // The axe run in the middle is slow under load.
  test.slow()
  let requests = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === capabilityPdf.href) requests += 1
  })
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(capabilityPdf.href, async (route) => {
    await held
    await route.continue()
  })
  await openCapabilityPage(page)
  await page.getByRole('button', { name: 'Download PDF', exact: true }).click()

  const working = page.getByRole('button', { name: 'Generating PDF...' })
  await expect(working).toBeDisabled()
  await expect(page.getByRole('status').filter({ hasText: 'Generating PDF...' })).toHaveCount(1)
  // A second click while it works starts no second download.
  await working.click({ force: true })
  await expectNoAxeViolations(page)

  const downloading = page.waitForEvent('download')
  release()
  await downloading
  await expect(page.getByRole('button', { name: 'Download PDF', exact: true })).toBeEnabled()
  await expect(working).toHaveCount(0)
  expect(requests).toBe(1)
})

test('a failed request shows the alert and restores the button', async ({ page }) => {
  await page.route(capabilityPdf.href, (route) => route.abort('failed'))
  await openCapabilityPage(page)
  const button = page.getByRole('button', { name: 'Download Complete PDF', exact: true })
  // The alert blocks the page, so it is answered as it opens; the click resolves after that.
  const messages: string[] = []
  page.on('dialog', async (dialog) => {
    messages.push(`${dialog.type()}: ${dialog.message()}`)
    await dialog.accept()
  })
  await button.click()
  await expect.poll(() => messages).toEqual([`alert: ${FAILURE}`])
  await expect(button).toBeEnabled()
  await expect(button).toHaveText('Download Complete PDF')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('both downloads are plain links to the built PDF', async ({ page, request }) => {
    await page.goto('/corporate-capability')
    for (const name of BUTTONS) {
      const link = page.getByRole('link', { name, exact: true })
      await expect(link).toHaveAttribute('href', capabilityPdf.href)
      await expect(link).toHaveAttribute('download', capabilityPdf.filename)
    }
    const response = await request.get(capabilityPdf.href)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect(Buffer.from(await response.body()).equals(await readFile(BUILT_PDF))).toBe(true)
  })
})
