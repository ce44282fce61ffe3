import { expect, test } from '@playwright/test'
import { PROBLEM_FIELD_LABELS } from '../../contract/enquiry-fields.ts'
import { MAX_DOCUMENT_BYTES, MESSAGES } from '../../contract/enquiry-rules.ts'
import { fillConsultation } from './support.ts'

/** A browser without JavaScript posts the whole form, file and all, before it reads the server's answer. */

const ROUNDS = 20

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a document over the limit lands on the page that names the limit, every time', async ({ page }) => {
    test.setTimeout(300_000)
    // Nothing in the page checks the size without JavaScript: the file really goes to the server.
    const document = Buffer.alloc(11 * 1024 * 1024, 0x20)
    document.write('%PDF-1.7\n', 'latin1')
    expect(document.length).toBeGreaterThan(MAX_DOCUMENT_BYTES)
    const failedRequests: string[] = []
    // The post itself failing (a reset connection) is what a visitor would see as an error page.
    page.on('requestfailed', (request) => {
      if (request.url().endsWith('/api/contact'))
        failedRequests.push(request.failure()?.errorText ?? 'failed')
    })

    for (let round = 1; round <= ROUNDS; round += 1) {
      await page.goto('/contact')
      const form = page.getByRole('form', { name: 'Request Consultation' })
      await fillConsultation(form, `Scope attached, round ${round}.`)
      await form
        .getByLabel('Supporting Document', { exact: false })
        .setInputFiles({ name: 'scope.pdf', mimeType: 'application/pdf', buffer: document })
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.url().endsWith('/api/contact')),
        form.getByRole('button', { name: 'Submit Request' }).click(),
      ])
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
      expect(failedRequests, `round ${round}`).toEqual([])
    }
  })
})
