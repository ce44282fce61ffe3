import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFString,
} from 'pdf-lib'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { beforeAll, describe, expect, test } from 'vitest'
import { certifications, contractVehicles, listCategories } from '../../content/index.ts'
import { company } from '../../content/site.ts'
import { describeCapabilityStatement, renderCapabilityStatement } from './capability-statement.ts'
import { extractPdfText } from './pdf-text.ts'

let bytes: Buffer
let pdf: PDFDocument
let objects: PDFObject[]

beforeAll(async () => {
  bytes = await renderCapabilityStatement({ date: new Date('2026-01-01T00:00:00Z') })
  pdf = await PDFDocument.load(bytes, { updateMetadata: false })
  objects = pdf.context.enumerateIndirectObjects().map(([, object]) => object)
}, 30_000)

function dictionaries(): PDFDict[] {
  return objects.flatMap((object) => {
    if (object instanceof PDFDict) return [object]
    if (object instanceof PDFRawStream) return [object.dict]
    return []
  })
}

function text(value: PDFObject | undefined): string | undefined {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText()
  return undefined
}

function nameOf(dict: PDFDict, key: string): string | undefined {
  return dict.get(PDFName.of(key))?.toString()
}

const extractText = () => extractPdfText(bytes)

describe('capability statement PDF', () => {
  test('has three or more A4 landscape pages, each numbered out of their count', async () => {
    const sizes = pdf.getPages().map((page) => page.getSize())
    expect(sizes.length).toBeGreaterThanOrEqual(3)
    for (const size of sizes) {
      expect(size.width).toBeCloseTo(841.89, 2)
      expect(size.height).toBeCloseTo(595.28, 2)
    }
    const numbers = [...(await extractText()).matchAll(/(\d+) of (\d+)/g)].map((match) => match.slice(1))
    expect(numbers).toEqual(sizes.map((_, index) => [String(index + 1), String(sizes.length)]))
  })

  test('names every service area and each of its services, however many there are', async () => {
    const content = await extractText()
    for (const category of listCategories()) {
      expect(content).toContain(category.name)
      for (const service of category.services) expect(content).toContain(service.name)
    }
  })

  test('is tagged, in US English, and shows its title in the window title', () => {
    const catalog = pdf.catalog
    expect(catalog.lookup(PDFName.of('StructTreeRoot'))).toBeInstanceOf(PDFDict)
    const markInfo = catalog.lookup(PDFName.of('MarkInfo'), PDFDict)
    expect(markInfo.get(PDFName.of('Marked'))).toBe(PDFBool.True)
    expect(text(catalog.get(PDFName.of('Lang')))).toBe('en-US')
    const preferences = catalog.lookup(PDFName.of('ViewerPreferences'), PDFDict)
    expect(preferences.get(PDFName.of('DisplayDocTitle'))).toBe(PDFBool.True)

    const expected = describeCapabilityStatement()
    expect(pdf.getTitle()).toBe(expected.title)
    expect(pdf.getTitle()).toContain(company.name)
    expect(pdf.getAuthor()).toBe(company.legalName)
    expect(pdf.getSubject()).toBe(company.tagline)
    expect(pdf.getKeywords()).toContain('capability statement')
  })

  test('has a structure tree with headings, paragraphs, lists and links', async () => {
    const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 })
    const document = await task.promise
    const roles = new Set<string>()
    type Node = { role?: string; children?: Node[] }
    const visit = (node: Node | null) => {
      if (!node) return
      if (node.role) roles.add(node.role)
      for (const child of node.children ?? []) visit(child)
    }
    for (let number = 1; number <= document.numPages; number++) {
      visit((await (await document.getPage(number)).getStructTree()) as Node)
    }
    await task.destroy()
    for (const role of ['H1', 'H2', 'H3', 'P', 'L', 'LI', 'LBody', 'Link']) expect(roles).toContain(role)

    const headings = dictionaries().filter((dict) => nameOf(dict, 'S') === '/H1')
    expect(headings, 'one H1').toHaveLength(1)
  })

  test('carries the facts from content in its text layer', async () => {
    const content = await extractText()
    const expected = [
      company.name,
      company.phone.display,
      company.email,
      ...listCategories().map((category) => category.name),
      ...contractVehicles.map((vehicle) => vehicle.title),
      ...certifications.map((certification) => certification.title),
    ]
    for (const fact of expected) expect(content).toContain(fact)
  })

  test('embeds every font it uses and draws no raster images', () => {
    const fonts = dictionaries().filter((dict) => nameOf(dict, 'Type') === '/Font')
    expect(fonts.length).toBeGreaterThan(0)
    const descriptors = dictionaries().filter((dict) => nameOf(dict, 'Type') === '/FontDescriptor')
    expect(descriptors.length).toBeGreaterThan(0)
    for (const descriptor of descriptors) {
      const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => descriptor.has(PDFName.of(key)))
      expect(embedded, `${nameOf(descriptor, 'FontName')} is embedded`).toBe(true)
      // A subset font's name carries a six-letter tag: ABCDEF+Name.
      expect(nameOf(descriptor, 'FontName')).toMatch(/^\/[A-Z]{6}\+PublicSans/)
    }
    // Standard 14 fonts are referenced by name only; none may appear.
    expect(fonts.filter((font) => nameOf(font, 'Subtype') === '/Type1')).toEqual([])
    expect(dictionaries().filter((dict) => nameOf(dict, 'Subtype') === '/Image')).toEqual([])
  })

  test('links only to the company and its contact channels, each link tagged and described', () => {
    const allowed = (uri: string) =>
      uri === `mailto:${company.email}` ||
      uri === `tel:${company.phone.e164}` ||
      uri === company.origin ||
      uri.startsWith(`${company.origin}/`) ||
      uri === company.linkedInUrl
    const uris = dictionaries()
      .filter((dict) => nameOf(dict, 'S') === '/URI')
      .map((dict) => text(dict.get(PDFName.of('URI'))) ?? '')
    expect(uris).toEqual(
      expect.arrayContaining([`mailto:${company.email}`, `tel:${company.phone.e164}`, company.linkedInUrl]),
    )
    expect(uris.filter((uri) => !allowed(uri))).toEqual([])

    const actions = dictionaries()
      .map((dict) => nameOf(dict, 'S'))
      .filter((kind) =>
        ['/Launch', '/GoToR', '/GoToE', '/ImportData', '/SubmitForm', '/JavaScript'].includes(kind ?? ''),
      )
    expect(actions).toEqual([])

    const links = dictionaries().filter((dict) => nameOf(dict, 'Subtype') === '/Link')
    expect(links).toHaveLength(uris.length)
    for (const link of links) {
      expect(link.has(PDFName.of('StructParent'))).toBe(true)
      // The editable descriptions, with the firm's name filled in where the words ask for it.
      expect(text(link.get(PDFName.of('Contents')))).toContain(company.name)
      expect(text(link.get(PDFName.of('Contents')))).not.toMatch(/[{}]/)
    }
    for (const page of pdf.getPages()) {
      const annotations = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray)
      if (annotations) expect(nameOf(page.node, 'Tabs')).toBe('/S')
    }
  })

  test('declares PDF/UA-1 in its XMP metadata', () => {
    const metadata = pdf.catalog.lookup(PDFName.of('Metadata'))
    if (!(metadata instanceof PDFRawStream)) throw new Error('No XMP metadata stream')
    const xml = new TextDecoder().decode(metadata.contents)
    expect(xml).toContain('<pdfuaid:part>1</pdfuaid:part>')
    expect(xml).toContain(describeCapabilityStatement().title)
  })
})
