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
    phoneLinkDescription: heading,
    emailLinkDescription: heading,
    websiteLinkDescription: heading,
    linkedInLinkDescription: heading,
  })
  .superRefine((words, ctx) => {
    const { pageNumber, phoneLinkDescription, emailLinkDescription, websiteLinkDescription, ...rest } = words
    const { linkedInLinkDescription, ...headings } = rest
    allowOnly([])(headings, ctx)
    allowOnly(['page', 'pages'])({ pageNumber }, ctx)
    // What a screen reader says for each contact link in the PDF.
    allowOnly(['companyName'])(
      { phoneLinkDescription, emailLinkDescription, websiteLinkDescription, linkedInLinkDescription },
      ctx,
    )
  })

export const capabilityPdfDataFile = {
  path: 'content/data/capability-pdf.json',
  schema: CapabilityPdfWordsSchema,
}
