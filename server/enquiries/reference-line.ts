import { thankYouWords } from '#content/page-sections.ts'
import { describeReference } from '#contract/enquiry-reference.ts'

/** The line every thank-you message shows, in the words kept with the thank-you page. */
export const referenceLineFor = (reference: string) =>
  describeReference(thankYouWords.referenceLine, reference)
