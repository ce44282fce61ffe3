import { writeFile } from 'node:fs/promises'
import { connect, type Socket } from 'node:net'
import { expect, type Page, test } from '@playwright/test'
import { enquiryProblems } from '../../content/enquiry-problems.ts'
import { PROBLEM_FIELD_LABELS } from '../../contract/enquiry-fields.ts'
import { MAX_DOCUMENT_BYTES, MESSAGES } from '../../contract/enquiry-rules.ts'
import { BASE_URL } from '../../playwright.config.ts'
import { fillConsultation } from './support.ts'

/** A browser without JavaScript posts the whole form, file and all, before it reads the server's answer. */

const ROUNDS = 20

/** Over 10 MB, unchecked without JavaScript; written once, so the browser gets a path, not 11 MB. */
async function oversizedPdf(path: string): Promise<string> {
  const document = Buffer.alloc(11 * 1024 * 1024, 0x20)
  document.write('%PDF-1.7\n', 'latin1')
  expect(document.length).toBeGreaterThan(MAX_DOCUMENT_BYTES)
  await writeFile(path, document)
  return path
}

/** Fills the consultation form on /contact, attaches the document and submits; resolves with the post's answer. */
async function postConsultation(page: Page, document: string, round: number) {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Request Consultation' })
  await fillConsultation(form, `Scope attached, round ${round}.`)
  await form.getByLabel('Supporting Document', { exact: false }).setInputFiles(document)
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/api/contact')),
    form.getByRole('button', { name: 'Submit Request' }).click(),
  ])
  return response
}

/** The post itself failing (a reset connection) is what a visitor would see as an error page. */
function recordFailedPosts(page: Page): string[] {
  const failed: string[] = []
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/api/contact')) failed.push(request.failure()?.errorText ?? 'failed')
  })
  return failed
}

/** Another upload from the same address, in progress: it keeps a steady pace so no guard cuts it. */
async function holdUploadPlace(): Promise<Socket> {
  const { hostname, port } = new URL(BASE_URL)
  const socket = connect(Number(port), hostname)
  socket.on('error', () => {})
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${12 * 1024 * 1024}\r\n\r\n{"message":"`,
  )
  const pace = setInterval(() => socket.write(Buffer.alloc(64 * 1024, 0x61)), 250)
  socket.once('close', () => clearInterval(pace))
  return socket
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  // One after the other: the second holds this address's upload place, which the first's posts need.
  test.describe.configure({ mode: 'serial' })

  test('a document over the limit lands on the page that names the limit, every time', async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000)
    const document = await oversizedPdf(testInfo.outputPath('scope.pdf'))
    const failedPosts = recordFailedPosts(page)
    for (let round = 1; round <= ROUNDS; round += 1) {
      const response = await postConsultation(page, document, round)
      expect(response.status(), `round ${round}`).toBe(413)
      await expect(page.getByRole('heading', { level: 1 }), `round ${round}`).toHaveText(
        'Please check your enquiry',
      )
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: `${PROBLEM_FIELD_LABELS.document}: ${MESSAGES.documentTooLarge}` }),
        `round ${round}`,
      ).toBeVisible()
      expect(failedPosts, `round ${round}`).toEqual([])
    }
  })

  test('a document refused before it is read, while another upload from the address runs, lands on a page', async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000)
    const document = await oversizedPdf(testInfo.outputPath('scope.pdf'))
    const failedPosts = recordFailedPosts(page)
    for (let round = 1; round <= ROUNDS; round += 1) {
      const holder = await holdUploadPlace()
      try {
        const response = await postConsultation(page, document, round)
        expect(response.status(), `round ${round}`).toBe(429)
        await expect(page.getByRole('heading', { level: 1 }), `round ${round}`).toHaveText(
          enquiryProblems.rateLimited.title,
        )
        expect(failedPosts, `round ${round}`).toEqual([])
      } finally {
        holder.destroy()
      }
    }
  })
})
