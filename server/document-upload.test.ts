import { join } from 'node:path'
import { expect, it } from 'vitest'
import { MESSAGES } from '#contract/enquiry-rules.ts'
import { reportedDocxSpellings } from '../tests/fixtures/document-spellings.ts'
import { consultationPayload } from '../tests/fixtures/enquiry-fixtures.ts'
import { pdfWithGoToAndLinks, pdfWithObjectOnlyTheXrefReaches } from '../tests/fixtures/pdf-documents.ts'
import {
  freePort,
  serverEnv,
  startServerProcess,
  TEST_SALES_EMAIL,
  waitUntilListening,
} from '../tests/fixtures/server-process.ts'
import { deliveredEnquiryIds, startSmtpServer } from '../tests/fixtures/smtp-fixture.ts'
import { prepareServerSandbox, waitUntilSettled } from '../tests/support/server-sandbox.ts'
import { openSqliteRepo } from './db/sqlite.ts'

/** The production server process, its document-check workers loading pdf.js as they do in service. */

const sandbox = prepareServerSandbox('gtf-document-upload-')

it('refuses a PDF whose script only the cross-reference table reaches, and Word files spelling a remote template another way, and mails only the ordinary PDF', {
  timeout: 60_000,
}, async () => {
  const smtp = await startSmtpServer()
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = startServerProcess(
    serverEnv({ port, siteDir: sandbox.clientDir, dataDir: sandbox.dataDir, smtpPort: smtp.port }),
  )
  await waitUntilListening(base, server.stderr)
  const send = (content: Buffer, filename = 'scope.pdf') =>
    fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(consultationPayload({ filename, fileContent: content.toString('base64') })),
    })

  const hidden = await send(pdfWithObjectOnlyTheXrefReaches())
  expect(hidden.status).toBe(415)
  expect(await hidden.json()).toEqual({
    error: 'unsupported_document',
    fields: { document: MESSAGES.documentActiveContent },
  })
  for (const spelling of reportedDocxSpellings()) {
    const refused = await send(spelling.content, 'scope.docx')
    expect(refused.status, spelling.label).toBe(415)
    expect(await refused.json()).toEqual({
      error: 'unsupported_document',
      fields: { document: MESSAGES.documentActiveContent },
    })
  }
  const ordinary = await send(pdfWithGoToAndLinks())
  expect(ordinary.status).toBe(201)
  const { id } = (await ordinary.json()) as { id: string }

  const repo = openSqliteRepo(join(sandbox.dataDir, 'enquiries.sqlite'))
  await waitUntilSettled(() => repo.countPendingNotifications())
  expect((await repo.listEnquiries()).map((enquiry) => enquiry.id)).toEqual([id])
  await repo.close()
  server.child.kill('SIGTERM')
  await server.exited
  await smtp.stop()
  const salesMail = smtp.received.filter((mail) => mail.envelopeTo.includes(TEST_SALES_EMAIL))
  expect(deliveredEnquiryIds(salesMail)).toEqual([id])
})
