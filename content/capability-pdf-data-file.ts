import { z } from 'zod'

const heading = z.string().min(3).max(40)

export const CapabilityPdfWordsSchema = z.strictObject({
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
})

export const capabilityPdfDataFile = {
  path: 'content/data/capability-pdf.json',
  schema: CapabilityPdfWordsSchema,
}
