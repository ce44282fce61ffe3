import { describe, expect, it } from 'vitest'
import { getServicePageWords } from '../../content/detail-sections.ts'
import { contractVehicles } from '../../content/index.ts'
import { capabilitySections, servicesSections } from '../../content/page-sections.ts'
import { serviceStaticSections, staticSections } from '../../content/static-sections.ts'
import {
  type SyntaxNode,
  stringLiteralOf,
  syntaxNodesOf,
} from '../../scripts/build-steps/html/parse-script.ts'
import { attributeOf, pageElements, textOf } from '../../server/html/parse-page.ts'
import { readBuiltFile } from '../support/built-site.ts'

/** Each inline script hands the router a JavaScript string of turbo-stream text. */
function inlineLoaderStrings(html: string): string[] {
  const scripts = pageElements(html).filter(
    (element) => element.tagName === 'script' && attributeOf(element, 'src') === undefined,
  )
  const chunks = scripts
    .filter((script) => attributeOf(script, 'type') !== 'application/ld+json')
    .flatMap((script) => [...syntaxNodesOf(textOf(script))])
    .filter((node) => node.type === 'CallExpression' && isEnqueue(node.callee))
    .map((call) => stringLiteralOf((call.arguments as unknown[])[0]))
  return chunks.flatMap((text) => {
    const values: unknown = JSON.parse(text ?? 'null')
    return Array.isArray(values) ? values.filter((value): value is string => typeof value === 'string') : []
  })
}

function isEnqueue(callee: unknown): boolean {
  const member = callee as SyntaxNode
  return member.type === 'MemberExpression' && (member.property as SyntaxNode).name === 'enqueue'
}

const leads = (sections: Record<string, { title: string; lead?: string }>) =>
  Object.values(sections).map((words) => words.lead ?? '')

const home = staticSections.home()
const services = staticSections.services()
const capability = staticSections.corporateCapability()
const oracle = serviceStaticSections.load('oracle-financials')

/** A string the page does need to hydrate, so an absent reading proves something. */
const pages = [
  {
    file: 'index.html',
    staticTexts: [
      ...home.categories.map((area) => area.description ?? ''),
      ...home.solutions.map((solution) => solution.description),
      ...home.certifications.map((certification) => certification.description),
      ...leads(home.sections),
    ],
    hydrated: contractVehicles[0]?.description,
  },
  {
    file: 'services/index.html',
    staticTexts: [
      ...services.cards.flatMap((card) => [card.description, ...card.highlights]),
      ...services.certifications.map((certification) => certification.description),
      ...leads(services.sections),
    ],
    hydrated: servicesSections.cta.lead,
  },
  {
    file: 'corporate-capability/index.html',
    staticTexts: [
      capability.profile.vision,
      capability.profile.mission,
      ...capability.profile.values.map((value) => value.description),
      ...capability.profile.naicsCodes.map((naics) => naics.title),
      ...capability.services.map((area) => area.description ?? ''),
      ...capability.contractVehicles.map((vehicle) => vehicle.description),
      ...leads(capability.sections),
    ],
    hydrated: capabilitySections.download.lead,
  },
  {
    file: 'services/oracle-financials/index.html',
    staticTexts: [
      ...oracle.overview,
      ...oracle.contexts,
      ...oracle.capabilities.map((point) => point.description),
      ...oracle.approach.map((step) => step.description),
      ...oracle.related.map((service) => service.summary),
    ],
    hydrated: getServicePageWords('Oracle Financials').cta.title,
  },
]

describe("pages' inline data (docs/decisions/025-static-sections-keep-their-html.md)", () => {
  it.each(pages)(
    '$file carries none of the static sections’ words, which its HTML shows',
    async ({ file, staticTexts, hydrated }) => {
      const html = await readBuiltFile(file)
      const inline = inlineLoaderStrings(html)
      expect(inline).toContain(hydrated)
      const texts = staticTexts.filter(Boolean)
      expect(texts.length).toBeGreaterThan(15)
      for (const text of texts) {
        expect(html.includes(text.replaceAll('&', '&amp;')), `shown: ${text}`).toBe(true)
        expect(inline, 'inline loader data').not.toContain(text)
      }
    },
  )
})
