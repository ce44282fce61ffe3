import { describe, expect, it } from 'vitest'
import { MESSAGES } from '#contract/enquiry-rules.ts'
import { startContactAppsPerTest } from '../../tests/fixtures/contact-app.ts'
import { consultationPayload } from '../../tests/fixtures/enquiry-fixtures.ts'
import {
  pdfWithGoToAndLinks,
  pdfWithLinkTo,
  pdfWithObjectOnlyTheXrefReaches,
  pdfWithOpenAction,
  UNC_PATH,
} from '../../tests/fixtures/pdf-documents.ts'

// PDFs whose active part only an xref-following reader sees, or whose actions or links reach outside.

const startApp = startContactAppsPerTest()

async function send(content: Buffer) {
  const { repo, postJson } = await startApp()
  const res = await postJson(
    consultationPayload({ filename: 'scope.pdf', fileContent: content.toString('base64') }),
  )
  return { repo, res }
}

const uncLink = `<< /S /URI /URI <${Buffer.from(UNC_PATH, 'latin1').toString('hex')}> >>`

describe('POST /api/contact with a PDF', () => {
  it.each([
    ['whose script only the cross-reference table reaches', () => pdfWithObjectOnlyTheXrefReaches()],
    ['that opens another PDF on open', () => pdfWithOpenAction('GoToR')],
    ['that submits a form on open', () => pdfWithOpenAction('SubmitForm')],
    ['that links to a UNC share', () => pdfWithLinkTo(uncLink)],
  ])('refuses one %s with 415, and stores and mails nothing', { timeout: 30_000 }, async (_label, make) => {
    const { repo, res } = await send(make())
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({
      error: 'unsupported_document',
      fields: { document: MESSAGES.documentActiveContent },
    })
    expect(await repo.listEnquiries()).toHaveLength(0)
    expect(await repo.countPendingNotifications()).toBe(0)
  })

  it('stores and mails one that opens at a page and links to web, e-mail and phone', {
    timeout: 30_000,
  }, async () => {
    const content = pdfWithGoToAndLinks()
    const { repo, res } = await send(content)
    expect(res.statusCode).toBe(201)
    expect((await repo.getDocumentContent(res.json().id))?.content.equals(content)).toBe(true)
    expect(await repo.countPendingNotifications()).toBe(1)
  })
})
