import { z } from 'zod'
import { allowOnly } from './words-schema.ts'

const heading = z.string().min(3).max(40)

export const CapabilityPdfWordsSchema = z
  .strictObject({
    documentTitle: heading,
    footerTitle: z.string().min(3).max(60),
    buyThrough: heading,
    atAGlance: heading,
    performance: heading,
    certifiedProcesses: heading,
    serviceAreas: heading,
    certificationsEyebrow: heading,
    naicsEyebrow: heading,
    contactHeading: heading,
    linkedInLabel: heading,
    keyServices: heading,
    pageNumber: heading,
  })
  .superRefine(({ pageNumber, ...headings }, ctx) => {
    allowOnly([])(headings, ctx)
    allowOnly(['page', 'pages'])({ pageNumber }, ctx)
  })

export const capabilityPdfDataFile = {
  path: 'content/data/capability-pdf.json',
  schema: CapabilityPdfWordsSchema,
}
