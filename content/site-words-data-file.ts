import { z } from 'zod'
import { allowOnly, LabelSchema } from './words-schema.ts'

const labels = <const K extends string>(keys: readonly K[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, LabelSchema])) as Record<K, typeof LabelSchema>)

/** Words of the header, footer, error views and the buttons and messages in every page's first load. */
export const SiteWordsSchema = z
  .strictObject({
    actions: labels(['allServices', 'backToHome', 'contactSupport', 'reload', 'goHome']),
    status: labels(['loading', 'opensInNewTab']),
    header: labels([
      'homeLink',
      'mainNav',
      'openMenu',
      'closeMenu',
      'menuSuffix',
      'serviceCategories',
      'solutionsOverview',
      'breadcrumb',
      'skipToContent',
    ]),
    nav: labels(['home', 'about', 'services', 'solutions', 'contact', 'corporateCapability']),
    footer: z.strictObject({
      about: z.string().min(60).max(240),
      columns: labels(['quickLinks', 'resources', 'solutions', 'contact']),
      quickLinks: labels(['home', 'about', 'services', 'contact']),
      resources: labels(['contractVehicles', 'certifications', 'leadership']),
      linkedIn: LabelSchema,
      rightsReserved: LabelSchema,
      siteInformation: LabelSchema,
    }),
    errorView: z.strictObject({
      title: LabelSchema,
      lead: z.string().min(20).max(200),
      unknownError: LabelSchema,
    }),
    notFound: labels(['eyebrow']),
    searchButton: LabelSchema,
    footerSiteLinks: labels(['accessibility', 'siteIndex']),
    privacyLinks: labels(['underForms', 'footer']),
    credentials: labels(['womanOwned', 'cmmi', 'isoStandards', 'isoCertified', 'swam']),
    controls: labels([
      'previous',
      'next',
      'item',
      'pause',
      'play',
      'slide',
      'testimonial',
      'closeNotification',
      'closesIn',
      'carousel',
      'slideshow',
      'notification',
      'notifications',
    ]),
    cards: labels(['learnMore', 'keyServices', 'highlights']),
  })
  .superRefine((file, ctx) => {
    const { header, footer, controls, ...rest } = file
    const { homeLink, ...otherHeader } = header
    const { linkedIn, ...otherFooter } = footer
    const { previous, next, item, closesIn, ...otherControls } = controls
    allowOnly([])({ ...rest, header: otherHeader, footer: otherFooter, controls: otherControls }, ctx)
    allowOnly(['companyName'])({ header: { homeLink }, footer: { linkedIn } }, ctx)
    allowOnly(['noun'])({ controls: { previous, next } }, ctx)
    allowOnly(['Noun', 'number', 'name'])({ controls: { item } }, ctx)
    allowOnly(['time'])({ controls: { closesIn } }, ctx)
  })
export type SiteWords = z.infer<typeof SiteWordsSchema>

export const siteWordsDataFile = { path: 'content/data/site-words.json', schema: SiteWordsSchema }

/** Buttons and messages of several pages, the PDF or the e-mails, but of no page's first load. */
export const LabelsSchema = z
  .strictObject({
    actions: labels([
      'requestConsultation',
      'exploreCapabilities',
      'learnAboutUs',
      'meetLeadership',
      'requestDemo',
      'viewAllServices',
      'viewOurServices',
      'viewCorporateCapability',
      'exploreSolution',
      'exploreServices',
      'downloadPdf',
      'downloadCompletePdf',
    ]),
    status: labels(['generatingPdf', 'pdfFailed', 'clickToExplore']),
    contactChannels: labels(['headquarters', 'phone', 'email', 'website']),
    founded: LabelSchema.superRefine(allowOnly(['year'])),
    moreServices: labels(['one', 'many']).superRefine(allowOnly(['count'])),
  })
  .superRefine((file, ctx) => {
    const { founded: _founded, moreServices: _more, ...rest } = file
    allowOnly([])(rest, ctx)
  })
export type Labels = z.infer<typeof LabelsSchema>

export const labelsDataFile = { path: 'content/data/labels.json', schema: LabelsSchema }
