import { PDFDocument, PDFRef, PDFString, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { renderCapabilityStatement } from '../../../scripts/pdf/capability-statement.ts'
import { minimalPdf } from '../../../tests/fixtures/documents.ts'
import {
  pdfWith,
  pdfWithCatalogAdditionalAction,
  pdfWithCatalogInTheTrailer,
  pdfWithGoToAndLinks,
  pdfWithLinkTo,
  pdfWithObjectOnlyTheXrefReaches,
  pdfWithOpenAction,
  pdfWithPageAdditionalAction,
  pdfWithReplacedObjectTheXrefPrefers,
  pdfWithUntypedObjectStream,
  TRIGGERED_ACTIONS,
  type TriggeredActionKind,
  UNC_PATH,
} from '../../../tests/fixtures/pdf-documents.ts'
import { inspectDocument } from './inspect.ts'
import { findHiddenObjectHeader } from './pdf-file-order.ts'
import { inspectPdfAsReadersDo } from './pdf-reader-view.ts'

const hex = (text: string) => `<${Buffer.from(text, 'latin1').toString('hex')}>`

async function expectRefused(content: Buffer, detail: string) {
  const verdict = await inspectDocument('pdf', content)
  expect(verdict).toMatchObject({ accepted: false, reason: 'active_content' })
  expect(verdict.accepted === false && verdict.detail).toContain(detail)
}

describe('a PDF object that only the cross-reference table reaches', () => {
  it('is out of sight of a file-order read, and a reader runs its script', async () => {
    const pdf = pdfWithObjectOnlyTheXrefReaches()
    const fileOrder = await PDFDocument.load(pdf, { updateMetadata: false })
    expect(fileOrder.context.lookup(PDFRef.of(7))).toBeUndefined()
    // pdf.js follows the table to object 7 inside the stream and finds the open action's script.
    expect(await inspectPdfAsReadersDo(pdf)).toMatchObject({
      accepted: false,
      reason: 'active_content',
      detail: 'pdf (as a reader opens it): JavaScript',
    })
  })

  it.each([
    ['JavaScript', 'a stream', 'stream'],
    ['Launch', 'a stream', 'stream'],
    ['Launch', 'a comment', 'comment'],
  ] as const)('is refused: a %s action hidden inside %s', async (kind, _label, where) => {
    const pdf = pdfWithObjectOnlyTheXrefReaches({ where, action: TRIGGERED_ACTIONS[kind] })
    await expectRefused(pdf, 'hidden inside another')
  })

  it.each([
    ['a number glued to it', '7 0obj'],
    ['a comment between', '7 0 % note\nobj'],
    ['signed and decimal numbers', '+7 0.0 obj'],
  ])('is refused when its header is written with %s', async (_label, header) => {
    await expectRefused(pdfWithObjectOnlyTheXrefReaches({ header }), 'hidden inside another')
  })

  it.each([
    ['a line of comments and numbers', '%1 '.repeat(3_500_000)],
    ['lines ending in a stray obj', 'x\nobj '.repeat(1_700_000)],
  ])('is looked for in linear time, even in 10 MB of %s', (_label, filler) => {
    const started = performance.now()
    expect(findHiddenObjectHeader(Buffer.from(filler, 'latin1'), new Set())).toBeNull()
    expect(performance.now() - started).toBeLessThan(3000)
  })

  it('is refused when a later object of the same number hides it from a file-order read', async () => {
    await expectRefused(pdfWithReplacedObjectTheXrefPrefers(), '/S /Launch')
  })

  it('is refused when the trailer holds the catalog itself', async () => {
    await expectRefused(pdfWithCatalogInTheTrailer(), '/S /Launch')
  })

  it('is refused when it sits in a stream a reader would unpack as an object stream', async () => {
    await expectRefused(pdfWithUntypedObjectStream(), 'object stream without /Type /ObjStm')
  })
})

describe('actions that run without a click: only an internal /GoTo', () => {
  const kinds = Object.keys(TRIGGERED_ACTIONS) as TriggeredActionKind[]
  const placements = [
    ['the open action', pdfWithOpenAction],
    ["the catalog's additional actions", pdfWithCatalogAdditionalAction],
    ["a page's additional actions", pdfWithPageAdditionalAction],
  ] as const

  it.each(placements.flatMap(([where, make]) => kinds.map((kind) => [kind, where, make] as const)))(
    'refuses /%s in %s',
    async (kind, _where, make) => {
      await expectRefused(make(kind), `/S /${kind}`)
    },
  )

  it.each([
    ['an explicit destination', '[3 0 R /Fit]'],
    ['a named destination', '(summary)'],
    [
      'a /GoTo chained to another /GoTo',
      '<< /S /GoTo /D [3 0 R /Fit] /Next [<< /S /GoTo /D (summary) >>] >>',
    ],
  ])('accepts an open action that is %s', async (_label, openAction) => {
    expect(await inspectDocument('pdf', pdfWith({ catalog: `/OpenAction ${openAction}` }))).toEqual({
      accepted: true,
    })
  })

  it('refuses an internal /GoTo that chains to another action with /Next', async () => {
    const pdf = pdfWithOpenAction('URI').toString('latin1')
    const chained = pdf.replace(
      TRIGGERED_ACTIONS.URI,
      `<< /S /GoTo /D [3 0 R /Fit] /Next ${TRIGGERED_ACTIONS.URI} >>`,
    )
    await expectRefused(Buffer.from(chained, 'latin1'), '/OpenAction /S /URI')
  })
})

describe('links', () => {
  it.each([
    ['a UNC path', `<< /S /URI /URI ${hex(UNC_PATH)} >>`, '/URI'],
    ['a file: URL', '<< /S /URI /URI (file://attacker/share/x) >>', '/URI'],
    ['an smb: URL', '<< /S /URI /URI (smb://attacker/share) >>', '/URI'],
    ['a web address with a UNC host', `<< /S /URI /URI ${hex(`https:${UNC_PATH}`)} >>`, '/URI'],
    ['another PDF on a UNC share', `<< /S /GoToR /F ${hex(UNC_PATH)} /D [0 /Fit] >>`, '/S /GoToR'],
    ['a program on a UNC share', `<< /S /Launch /F ${hex(UNC_PATH)} >>`, '/S /Launch'],
  ])('refuses a link to %s', async (_label, action, detail) => {
    await expectRefused(pdfWithLinkTo(action), detail)
  })

  it('refuses a file specification naming a UNC path wherever it is', async () => {
    const pdf = pdfWithLinkTo(`<< /S /Thread /D 0 /F << /Type /Filespec /F ${hex(UNC_PATH)} >> >>`)
    await expectRefused(pdf, '/F')
  })

  it('the reader refuses a link to a UNC share', async () => {
    const pdf = pdfWithLinkTo(`<< /S /Launch /F ${hex(UNC_PATH)} >>`)
    expect(await inspectPdfAsReadersDo(pdf)).toMatchObject({ accepted: false, reason: 'active_content' })
  })
})

describe('ordinary PDFs', () => {
  it('accepts one that opens at a page and links to a web page, an e-mail address and a phone', async () => {
    const pdf = pdfWithGoToAndLinks()
    expect(await inspectPdfAsReadersDo(pdf)).toBeNull()
    expect(await inspectDocument('pdf', pdf)).toEqual({ accepted: true })
  })

  it('accepts a pdf-lib PDF with object streams and a web link', async () => {
    const document = await PDFDocument.create()
    const font = await document.embedFont(StandardFonts.Helvetica)
    const page = document.addPage()
    page.drawText('Statement of work', { font, x: 72, y: 720 })
    const link = document.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [72, 700, 300, 720],
      A: { S: 'URI', URI: PDFString.of('https://www.globaltekforce.com/') },
    })
    page.node.addAnnot(document.context.register(link))
    const bytes = Buffer.from(await document.save({ useObjectStreams: true }))
    expect(await inspectDocument('pdf', bytes)).toEqual({ accepted: true })
  })

  it("accepts the site's own capability statement, as a reader opens it too", {
    timeout: 30_000,
  }, async () => {
    const bytes = await renderCapabilityStatement({ date: new Date('2026-01-01T00:00:00Z') })
    expect(await inspectPdfAsReadersDo(bytes)).toBeNull()
    expect(await inspectDocument('pdf', bytes)).toEqual({ accepted: true })
  })
})

describe('the price of the rule', () => {
  it('refuses a PDF whose uncompressed page text reads as an object header', async () => {
    // A cross-reference entry could point a reader there, so it is refused; writers compress page text.
    const verdict = await inspectDocument('pdf', minimalPdf('see 12 0 obj in the log'))
    expect(verdict).toMatchObject({ accepted: false, reason: 'active_content' })
  })
})
