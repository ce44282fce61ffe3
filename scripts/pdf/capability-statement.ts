/** Drawn from the site's content, so a content change updates the PDF at the next build. */
import PDFDocument from 'pdfkit'
import { capabilityPdf, capabilityPdfWords as words } from '../../content/capability-pdf.ts'
import { companyProfile } from '../../content/company-profile.ts'
import {
  certifications,
  contractVehicles,
  getCategory,
  getPage,
  listCategories,
  listCategoryServices,
  listSolutions,
} from '../../content/index.ts'
import {
  aboutSections,
  homeSections,
  capabilitySections as page,
  solutionsSections,
} from '../../content/page-sections.ts'
import { fillPlaceholders } from '../../content/placeholders.ts'
import {
  company,
  formatCityLine,
  formatFounded,
  formatHomeTown,
  formatStreetAddress,
  listContactChannels,
} from '../../content/site.ts'
import {
  artifact,
  type Doc,
  measure,
  measureAhead,
  registerFonts,
  type StructElement,
  type TextStyle,
  taggedLink,
  taggedText,
} from './tagged-layout.ts'
import { brandColors as c, drawBrandMark, drawIcon, drawLinkedInGlyph } from './vector-art.ts'

export const CAPABILITY_PDF_FILENAME = capabilityPdf.filename

const MM = 72 / 25.4
const MARGIN = 12 * MM
const PAGE_WIDTH = 841.89
const PAGE_HEIGHT = 595.28
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const FOOTER_TOP = PAGE_HEIGHT - MARGIN - 10

const style = {
  eyebrow: { font: 'bold', size: 7.5, color: c.gold700, characterSpacing: 0.5 },
  h2: { font: 'extrabold', size: 17, color: c.navy900 },
  h3: { font: 'bold', size: 10.5, color: c.navy900, lineGap: 0.5 },
  lead: { font: 'regular', size: 10, color: c.ink, lineGap: 2.5 },
  body: { font: 'regular', size: 8.6, color: c.ink, lineGap: 1.8 },
  small: { font: 'regular', size: 7.7, color: c.muted, lineGap: 1.5 },
  item: { font: 'regular', size: 7.7, color: c.ink, lineGap: 1 },
  label: { font: 'semibold', size: 7.7, color: c.navy900, lineGap: 1 },
} as const satisfies Record<string, TextStyle>

interface Box {
  x: number
  y: number
  width: number
}

export interface CapabilityStatementOptions {
  /** Fixed dates so identical content gives identical bytes. */
  date?: Date
}

const withCompanyName = (text: string) => fillPlaceholders(text, { companyName: company.name })

export function describeCapabilityStatement() {
  return {
    title: `${company.name} ${words.documentTitle}`,
    author: company.legalName,
    subject: company.tagline,
    keywords: [
      'capability statement',
      ...listCategories().map((category) => category.name),
      ...contractVehicles.map((vehicle) => vehicle.title),
      ...certifications.map((certification) => certification.title),
      ...companyProfile.naicsCodes.map((naics) => `NAICS ${naics.code}`),
    ].join(', '),
  }
}

export function renderCapabilityStatement(options: CapabilityStatementOptions = {}): Promise<Buffer> {
  const description = describeCapabilityStatement()
  const date = options.date ?? new Date()
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    autoFirstPage: false,
    pdfVersion: '1.7',
    // @types/pdfkit lists only the PDF/A subsets; pdfkit itself supports PDF/UA (adds pdfuaid to XMP).
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: description.title,
      Author: description.author,
      Subject: description.subject,
      Keywords: description.keywords,
      Creator: `${company.name} website build`,
      CreationDate: date,
      ModDate: date,
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolvePdf, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolvePdf(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  registerFonts(doc)

  const root = doc.struct('Document')
  doc.addStructure(root)
  const servicePages = planServicePages(doc)
  const pages = servicePages.length + 2
  drawOverviewPage(doc, root, pages)
  drawServicesPages(doc, root, servicePages, pages)
  drawContractingPage(doc, root, pages)
  root.end()
  doc.end()
  return done
}

function startPage(doc: Doc, pageNumber: number, pages: number): void {
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 0 })
  artifact(
    doc,
    () => {
      strokeRule(doc, MARGIN, PAGE_WIDTH - MARGIN, FOOTER_TOP - 6)
      doc.font('semibold').fontSize(7).fillColor(c.muted)
      doc.text(`${company.legalName}  ·  ${words.footerTitle}`, MARGIN, FOOTER_TOP, {
        width: CONTENT_WIDTH / 2,
        lineBreak: false,
      })
      doc.text(
        `${new URL(company.origin).host}  ·  ${fillPlaceholders(words.pageNumber, { page: String(pageNumber), pages: String(pages) })}`,
        MARGIN,
        FOOTER_TOP,
        {
          width: CONTENT_WIDTH,
          align: 'right',
          lineBreak: false,
        },
      )
    },
    'Pagination',
  )
}

function strokeRule(doc: Doc, fromX: number, toX: number, y: number): void {
  doc.moveTo(fromX, y).lineTo(toX, y).lineWidth(0.6).stroke(c.line)
}

function drawDivider(doc: Doc, fromX: number, toX: number, y: number): void {
  artifact(doc, () => strokeRule(doc, fromX, toX, y))
}

/** Kept as a paragraph so it is read, not skipped. */
function eyebrow(doc: Doc, parent: StructElement, text: string, box: Box): number {
  return taggedText(doc, parent, 'P', text.toUpperCase(), box, style.eyebrow)
}

function splitWordmark(name: string): [string, string] {
  const match = /^(.+?)(Force)$/.exec(name)
  return match?.[1] && match[2] ? [match[1], match[2]] : [name, '']
}

function drawOverviewPage(doc: Doc, root: StructElement, pages: number): void {
  startPage(doc, 1, pages)
  const section = doc.struct('Sect')
  root.add(section)

  const bandHeight = 104
  artifact(doc, () => {
    doc.roundedRect(MARGIN, MARGIN, CONTENT_WIDTH, bandHeight, 8).fill(c.navy900)
    doc.rect(MARGIN, MARGIN + bandHeight - 4, CONTENT_WIDTH, 4).fill(c.gold400)
    drawBrandMark(doc, MARGIN + 22, MARGIN + 24, 52)
  })
  const [wordStart, wordEnd] = splitWordmark(company.name)
  const heading = doc.struct('H1')
  section.add(heading)
  heading.add(() => {
    doc.font('extrabold').fontSize(27).fillColor(c.white)
    doc.text(wordStart, MARGIN + 88, MARGIN + 24, { continued: Boolean(wordEnd), lineBreak: false })
    if (wordEnd) doc.fillColor(c.gold300).text(wordEnd, { lineBreak: false })
  })
  const titleBox = { x: MARGIN + CONTENT_WIDTH - 300, y: MARGIN + 26, width: 278 }
  heading.add(() => {
    doc.font('bold').fontSize(16).fillColor(c.white)
    doc.text(` ${getPage('corporateCapability').title}`, titleBox.x, titleBox.y, {
      width: titleBox.width,
      align: 'right',
    })
  })
  heading.end()
  taggedText(
    doc,
    section,
    'P',
    company.tagline,
    { x: MARGIN + 88, y: MARGIN + 60, width: 360 },
    {
      ...style.small,
      size: 8.6,
      color: c.navy100,
    },
  )
  const place = `${formatHomeTown()}  ·  ${formatFounded()}`
  taggedText(
    doc,
    section,
    'P',
    place,
    { x: titleBox.x, y: titleBox.y + 24, width: titleBox.width },
    {
      font: 'semibold',
      size: 9,
      color: c.gold300,
      align: 'right',
    },
  )
  const top = MARGIN + bandHeight + 20
  const left = { x: MARGIN, width: 478 }
  const right = { x: MARGIN + 478 + 24, width: CONTENT_WIDTH - 478 - 24 }

  const who = doc.struct('Sect')
  section.add(who)
  let y = top
  y += eyebrow(doc, who, page.whoWeAre.eyebrow, { ...left, y }) + 3
  y += taggedText(doc, who, 'H2', page.whoWeAre.title, { ...left, y }, style.h2) + 6
  y += taggedText(doc, who, 'P', getPage('home').intro, { ...left, y }, style.lead) + 14

  const half = (left.width - 16) / 2
  const statements = [
    { title: page.vision.title, text: companyProfile.vision },
    { title: page.mission.title, text: companyProfile.mission },
  ]
  const statementHeight = Math.max(...statements.map((s) => measure(doc, s.text, style.body, half - 12))) + 22
  statements.forEach((statement, index) => {
    const x = left.x + index * (half + 16)
    artifact(doc, () => doc.rect(x, y, 3, statementHeight).fill(c.gold400))
    taggedText(doc, who, 'H3', statement.title, { x: x + 12, y, width: half - 12 }, style.h3)
    taggedText(doc, who, 'P', statement.text, { x: x + 12, y: y + 17, width: half - 12 }, style.body)
  })
  y += statementHeight + 12

  y += taggedText(doc, who, 'H3', aboutSections.coreValues.title, { ...left, y }, style.h3) + 8
  const third = (left.width - 24) / 3
  const values = companyProfile.values
  const valueHeight =
    Math.max(...values.map((value) => measure(doc, value.description, style.small, third - 20))) + 40
  const valueList = doc.struct('L')
  who.add(valueList)
  values.forEach((value, index) => {
    const x = left.x + index * (third + 12)
    artifact(doc, () => {
      doc.roundedRect(x, y, third, valueHeight, 5).fill(c.navy50)
      doc.rect(x, y, third, 3).fill(c.navy700)
    })
    const item = doc.struct('LI')
    valueList.add(item)
    const body = doc.struct('LBody')
    item.add(body)
    const titleHeight = taggedText(
      doc,
      body,
      'P',
      value.title,
      { x: x + 10, y: y + 12, width: third - 20 },
      {
        ...style.h3,
        size: 10,
      },
    )
    taggedText(
      doc,
      body,
      'P',
      value.description,
      { x: x + 10, y: y + 16 + titleHeight, width: third - 20 },
      style.small,
    )
    body.end()
    item.end()
  })
  valueList.end()
  y += valueHeight
  who.end()
  y += 12

  if (contractVehicles.length > 0) {
    const buying = doc.struct('Sect')
    section.add(buying)
    y += taggedText(doc, buying, 'H3', words.buyThrough, { ...left, y }, style.h3) + 8
    const vehicleList = doc.struct('L')
    buying.add(vehicleList)
    const pillWidth = (left.width - 12) / 2
    contractVehicles.forEach((vehicle, index) => {
      const x = left.x + (index % 2) * (pillWidth + 12)
      const rowY = y + Math.floor(index / 2) * 30
      artifact(doc, () => {
        doc.roundedRect(x, rowY, pillWidth, 24, 12).fillAndStroke(c.white, c.navy200)
        drawIcon(doc, 'landmark', x + 9, rowY + 6, 12, c.navy700)
      })
      const item = doc.struct('LI')
      vehicleList.add(item)
      taggedText(
        doc,
        item,
        'LBody',
        vehicle.title,
        { x: x + 28, y: rowY + 7.5, width: pillWidth - 36 },
        style.label,
      )
      item.end()
    })
    vehicleList.end()
    buying.end()
    y += Math.ceil(contractVehicles.length / 2) * 30
  }
  assertFits(y, 'page 1, Who We Are')

  drawAtAGlance(doc, section, { ...right, y: top })
  section.end()
}

function drawAtAGlance(doc: Doc, parent: StructElement, box: Box): void {
  const panel = doc.struct('Sect')
  parent.add(panel)
  const padding = 16
  const inner = { x: box.x + padding, width: box.width - 2 * padding }
  const panelHeight = FOOTER_TOP - 16 - box.y
  artifact(doc, () => {
    doc.roundedRect(box.x, box.y, box.width, panelHeight, 8).fillAndStroke(c.canvas, c.line)
  })
  let y = box.y + padding
  y += eyebrow(doc, panel, words.atAGlance, { ...inner, y }) + 3
  y += taggedText(doc, panel, 'H2', words.performance, { ...inner, y }, { ...style.h2, size: 14 }) + 10

  const columnWidth = (inner.width - 12) / 2
  const figures = doc.struct('L')
  panel.add(figures)
  companyProfile.stats.forEach((stat, index) => {
    const x = inner.x + (index % 2) * (columnWidth + 12)
    const rowY = y + Math.floor(index / 2) * 34
    const item = doc.struct('LI')
    figures.add(item)
    const body = doc.struct('LBody')
    item.add(body)
    body.add(() => {
      doc.font('extrabold').fontSize(17).fillColor(c.navy800)
      doc.text(`${stat.value}${stat.suffix}`, x, rowY, {
        width: columnWidth,
        lineBreak: false,
      })
      doc.font('regular').fontSize(7.6).fillColor(c.muted)
      doc.text(` ${stat.label}`, x - 2, rowY + 20, { width: columnWidth, lineBreak: false })
    })
    body.end()
    item.end()
  })
  figures.end()
  y += Math.ceil(companyProfile.stats.length / 2) * 34 + 4

  drawDivider(doc, inner.x, inner.x + inner.width, y)
  y += 12
  y +=
    taggedText(
      doc,
      panel,
      'H3',
      listContactChannels().address.label,
      { ...inner, x: inner.x + 18, y },
      style.h3,
    ) + 4
  artifact(doc, () => drawIcon(doc, 'mapPin', inner.x, y - 17, 12, c.gold700))
  y +=
    taggedText(
      doc,
      panel,
      'P',
      `${company.legalName}\n${formatStreetAddress()}\n${formatCityLine()}`,
      { ...inner, x: inner.x + 18, y },
      style.body,
    ) + 12
  if (certifications.length > 0) {
    drawDivider(doc, inner.x, inner.x + inner.width, y)
    y += 12
    y += taggedText(doc, panel, 'H3', words.certifiedProcesses, { ...inner, y }, style.h3) + 6
    const certified = doc.struct('L')
    panel.add(certified)
    certifications.forEach((certification, index) => {
      const x = inner.x + (index % 2) * (columnWidth + 12)
      const rowY = y + Math.floor(index / 2) * 17
      artifact(doc, () => drawIcon(doc, 'badgeCheck', x, rowY - 1, 11, c.gold700))
      const item = doc.struct('LI')
      certified.add(item)
      taggedText(
        doc,
        item,
        'LBody',
        certification.title,
        { x: x + 15, y: rowY, width: columnWidth - 15 },
        style.label,
      )
      item.end()
    })
    certified.end()
    y += Math.ceil(certifications.length / 2) * 17
  }
  panel.end()
  assertFits(y, 'page 1, At a glance')
}

const SERVICE_COLUMNS = 4
const SERVICE_GAP = 10
const SERVICE_CARD_WIDTH = (CONTENT_WIDTH - SERVICE_GAP * (SERVICE_COLUMNS - 1)) / SERVICE_COLUMNS
const SERVICE_PADDING = 10
const SERVICE_INNER_WIDTH = SERVICE_CARD_WIDTH - 2 * SERVICE_PADDING
const SERVICE_BULLET_INDENT = 9
const serviceSummaryStyle: TextStyle = { ...style.small, size: 7.3, lineGap: 1.1 }
const serviceItemStyle: TextStyle = { ...style.item, size: 7.5, lineGap: 0.6 }

interface ServiceCard {
  category: NonNullable<ReturnType<typeof getCategory>>
  services: string[]
  height: number
}

/** The height of the service areas' heading, eyebrow and introduction, drawn above the first row. */
function servicesHeadingHeight(doc: Doc): number {
  return (
    measureAhead(doc, page.services.eyebrow.toUpperCase(), style.eyebrow, CONTENT_WIDTH) +
    3 +
    measureAhead(doc, words.serviceAreas, style.h2, CONTENT_WIDTH) +
    5 +
    measureAhead(doc, getPage('services').intro, style.body, CONTENT_WIDTH) +
    10
  )
}

/**
 * The service area cards in rows of four, as many rows to a page as fit (the first under the heading), so
 * any number of categories and services lays out: pages of rows of cards.
 */
function planServicePages(doc: Doc): ServiceCard[][][] {
  const cards = listCategories().map((link): ServiceCard => {
    const category = getCategory(link.id)
    if (!category) throw new Error(`No copy for category ${link.id}`)
    const services = listCategoryServices(link.id).map((service) => service.name)
    const titleHeight = measureAhead(doc, category.name, style.h3, SERVICE_INNER_WIDTH)
    const summaryHeight = measureAhead(doc, category.summary, serviceSummaryStyle, SERVICE_INNER_WIDTH)
    const servicesHeight = services.reduce(
      (total, name) =>
        total + measureAhead(doc, name, serviceItemStyle, SERVICE_INNER_WIDTH - SERVICE_BULLET_INDENT) + 1.8,
      0,
    )
    return { category, services, height: titleHeight + summaryHeight + servicesHeight + 52 }
  })
  const pages: ServiceCard[][][] = [[]]
  let y = MARGIN + servicesHeadingHeight(doc)
  for (let row = 0; row * SERVICE_COLUMNS < cards.length; row++) {
    const rowCards = cards.slice(row * SERVICE_COLUMNS, (row + 1) * SERVICE_COLUMNS)
    const rowHeight = Math.max(...rowCards.map((card) => card.height))
    const current = pages.at(-1) ?? []
    if (current.length > 0 && y + rowHeight > FOOTER_TOP - 16) {
      pages.push([rowCards])
      y = MARGIN + rowHeight + SERVICE_GAP
    } else {
      current.push(rowCards)
      y += rowHeight + SERVICE_GAP
    }
  }
  return pages
}

function drawServicesPages(doc: Doc, root: StructElement, servicePages: ServiceCard[][][], pages: number) {
  const section = doc.struct('Sect')
  root.add(section)
  const list = doc.struct('L')
  for (const [index, rows] of servicePages.entries()) {
    startPage(doc, index + 2, pages)
    let y = MARGIN
    if (index === 0) {
      const full = { x: MARGIN, width: CONTENT_WIDTH }
      y += eyebrow(doc, section, page.services.eyebrow, { ...full, y }) + 3
      y += taggedText(doc, section, 'H2', words.serviceAreas, { ...full, y }, style.h2) + 5
      y += taggedText(doc, section, 'P', getPage('services').intro, { ...full, y }, style.body) + 10
      section.add(list)
    }
    y = drawServiceRows(doc, list, rows, y)
    assertFits(y - SERVICE_GAP, `page ${index + 2}, service areas`)
  }
  list.end()
  section.end()
}

function drawServiceRows(doc: Doc, list: StructElement, rows: ServiceCard[][], top: number): number {
  const [cardWidth, gap, padding, innerWidth, bulletIndent] = [
    SERVICE_CARD_WIDTH,
    SERVICE_GAP,
    SERVICE_PADDING,
    SERVICE_INNER_WIDTH,
    SERVICE_BULLET_INDENT,
  ]
  const [summaryStyle, itemStyle] = [serviceSummaryStyle, serviceItemStyle]
  let y = top
  for (const rowCards of rows) {
    const rowHeight = Math.max(...rowCards.map((card) => card.height))
    rowCards.forEach((card, column) => {
      const x = MARGIN + column * (cardWidth + gap)
      artifact(doc, () => {
        doc.roundedRect(x, y, cardWidth, rowHeight, 6).fillAndStroke(c.white, c.line)
        doc.rect(x + 0.5, y + 0.5, cardWidth - 1, 3).fill(c.gold400)
      })
      const item = doc.struct('LI')
      list.add(item)
      const body = doc.struct('LBody')
      item.add(body)
      const inner = { x: x + padding, width: innerWidth }
      let cy = y + padding + 3
      cy += eyebrow(doc, body, card.category.area, { ...inner, y: cy }) + 3
      cy += taggedText(doc, body, 'H3', card.category.name, { ...inner, y: cy }, style.h3) + 4
      cy += taggedText(doc, body, 'P', card.category.summary, { ...inner, y: cy }, summaryStyle) + 6
      cy +=
        taggedText(
          doc,
          body,
          'P',
          words.keyServices,
          { ...inner, y: cy },
          { ...style.label, color: c.navy700 },
        ) + 3
      const services = doc.struct('L')
      body.add(services)
      for (const name of card.services) {
        const service = doc.struct('LI')
        services.add(service)
        artifact(doc, () => doc.circle(inner.x + 2.5, cy + 4, 1.6).fill(c.gold400))
        cy +=
          taggedText(
            doc,
            service,
            'LBody',
            name,
            { x: inner.x + bulletIndent, y: cy, width: innerWidth - bulletIndent },
            itemStyle,
          ) + 1.8
        service.end()
      }
      services.end()
      body.end()
      item.end()
    })
    y += rowHeight + gap
  }
  return y
}

function drawContractingPage(doc: Doc, root: StructElement, pages: number): void {
  startPage(doc, pages, pages)
  const section = doc.struct('Sect')
  root.add(section)
  const gap = 22
  const col1 = { x: MARGIN, width: 300 }
  const col2 = { x: col1.x + col1.width + gap, width: 226 }
  const col3 = { x: col2.x + col2.width + gap, width: CONTENT_WIDTH - col1.width - col2.width - 2 * gap }
  const pageStyle = { small: { ...style.small, size: 8 }, item: { ...style.item, size: 8 } }

  let y = MARGIN
  if (contractVehicles.length > 0) {
    const vehicles = doc.struct('Sect')
    section.add(vehicles)
    y += eyebrow(doc, vehicles, page.contractVehicles.eyebrow, { ...col1, y }) + 3
    y += taggedText(doc, vehicles, 'H2', page.contractVehicles.title, { ...col1, y }, style.h2) + 10
    for (const vehicle of contractVehicles) {
      const text = { x: col1.x + 26, width: col1.width - 26 }
      artifact(doc, () => {
        doc.circle(col1.x + 9, y + 8, 10).fill(c.navy50)
        drawIcon(doc, 'landmark', col1.x + 3, y + 2, 12, c.navy700)
      })
      y += taggedText(doc, vehicles, 'H3', vehicle.title, { ...text, y }, style.h3) + 3
      y += taggedText(doc, vehicles, 'P', vehicle.description, { ...text, y }, pageStyle.small) + 4
      for (const field of vehicle.fields.filter((candidate) => !('href' in candidate))) {
        y += labeledLine(doc, vehicles, field.label, field.value, { ...text, y }) + 2
      }
      y += 10
    }
    vehicles.end()
    assertFits(y - 10, 'page 3, contract vehicles')
  }

  y = MARGIN
  if (certifications.length > 0) {
    const certified = doc.struct('Sect')
    section.add(certified)
    y += eyebrow(doc, certified, words.certificationsEyebrow, { ...col2, y }) + 3
    y += taggedText(doc, certified, 'H2', homeSections.certifications.title, { ...col2, y }, style.h2) + 10
    const certificationList = doc.struct('L')
    certified.add(certificationList)
    for (const certification of certifications) {
      const text = { x: col2.x + 20, width: col2.width - 20 }
      artifact(doc, () => drawIcon(doc, 'badgeCheck', col2.x, y, 14, c.gold700))
      const item = doc.struct('LI')
      certificationList.add(item)
      const body = doc.struct('LBody')
      item.add(body)
      const titleStyle: TextStyle = { ...style.h3, size: 9.5 }
      const heading = doc.struct('P')
      body.add(heading)
      heading.add(() => {
        doc.font(titleStyle.font).fontSize(titleStyle.size).fillColor(titleStyle.color)
        doc.text(certification.title, text.x, y + 1, { width: text.width - 50 })
      })
      heading.add(() => {
        doc.font('semibold').fontSize(7).fillColor(c.gold700)
        doc.text(` ${certification.status}`, text.x, y + 2.5, { width: text.width, align: 'right' })
      })
      heading.end()
      y += measure(doc, certification.title, titleStyle, text.width - 50) + 4
      y += taggedText(doc, body, 'P', certification.description, { ...text, y }, pageStyle.small) + 8
      body.end()
      item.end()
    }
    certificationList.end()
    certified.end()
  }

  const naics = doc.struct('Sect')
  section.add(naics)
  y += 8
  y += eyebrow(doc, naics, words.naicsEyebrow, { ...col2, y }) + 3
  y += taggedText(doc, naics, 'H2', page.naics.title, { ...col2, y }, { ...style.h2, size: 14 }) + 8
  const naicsList = doc.struct('L')
  naics.add(naicsList)
  for (const code of companyProfile.naicsCodes) {
    const item = doc.struct('LI')
    naicsList.add(item)
    taggedText(
      doc,
      item,
      'Lbl',
      code.code,
      { ...col2, y },
      { ...style.label, size: 8, font: 'bold', color: c.navy800 },
    )
    y +=
      taggedText(
        doc,
        item,
        'LBody',
        code.title,
        { x: col2.x + 42, y, width: col2.width - 42 },
        pageStyle.item,
      ) + 4
    item.end()
  }
  naicsList.end()
  naics.end()
  assertFits(y, 'page 3, certifications and NAICS codes')

  y = drawContact(doc, section, { ...col3, y: MARGIN }) + 22
  const offers = doc.struct('Sect')
  section.add(offers)
  y += eyebrow(doc, offers, solutionsSections.list.eyebrow, { ...col3, y }) + 3
  y +=
    taggedText(doc, offers, 'H2', getPage('solutions').title, { ...col3, y }, { ...style.h2, size: 14 }) + 8
  const solutionList = doc.struct('L')
  offers.add(solutionList)
  for (const solution of listSolutions()) {
    artifact(doc, () => doc.rect(col3.x, y + 1, 2.5, 20).fill(c.gold400))
    const item = doc.struct('LI')
    solutionList.add(item)
    const body = doc.struct('LBody')
    item.add(body)
    const text = { x: col3.x + 10, width: col3.width - 10 }
    y += taggedText(doc, body, 'P', solution.name, { ...text, y }, { ...style.label, size: 8.6 }) + 1
    y += taggedText(doc, body, 'P', solution.tagline, { ...text, y }, pageStyle.small) + 8
    body.end()
    item.end()
  }
  solutionList.end()
  offers.end()
  assertFits(y, 'page 3, solutions')

  const consult = getPage('contact')
  const ctaStyle: TextStyle = { ...pageStyle.small, color: c.ink }
  const ctaPadding = 12
  const ctaInner = { x: col3.x + ctaPadding, width: col3.width - 2 * ctaPadding }
  const ctaHeight =
    2 * ctaPadding +
    measure(doc, consult.title, style.h3, ctaInner.width) +
    4 +
    measure(doc, consult.intro, ctaStyle, ctaInner.width)
  const ctaTop = FOOTER_TOP - 16 - ctaHeight
  if (ctaTop < y + 10) throw new Error('Capability statement overflows its page at page 3, call to action')
  artifact(doc, () =>
    doc.roundedRect(col3.x, ctaTop, col3.width, ctaHeight, 6).fillAndStroke(c.gold50, c.gold300),
  )
  const cta = doc.struct('Sect')
  section.add(cta)
  let ctaY = ctaTop + ctaPadding
  ctaY += taggedText(doc, cta, 'H2', consult.title, { ...ctaInner, y: ctaY }, style.h3) + 4
  taggedText(doc, cta, 'P', consult.intro, { ...ctaInner, y: ctaY }, ctaStyle)
  cta.end()
  section.end()
}

function labeledLine(doc: Doc, parent: StructElement, label: string, value: string, box: Box): number {
  const valueStyle: TextStyle = { ...style.item, size: 8 }
  const height = measure(doc, `${label}: ${value}`, { ...valueStyle, font: 'semibold' }, box.width)
  parent.add(
    doc.struct('P', {}, () => {
      doc.font('semibold').fontSize(valueStyle.size).fillColor(c.navy900)
      doc.text(`${label}: `, box.x, box.y, { width: box.width, continued: true, lineGap: valueStyle.lineGap })
      doc.font('regular').fillColor(c.ink).text(value, { width: box.width, lineGap: valueStyle.lineGap })
    }),
  )
  return height
}

function drawContact(doc: Doc, parent: StructElement, box: Box): number {
  const contact = doc.struct('Sect')
  parent.add(contact)
  const padding = 14
  const inner = { x: box.x + padding, width: box.width - 2 * padding }
  const onDark: TextStyle = { font: 'regular', size: 8.4, color: c.navy100, lineGap: 1.6 }
  const linkStyle: TextStyle = { font: 'semibold', size: 8.4, color: c.white }
  const text = { x: inner.x + 18, width: inner.width - 18 }
  const address = `${company.legalName}\n${formatStreetAddress()}\n${formatCityLine()}`
  const links = [
    {
      icon: 'phone',
      label: company.phone.display,
      url: `tel:${company.phone.e164}`,
      description: withCompanyName(words.phoneLinkDescription),
    },
    {
      icon: 'mail',
      label: company.email,
      url: `mailto:${company.email}`,
      description: withCompanyName(words.emailLinkDescription),
    },
    {
      icon: 'globe',
      label: new URL(company.origin).host,
      url: company.origin,
      description: withCompanyName(words.websiteLinkDescription),
    },
    {
      icon: 'linkedin',
      label: words.linkedInLabel,
      url: company.linkedInUrl,
      description: withCompanyName(words.linkedInLinkDescription),
    },
  ] as const
  const eyebrowText = page.contact.eyebrow
  const headingStyle: TextStyle = { ...style.h2, size: 14, color: c.white }
  const panelHeight =
    padding +
    measure(doc, eyebrowText.toUpperCase(), style.eyebrow, inner.width) +
    3 +
    measure(doc, words.contactHeading, headingStyle, inner.width) +
    10 +
    measure(doc, address, onDark, text.width) +
    9 +
    links.reduce((total, link) => total + measure(doc, link.label, linkStyle, text.width) + 8, 0) +
    padding -
    8
  artifact(doc, () => {
    doc.roundedRect(box.x, box.y, box.width, panelHeight, 8).fill(c.navy900)
    doc.rect(box.x, box.y + 12, 3, 36).fill(c.gold400)
  })
  let y = box.y + padding
  y += eyebrow(doc, contact, eyebrowText, { ...inner, y }) + 3
  y += taggedText(doc, contact, 'H2', words.contactHeading, { ...inner, y }, headingStyle) + 10
  artifact(doc, () => drawIcon(doc, 'mapPin', inner.x, y, 11, c.gold300))
  y += taggedText(doc, contact, 'P', address, { ...text, y }, onDark) + 9
  for (const link of links) {
    artifact(doc, () =>
      link.icon === 'linkedin'
        ? drawLinkedInGlyph(doc, inner.x + 0.5, y - 0.5, 10, c.gold300)
        : drawIcon(doc, link.icon, inner.x, y - 1, 11, c.gold300),
    )
    const line = doc.struct('P')
    contact.add(line)
    y += taggedLink(doc, line, link.label, link.url, link.description, { ...text, y }, linkStyle) + 8
    line.end()
  }
  contact.end()
  return box.y + panelHeight
}

function assertFits(bottom: number, where: string): void {
  if (bottom > FOOTER_TOP - 16) {
    throw new Error(`Capability statement overflows its page at ${where} (${bottom.toFixed(1)} pt)`)
  }
}
