import { z } from 'zod'

/**
 * Schemas for every piece of content. The site imports only the inferred types
 * (erased at build time); the schemas run in content.test.ts, so zod never reaches the browser.
 */

export const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug')

/** A solution's slug: letters and digits only ("userprovisioning"). */
export const SolutionSlug = z.string().regex(/^[a-z0-9]+$/, 'letters and digits only')

/**
 * The catalog (content/catalog.ts): each page's name and its stored slug. The slug is the page's
 * permanent address and the key other content uses for it; the name can change freely.
 */
export const ServiceEntrySchema = z.strictObject({ slug: Slug, name: z.string().min(2) })
export type ServiceEntry = z.infer<typeof ServiceEntrySchema>

export const CategoryEntrySchema = z.strictObject({
  slug: Slug,
  name: z.string().min(3),
  /** Grouping label shown on service cards. */
  area: z.enum([
    'Enterprise Systems',
    'Innovation',
    'Government',
    'Development',
    'Infrastructure',
    'Security',
    'Operations',
  ]),
  /** The category's own page when it is not /services/{slug}. */
  path: z
    .string()
    .regex(/^\/[a-z0-9-]+$/)
    .optional(),
  services: z.array(ServiceEntrySchema).min(1),
})
export type CategoryEntry = z.infer<typeof CategoryEntrySchema>

export const SolutionEntrySchema = z.strictObject({ slug: SolutionSlug, name: z.string().min(3) })
export type SolutionEntry = z.infer<typeof SolutionEntrySchema>

type Bounds = readonly [min: number, max: number]

/** A title and the text under it, each held to its own length: a search snippet, a point, a reason. */
const titledText = (title: Bounds, description: Bounds) =>
  z.object({
    title: z.string().min(title[0]).max(title[1]),
    description: z.string().min(description[0]).max(description[1]),
  })

export const SeoSchema = titledText([10, 60], [50, 160])
export type Seo = z.infer<typeof SeoSchema>

/** A short titled point: a capability, a reason to choose us, a framework step. */
export const PointSchema = titledText([3, 80], [40, 320])
export type Point = z.infer<typeof PointSchema>

/**
 * A headline figure, shown as prefix, number, suffix: "99.9%", "500+", "Under 5 min". A quantity counts
 * up from 0 to `value` when it scrolls into view; other words around the number keep it as it is.
 */
export const FigureSchema = z.object({
  id: Slug,
  value: z.number().nonnegative(),
  prefix: z.string().min(1).max(8).optional(),
  suffix: z.string().max(6),
  label: z.string().min(3).max(60),
})
export type Figure = z.infer<typeof FigureSchema>

/** An image of the build-time pipeline (content/images.ts) with its text alternative. */
export const ImageRefSchema = z.object({
  asset: z.string().min(3),
  /** Empty only where the image is decorative, as a deliberate choice. */
  alt: z.string(),
})

export const HeroSlideSchema = z.object({
  id: Slug,
  image: ImageRefSchema.extend({ alt: z.string().min(20) }),
  title: z.string().min(10).max(80),
  subtitle: z.string().min(40).max(220),
})
export type HeroSlide = z.infer<typeof HeroSlideSchema>

/** What every page says about itself: its one heading, its opening paragraph and its search snippet. */
export const PageIntroSchema = z.object({
  title: z.string().min(3),
  intro: z.string().min(80).max(400),
  seo: SeoSchema,
})
export type PageIntro = z.infer<typeof PageIntroSchema>

export const LinkFieldSchema = z.object({
  label: z.string().min(2),
  value: z.string().min(1),
  href: z.url().optional(),
})
export type LinkField = z.infer<typeof LinkFieldSchema>

export const ContractVehicleSchema = z.object({
  id: Slug,
  title: z.string().min(3),
  description: z.string().min(40),
  fields: z.array(LinkFieldSchema).min(2),
})
export type ContractVehicle = z.infer<typeof ContractVehicleSchema>

export const CertificationSchema = z.object({
  id: Slug,
  title: z.string().min(3),
  description: z.string().min(30),
  status: z.literal('Certified'),
})
export type Certification = z.infer<typeof CertificationSchema>

/** Paragraphs of plain text, each long enough to say something: an overview, a problem statement. */
const longParagraphs = (min: number, max: number) => z.array(z.string().min(120)).min(min).max(max)

/** Three to five points in order: how a solution works, how an engagement runs. */
const StepsSchema = z.array(PointSchema).min(3).max(5)

/** Two to four pages a page links to as related. */
const RelatedSlugsSchema = z.array(Slug).min(2).max(4)

export const SolutionSchema = z.object({
  id: SolutionSlug,
  name: z.string().min(3),
  tagline: z.string().min(10),
  summary: z.string().min(80).max(400),
  /** The card's accent, one of the brand's palette names. */
  colour: z.enum(['navy', 'gold', 'teal', 'green']),
  features: z.array(z.string().min(10).max(120)).min(3).max(6),
  metric: z.string().min(1).max(12),
  metricLabel: z.string().min(3).max(60),
  /** The card's description, shorter than the page's summary. */
  description: z.string().min(60).max(240),
  problem: longParagraphs(1, 2),
  howItWorks: StepsSchema,
  outcomes: z.array(z.string().min(20).max(200)).min(3),
  serviceSlugs: RelatedSlugsSchema,
  seo: SeoSchema,
})
export type Solution = z.infer<typeof SolutionSchema>

export const CompanySchema = z.object({
  name: z.string(),
  legalName: z.string(),
  tagline: z.string().min(20),
  origin: z.url(),
  foundingYear: z.number().int(),
  address: z.object({
    street: z.string(),
    suite: z.string().optional(),
    city: z.string(),
    region: z.string(),
    regionCode: z.string().length(2),
    postalCode: z.string().regex(/^\d{5}$/),
    country: z.string().length(2),
  }),
  phone: z.object({ display: z.string(), e164: z.string().regex(/^\+\d{10,15}$/) }),
  email: z.email(),
  linkedInUrl: z.url(),
})
export type Company = z.infer<typeof CompanySchema>

/** The words of one service page. */
export const ServiceCopySchema = z.object({
  summary: z.string().min(80).max(300),
  /** Two or three paragraphs of plain text. */
  overview: longParagraphs(2, 3),
  capabilities: z.array(PointSchema).min(4),
  /** How an engagement runs, or what the client gets from it, in order. */
  approach: StepsSchema,
  /** Agencies, programs and settings the service serves. */
  contexts: z.array(z.string().min(10).max(160)).min(3),
  relatedSlugs: RelatedSlugsSchema,
  seo: SeoSchema,
})
export type ServiceCopy = z.infer<typeof ServiceCopySchema>

/** The words of one category page and of each of its services, keyed by service slug. */
export const CategoryCopySchema = z.object({
  summary: z.string().min(80).max(300),
  /** What the category covers, in one or two paragraphs. */
  covers: longParagraphs(1, 2),
  reasons: z.array(PointSchema).min(4).max(8),
  /** The hero carousel of the two category pages that have one (the specification's four images). */
  heroSlides: z.array(HeroSlideSchema).length(4).optional(),
  stats: z.array(FigureSchema).min(3).max(4).optional(),
  /** A named delivery framework, in order (the database and infrastructure page's five steps). */
  framework: z.array(PointSchema).min(3).max(6).optional(),
  advantages: z.array(PointSchema).min(3).max(6).optional(),
  /** Services outside the category's menu list that belong with it (such as Oracle Fixed Assets). */
  alsoSlugs: z.array(Slug).optional(),
  seo: SeoSchema,
  services: z.record(Slug, ServiceCopySchema),
})
export type CategoryCopy = z.infer<typeof CategoryCopySchema>

/** One of the home page's reasons to choose us: shorter than a point, to fit its scrolling column. */
export const DifferentiatorSchema = titledText([5, 40], [40, 160])
export type Differentiator = z.infer<typeof DifferentiatorSchema>

export const SolutionHighlightSchema = z.object({
  id: SolutionSlug,
  features: z.array(z.string().min(5)).length(3),
  figure: z.object({ value: z.string().min(2).max(8), label: z.string().min(5).max(40) }),
})
export type SolutionHighlight = z.infer<typeof SolutionHighlightSchema>

export const ClientSchema = z.object({
  name: z.string().min(3),
  /** Short typographic mark shown with the name, e.g. USDA. */
  mark: z.string().min(2).max(6),
  sector: z.enum(['Federal', 'State and local', 'Higher education']),
})
export type Client = z.infer<typeof ClientSchema>

export const LeaderSchema = z.object({
  name: z.string().min(5),
  title: z.string().min(5),
  bio: z.string().min(120).max(420),
  skills: z.array(z.string().min(2)).min(3).max(5),
  linkedInUrl: z.url(),
  initials: z.string().regex(/^[A-Z]{2,3}$/),
  theme: z.enum(['navy', 'gold', 'slate']),
})
export type Leader = z.infer<typeof LeaderSchema>

export const CoreValueSchema = z.object({
  title: z.string().min(4),
  description: z.string().min(60).max(260),
  /** Which company figure backs the value (content/company-profile.ts). */
  statId: z.string(),
})
export type CoreValue = z.infer<typeof CoreValueSchema>

export const FlipCardSchema = z.object({
  id: Slug,
  title: z.string().min(3),
  description: z.string().min(40).max(140),
  detailedDescription: z.string().min(80).max(220),
  icon: z.enum(['brain', 'cloud', 'shield', 'chart', 'smartphone', 'globe']),
  gradient: z.enum(['navy', 'indigo', 'slate', 'teal', 'gold', 'sky']),
  features: z.array(z.string().min(3)).min(3),
  benefits: z.array(z.string().min(3)).min(3).max(4),
  metrics: z.array(z.object({ label: z.string().min(3), value: z.string().min(2) })).length(3),
  tags: z.array(z.string().min(2)).min(3).max(5),
})
export type FlipCard = z.infer<typeof FlipCardSchema>

export const ServiceCardExtraSchema = z.object({
  categoryId: Slug,
  highlights: z.array(z.string().min(3)).length(2),
})
export type ServiceCardExtra = z.infer<typeof ServiceCardExtraSchema>

/**
 * A client's words about an engagement. Attributed by role and kind of organization only: named people
 * and agencies cannot be quoted until they have approved it in writing.
 */
export const TestimonialSchema = z.object({
  id: Slug,
  quote: z.string().min(120).max(320),
  role: z.string().min(5).max(60),
  /** The kind of organization, in lower case, never its name: "federal civilian agency". */
  organizationType: z
    .string()
    .min(5)
    .max(60)
    .regex(/^[a-z][a-z -]+$/, 'a kind of organization in lower case, not a name'),
  /** The service category the engagement belonged to (content/catalog.ts). */
  categoryId: Slug,
})
export type Testimonial = z.infer<typeof TestimonialSchema>

/** How long the site keeps what visitors send and how it limits and answers: whole, positive numbers. */
export const DataHandlingSchema = z.object({
  enquiryRetentionDays: z.number().int().positive(),
  documentRetentionDays: z.number().int().positive(),
  acknowledgementsPerAddressPerHour: z.number().int().positive(),
  privacyRequestResponseDays: z.number().int().positive(),
})
export type DataHandling = z.infer<typeof DataHandlingSchema>

const Paragraphs = z.array(z.string().min(40)).min(1)
const LabeledDetail = z.object({ label: z.string().min(2), detail: z.string().min(20) })
const PrivacySectionHead = z.object({ id: Slug, eyebrow: z.string().min(3), heading: z.string().min(10) })

export const PrivacyNoticeSchema = z.object({
  eyebrow: z.string().min(3),
  lastUpdated: z.object({
    iso: z.iso.date(),
    display: z.string().min(8),
    label: z.string().min(3),
  }),
  atAGlance: z.object({ heading: z.string().min(3), points: z.array(z.string().min(10)).min(3).max(5) }),
  whoWeAre: PrivacySectionHead.extend({
    paragraphs: Paragraphs,
    contactLabels: z.object({ address: z.string(), phone: z.string(), email: z.string() }),
  }),
  collection: PrivacySectionHead.extend({
    lead: z.string().min(40),
    forms: z
      .array(
        z.object({ name: z.string().min(5), where: z.string().min(10), fields: z.array(z.string()).min(3) }),
      )
      .length(2),
    purpose: Paragraphs,
  }),
  storage: PrivacySectionHead.extend({
    paragraphs: Paragraphs,
    periods: z.array(LabeledDetail.extend({ value: z.string().min(3) })).min(1),
  }),
  recipients: PrivacySectionHead.extend({ items: z.array(LabeledDetail).min(1) }),
  acknowledgement: PrivacySectionHead.extend({ paragraphs: Paragraphs }),
  rights: PrivacySectionHead.extend({
    paragraphs: Paragraphs,
    contactLead: z.string().min(3),
    steps: Paragraphs,
    contactLabels: z.object({ phone: z.string(), email: z.string() }),
  }),
  cookies: PrivacySectionHead.extend({ paragraphs: Paragraphs }),
  changes: PrivacySectionHead.extend({ paragraphs: Paragraphs }),
})
export type PrivacyNotice = z.infer<typeof PrivacyNoticeSchema>

/** A section's opening words: the small label above its heading, the heading, and the paragraph under it. */
export const SectionWordsSchema = z.object({
  eyebrow: z.string().min(2).max(40).optional(),
  title: z.string().min(2).max(80),
  lead: z.string().min(20).max(320).optional(),
})
export type SectionWords = z.infer<typeof SectionWordsSchema>

/** The words of a link or button that does one thing: "Request Consultation", "Download PDF". */
export const ActionLabelSchema = z.string().min(2).max(40)

/** A fact shown as a badge: a certification, the founding year, the location. */
export const BadgeSchema = z.string().min(3).max(40)

/** Icons a content item may ask for; the site maps each key to a drawing, so content never names a component. */
export const ICON_KEYS = [
  'lightbulb',
  'database',
  'brain',
  'mapPin',
  'phone',
  'mail',
  'globe',
  'badgeCheck',
  'shieldCheck',
  'lock',
  'clock',
] as const
export const IconKeySchema = z.enum(ICON_KEYS)
export type IconKey = z.infer<typeof IconKeySchema>
