import { singleton } from '@keystatic/core'
import { CapabilityPdfWordsSchema } from '../content/capability-pdf-data-file.ts'
import { text } from './fields.ts'

const words = CapabilityPdfWordsSchema.shape

export const capabilityPdf = singleton({
  label: 'Capability statement PDF headings',
  path: 'content/data/capability-pdf',
  format: { data: 'json' },
  schema: {
    documentTitle: text('Document title', words.documentTitle, {
      description: 'The PDF’s title, shown by PDF readers and in the window title.',
    }),
    footerTitle: text('Footer title', words.footerTitle, { description: 'At the foot of every page.' }),
    buyThrough: text('Contract vehicles heading', words.buyThrough),
    atAGlance: text('Summary box heading', words.atAGlance),
    performance: text('Performance figures heading', words.performance),
    certifiedProcesses: text('Certifications heading', words.certifiedProcesses),
    serviceAreas: text('Services heading', words.serviceAreas),
    certificationsEyebrow: text('Line above the certifications heading', words.certificationsEyebrow),
    naicsEyebrow: text('Line above the NAICS codes heading', words.naicsEyebrow),
    contactHeading: text('Contact heading', words.contactHeading),
    linkedInLabel: text('LinkedIn link text', words.linkedInLabel),
    keyServices: text('Label above each service area’s services', words.keyServices),
    pageNumber: text('Page number', words.pageNumber, {
      description:
        'At the foot of every page: {page} is filled in with the page’s number, {pages} with the count.',
    }),
    phoneLinkDescription: text('Phone link, for screen readers', words.phoneLinkDescription, {
      description: 'What a screen reader says for the contact links; {companyName} is filled in.',
    }),
    emailLinkDescription: text('E-mail link, for screen readers', words.emailLinkDescription),
    websiteLinkDescription: text('Website link, for screen readers', words.websiteLinkDescription),
    linkedInLinkDescription: text('LinkedIn link, for screen readers', words.linkedInLinkDescription),
  },
})
