import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '#contract/enquiry-rules.ts'
import { startContactAppsPerTest } from '../../tests/fixtures/contact-app.ts'
import { reportedDocxSpellings } from '../../tests/fixtures/document-spellings.ts'
import {
  docxWithMacros,
  executableWithFakeWordRecord,
  hostileDocuments,
  minimalDoc,
  minimalDocx,
  minimalPdf,
  pdfHeaderThenExecutable,
  pdfWithEmbeddedFile,
  pdfWithJavaScriptOpenAction,
  pdfWithLaunchAction,
  zipBombDocx,
} from '../../tests/fixtures/documents.ts'
import { consultationPayload } from '../../tests/fixtures/enquiry-fixtures.ts'

// Hostile documents, sent the way a visitor's browser sends them.

const startApp = startContactAppsPerTest()

async function start() {
  const { repo, postJson } = await startApp()
  const send = (filename: string, content: Buffer) =>
    postJson(consultationPayload({ filename, fileContent: content.toString('base64') }))
  return { repo, send }
}

describe('POST /api/contact with a document', () => {
  it.each([
    ['a PDF carrying JavaScript', 'scope.pdf', pdfWithJavaScriptOpenAction, MESSAGES.documentActiveContent],
    ['a PDF with a launch action', 'scope.pdf', pdfWithLaunchAction, MESSAGES.documentActiveContent],
    ['a PDF with an embedded file', 'scope.pdf', pdfWithEmbeddedFile, MESSAGES.documentActiveContent],
    ['%PDF- followed by an executable', 'scope.pdf', pdfHeaderThenExecutable, MESSAGES.documentType],
    [
      'an executable with a fake word/ record',
      'scope.docx',
      executableWithFakeWordRecord,
      MESSAGES.documentType,
    ],
    ['a 1 MB DOCX that inflates to 1 GiB', 'scope.docx', () => zipBombDocx(), MESSAGES.documentUnverifiable],
    ['a DOCX with macros', 'scope.docx', docxWithMacros, MESSAGES.documentActiveContent],
    ['a DOC with macros', 'scope.doc', () => minimalDoc({ macros: true }), MESSAGES.documentActiveContent],
  ])(
    'refuses %s with 415, the message the form shows, and stores nothing',
    async (_label, filename, make, message) => {
      const { repo, send } = await start()
      const res = await send(filename, make())
      expect(res.statusCode).toBe(415)
      expect(res.json()).toEqual({ error: 'unsupported_document', fields: { document: message } })
      expect(await repo.listEnquiries()).toHaveLength(0)
    },
  )

  // Each was answered 201 and mailed to sales by the byte check the XML parser replaced.
  it.each(reportedDocxSpellings().map(({ label, content }) => [label, content] as const))(
    'refuses a DOCX fetching a remote template with %s, and stores and mails nothing',
    async (_label, content) => {
      const { repo, send } = await start()
      const res = await send('scope.docx', content)
      expect(res.statusCode).toBe(415)
      expect(res.json()).toEqual({
        error: 'unsupported_document',
        fields: { document: MESSAGES.documentActiveContent },
      })
      expect(await repo.listEnquiries()).toHaveLength(0)
      expect(await repo.countPendingNotifications()).toBe(0)
    },
  )

  it.each([
    ['PDF', 'Scope.pdf', () => minimalPdf()],
    ['DOCX', 'Scope.docx', () => minimalDocx()],
    ['DOC', 'Scope.doc', () => minimalDoc()],
  ])('stores a real %s byte for byte', async (_label, filename, make) => {
    const { repo, send } = await start()
    const content = make()
    const res = await send(filename, content)
    expect(res.statusCode).toBe(201)
    const { id } = res.json()
    expect((await repo.getDocumentContent(id))?.content.equals(content)).toBe(true)
  })

  it('refuses every hostile or random document under any document name, and stores none', {
    timeout: 180_000,
  }, async () => {
    const { repo, send } = await start()
    const document = fc.oneof(
      fc.constantFrom(...hostileDocuments()),
      fc.uint8Array({ minLength: 1, maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('pdf', 'doc', 'docx', 'PDF', 'Docx'),
        document,
        async (extension, content) => {
          const res = await send(`scope.${extension}`, content)
          expect(res.statusCode).toBe(415)
          expect(res.json().error).toBe('unsupported_document')
        },
      ),
      { numRuns: 25 },
    )
    expect(await repo.listEnquiries()).toHaveLength(0)
  })
})
