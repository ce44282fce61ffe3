import zlib from 'node:zlib'
import fc from 'fast-check'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, it, vi } from 'vitest'
import { renderCapabilityStatement } from '../../../scripts/pdf/capability-statement.ts'
import {
  buildPdf,
  buildZip,
  docxEntries,
  docxWithHyperlink,
  docxWithMacros,
  docxWithRemoteTemplate,
  docxWithUndeclaredVbaProject,
  executableWithAppendedDocx,
  executableWithFakeWordRecord,
  gibibyteOfZerosDeflated,
  minimalDoc,
  minimalDocx,
  minimalPdf,
  oleWithoutWordDocument,
  pdfHeaderThenExecutable,
  pdfWithEmbeddedFile,
  pdfWithEscapedJavaScriptLink,
  pdfWithJavaScriptInObjectStream,
  pdfWithJavaScriptOpenAction,
  pdfWithLaunchAction,
  windowsExecutable,
  zipBombDocx,
} from '../../../tests/fixtures/documents.ts'
import { MAX_DOCX_ENTRIES } from './docx.ts'
import { inspectDocument } from './inspect.ts'
import type { DocumentKind, RefusalReason } from './verdict.ts'

const KINDS: DocumentKind[] = ['pdf', 'doc', 'docx']

describe('real documents', () => {
  it.each([
    ['a one-page PDF', 'pdf', minimalPdf()],
    ['a Word DOCX', 'docx', minimalDocx()],
    ['a Word 97-2003 DOC', 'doc', minimalDoc()],
  ] as const)('accepts %s', async (_label, kind, content) => {
    expect(await inspectDocument(kind, content)).toEqual({ accepted: true })
  })

  it('accepts a PDF written with object and cross-reference streams (pdf-lib)', async () => {
    const document = await PDFDocument.create()
    const font = await document.embedFont(StandardFonts.Helvetica)
    document.addPage().drawText('Statement of work', { font, x: 72, y: 720 })
    const bytes = Buffer.from(await document.save({ useObjectStreams: true }))
    expect(bytes.includes('/ObjStm')).toBe(true)
    expect(await inspectDocument('pdf', bytes)).toEqual({ accepted: true })
  })

  it("accepts the site's own capability statement (tagged, embedded fonts, vector art)", {
    timeout: 30_000,
  }, async () => {
    const bytes = await renderCapabilityStatement({ date: new Date('2026-01-01T00:00:00Z') })
    expect(await inspectDocument('pdf', bytes)).toEqual({ accepted: true })
  })

  it('accepts a PDF holding an array of 200,000 numbers (walked without overflowing the call)', async () => {
    const wide = `[${Array.from({ length: 200_000 }, (_, index) => index % 10).join(' ')}]`
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R /Wide 6 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
      '<< >>',
      '<< >>',
      wide,
    ])
    expect(await inspectDocument('pdf', pdf)).toEqual({ accepted: true })
  })

  it('accepts a PDF whose text mentions /JavaScript, /JS/ and /Launch (words, not objects)', async () => {
    const pdf = minimalPdf('See the /JavaScript/ and /JS/ folders; /Launch /EmbeddedFiles notes')
    expect(await inspectDocument('pdf', pdf)).toEqual({ accepted: true })
  })

  it('accepts a DOCX with an external hyperlink', async () => {
    expect(await inspectDocument('docx', docxWithHyperlink())).toEqual({ accepted: true })
  })

  it('accepts a DOCX with an embedded chart workbook', async () => {
    const docx = buildZip([
      ...docxEntries(),
      { name: 'word/embeddings/Microsoft_Excel_Worksheet.xlsx', data: 'x' },
    ])
    expect(await inspectDocument('docx', docx)).toEqual({ accepted: true })
  })
})

describe('hostile documents', () => {
  it.each<[string, DocumentKind, () => Buffer, RefusalReason, string]>([
    [
      'a PDF whose open action runs JavaScript',
      'pdf',
      pdfWithJavaScriptOpenAction,
      'active_content',
      '/S /JavaScript',
    ],
    [
      'a PDF whose open action launches a program',
      'pdf',
      pdfWithLaunchAction,
      'active_content',
      '/S /Launch',
    ],
    ['a PDF carrying an embedded file', 'pdf', pdfWithEmbeddedFile, 'active_content', '/EmbeddedFiles'],
    [
      'a PDF link running #-escaped JavaScript',
      'pdf',
      pdfWithEscapedJavaScriptLink,
      'active_content',
      'JavaScript',
    ],
    // Compressed, so only a parser that unpacks object streams can see it.
    [
      'a PDF with JavaScript in an object stream',
      'pdf',
      pdfWithJavaScriptInObjectStream,
      'active_content',
      'pdf: /S /JavaScript',
    ],
    ['%PDF- followed by an executable', 'pdf', pdfHeaderThenExecutable, 'not_this_kind', 'pdf'],
    ['an executable named .pdf', 'pdf', windowsExecutable, 'not_this_kind', 'pdf'],
    [
      'a DOCX that is an executable with a fake word/ record',
      'docx',
      executableWithFakeWordRecord,
      'not_this_kind',
      'docx',
    ],
    ['an executable with a Word zip appended', 'docx', executableWithAppendedDocx, 'not_this_kind', 'docx'],
    [
      'a DOCX with a VBA project (a renamed .docm)',
      'docx',
      docxWithMacros,
      'active_content',
      'vbaProject.bin',
    ],
    [
      'a DOCX with an undeclared vbaProject.bin',
      'docx',
      docxWithUndeclaredVbaProject,
      'active_content',
      'vbaProject.bin',
    ],
    [
      'a DOCX that fetches a remote template',
      'docx',
      docxWithRemoteTemplate,
      'active_content',
      'attachedTemplate',
    ],
    [
      'a zip that is not a Word document',
      'docx',
      () => buildZip([{ name: 'xl/workbook.xml', data: '<x/>' }]),
      'not_this_kind',
      'no [Content_Types].xml',
    ],
    ['a DOC that is not an OLE compound file', 'doc', () => minimalDocx(), 'not_this_kind', 'not an OLE'],
    [
      'an OLE file that is not a Word document',
      'doc',
      oleWithoutWordDocument,
      'not_this_kind',
      'WordDocument',
    ],
    ['a DOC with a Macros storage', 'doc', () => minimalDoc({ macros: true }), 'active_content', 'Macros'],
  ])('refuses %s', async (_label, kind, make, reason, detail) => {
    const verdict = await inspectDocument(kind, make())
    expect(verdict).toMatchObject({ accepted: false, reason })
    expect(verdict.accepted === false && verdict.detail).toContain(detail)
  })

  it.each([
    ['blank lines', '\r\n'.repeat(2000)],
    ['comment lines', '%c\n'.repeat(1300)],
  ])('refuses at once a PDF header followed by thousands of %s and no object', async (_label, filler) => {
    const started = performance.now()
    const verdict = await inspectDocument('pdf', Buffer.from(`%PDF-1.7\n${filler}X`, 'latin1'))
    // A header pattern that can split these lines more than one way backtracks for longer than any test runs.
    expect(performance.now() - started).toBeLessThan(1000)
    expect(verdict).toMatchObject({ accepted: false, reason: 'not_this_kind' })
  })

  it.each([
    ['an absolute path', '/etc/passwd'],
    ['a parent directory', 'word/../../evil.xml'],
    ['a backslash', 'word\\evil.xml'],
  ])('refuses a DOCX with an entry named with %s', async (_label, name) => {
    const docx = buildZip([...docxEntries(), { name, data: 'x' }])
    expect(await inspectDocument('docx', docx)).toMatchObject({ accepted: false, reason: 'not_this_kind' })
  })

  it('refuses a DOCX with an encrypted entry', async () => {
    const docx = buildZip([...docxEntries(), { name: 'word/secret.xml', data: 'x', flags: 1 }])
    expect(await inspectDocument('docx', docx)).toMatchObject({ accepted: false, reason: 'unverifiable' })
  })

  it('refuses a DOCX with more entries than the cap, from the directory alone', async () => {
    const many = Array.from({ length: MAX_DOCX_ENTRIES }, (_, index) => ({
      name: `word/media/${index}.xml`,
      data: '',
    }))
    const verdict = await inspectDocument('docx', buildZip([...docxEntries(), ...many]))
    expect(verdict).toMatchObject({ accepted: false, reason: 'unverifiable' })
  })

  describe('a zip bomb', () => {
    const GIBIBYTE = 1024 * 1024 * 1024

    /** Counts what every inflater opened meanwhile puts out, so stopping early shows as bytes, not time. */
    function countInflatedBytes() {
      const create = zlib.createInflateRaw
      let bytes = 0
      const spy = vi.spyOn(zlib, 'createInflateRaw').mockImplementation((options) =>
        create(options).on('data', (chunk: Buffer) => {
          bytes += chunk.length
        }),
      )
      return { bytes: () => bytes, restore: () => spy.mockRestore() }
    }

    it('the bomb inflates to 1 GiB', async () => {
      let inflated = 0
      const inflater = zlib.createInflateRaw()
      inflater.on('data', (chunk: Buffer) => {
        inflated += chunk.length
      })
      await new Promise((resolve, reject) => {
        inflater.on('end', resolve).on('error', reject)
        inflater.end(gibibyteOfZerosDeflated())
      })
      expect(inflated).toBe(GIBIBYTE)
    }, 60_000)

    it.each([
      ['declares', false],
      ['hides behind a small declared size', true],
    ])(
      'of about 1 MB that %s 1 GiB inflated is refused having inflated at most a tenth of it',
      async (_label, lieAboutSize) => {
        const bomb = zipBombDocx({ lieAboutSize })
        expect(bomb.length).toBeLessThan(1.5 * 1024 * 1024)
        const counter = countInflatedBytes()
        try {
          const verdict = await inspectDocument('docx', bomb)
          expect(verdict.accepted).toBe(false)
          expect(counter.bytes()).toBeLessThan(GIBIBYTE / 10)
        } finally {
          counter.restore()
        }
      },
    )
  })
})

describe('any input', () => {
  const MAGIC: Record<DocumentKind, Buffer> = {
    pdf: Buffer.from('%PDF-1.7\n1 0 obj\n', 'latin1'),
    doc: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    docx: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  }
  const VALID: Record<DocumentKind, () => Buffer> = { pdf: minimalPdf, doc: minimalDoc, docx: minimalDocx }

  it.each(KINDS)(
    'refuses random bytes named .%s, with or without its signature, and never throws',
    async (kind) => {
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), fc.boolean(), async (bytes, signed) => {
          const content = Buffer.concat([signed ? MAGIC[kind] : Buffer.alloc(0), bytes])
          const verdict = await inspectDocument(kind, content)
          expect(verdict.accepted).toBe(false)
        }),
        { numRuns: 150 },
      )
    },
  )

  it.each(KINDS)('answers a verdict for any corruption of a real .%s and never throws', async (kind) => {
    const valid = VALID[kind]()
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat({ max: valid.length - 1 }), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        }),
        async (changes) => {
          const corrupted = Buffer.from(valid)
          for (const [offset, byte] of changes) corrupted[offset] = byte
          const verdict = await inspectDocument(kind, corrupted)
          expect(typeof verdict.accepted).toBe('boolean')
        },
      ),
      { numRuns: 150 },
    )
  })

  it('accepts every real sample, whatever its text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), fc.constantFrom(...KINDS), async (text, kind) => {
        const content = kind === 'pdf' ? minimalPdf(text) : kind === 'docx' ? minimalDocx(text) : minimalDoc()
        expect(await inspectDocument(kind, content)).toEqual({ accepted: true })
      }),
      { numRuns: 60 },
    )
  })
})
