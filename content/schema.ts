import { z } from 'zod'
import { CLIENT_LOGO_PATTERN } from './client-logos.ts'
import { HERO_UPLOAD_PATTERN } from './hero-uploads.ts'
import { describeLinkSchemes, isLinkAddress, type LinkScheme } from './link-addresses.ts'

/** Only the inferred types reach the site; the schemas run in content.test.ts, so zod stays out of the browser. */

/** Absent means published: an entry saved as a draft is checked but never built (content/published-view.ts). */
export const DraftFlag = z.boolean().optional()

export const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug')

export const SolutionSlug = z.string().regex(/^[a-z0-9]+$/, 'letters and digits only')

/** Set only in the local editor's form, whose save removes the entry and redirects its address here. */
export const RetireTo = z
  .string()
  .refine(() => false, {
    message:
      'a page is retired only in the local editor (npm run edit), which removes it and redirects its address in the same save',
  })
  .optional()

/**
 * The slug is the permanent address, so the name can change freely. `key` identifies the page across menu
 * saves (menu-identity.ts): set once from the first slug, absent on a service added since.
 */
export const ServiceEntrySchema = z.strictObject({
  slug: Slug,
  name: z.string().min(2),
  key: Slug.optional(),
  draft: DraftFlag,
  retireTo: RetireTo,
})
export type ServiceEntry = z.infer<typeof ServiceEntrySchema>

/** `key` names the words file (content/data/categories/{key}.json) and never changes, so the slug can. */
export const CategoryEntrySchema = z.strictObject({
  slug: Slug,
  name: z.string().min(3),
  key: Slug,
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
  draft: DraftFlag,
  retireTo: RetireTo,
})
export type CategoryEntry = z.infer<typeof CategoryEntrySchema>

export const SolutionEntrySchema = z.strictObject({
  slug: SolutionSlug,
  name: z.string().min(3),
  key: SolutionSlug,
  draft: DraftFlag,
  retireTo: RetireTo,
})
export type SolutionEntry = z.infer<typeof SolutionEntrySchema>

/** Every address content links to is one of these (content/link-addresses.ts says why). */
const linkAddress = (schemes: readonly LinkScheme[]) =>
  z.string().refine((address) => isLinkAddress(address, schemes), {
    message: `must be ${describeLinkSchemes(schemes)}`,
  })

/** A web page: https: only. */
export const httpsUrl = () => linkAddress(['https:'])

/** A link that may also open an e-mail or dial a number, for a field that can name a contact. */
export const contactOrHttpsUrl = () => linkAddress(['https:', 'mailto:', 'tel:'])

type Bounds = readonly [min: number, max: number]

const titledText = (title: Bounds, description: Bounds) =>
  z.object({
    title: z.string().min(title[0]).max(title[1]),
    description: z.string().min(description[0]).max(description[1]),
  })

export const SeoSchema = titledText([10, 60], [50, 160])
export type Seo = z.infer<typeof SeoSchema>

export const PointSchema = titledText([3, 80], [40, 320])
export type Point = z.infer<typeof PointSchema>

/** A quantity counts up from 0 to `value` when scrolled into view; surrounding words stay as written. */
export const FigureSchema = z.object({
  id: Slug,
  value: z.number().nonnegative(),
  prefix: z.string().min(1).max(8).optional(),
  suffix: z.string().max(6),
  label: z.string().min(3).max(60),
})
export type Figure = z.infer<typeof FigureSchema>

export const ImageRefSchema = z.object({
  asset: z.string().min(3),
  /** Empty only where the image is decorative, as a deliberate choice. */
  alt: z.string(),
})

export const HeroSlideSchema = z.object({
  id: Slug,
  image: ImageRefSchema.extend({
    /** Shown instead of the built-in `asset` when present. */
    upload: z
      .string()
      .regex(HERO_UPLOAD_PATTERN, 'a JPEG, PNG, WebP, AVIF or SVG file uploaded in the editor')
      .nullish(),
    alt: z.string().min(20),
  }),
  title: z.string().min(10).max(80),
  subtitle: z.string().min(40).max(220),
})
export type HeroSlide = z.infer<typeof HeroSlideSchema>

export const PageIntroSchema = z.object({
  title: z.string().min(3),
  intro: z.string().min(80).max(400),
  seo: SeoSchema,
})
export type PageIntro = z.infer<typeof PageIntroSchema>

export const LinkFieldSchema = z.object({
  label: z.string().min(2),
  value: z.string().min(1),
  /** A contract vehicle's field may name a contracting office's e-mail address or phone number. */
  href: contactOrHttpsUrl().optional(),
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

const longParagraphs = (min: number, max: number) => z.array(z.string().min(120)).min(min).max(max)

const StepsSchema = z.array(PointSchema).min(3).max(5)

const RelatedSlugsSchema = z.array(Slug).min(2).max(4)

export const SolutionSchema = z.object({
  id: SolutionSlug,
  name: z.string().min(3),
  tagline: z.string().min(10),
  summary: z.string().min(80).max(400),
  colour: z.enum(['navy', 'gold', 'teal', 'green']),
  features: z.array(z.string().min(10).max(120)).min(3).max(6),
  metric: z.string().min(1).max(12),
  metricLabel: z.string().min(3).max(60),
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
  origin: httpsUrl(),
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
  linkedInUrl: httpsUrl(),
})
export type Company = z.infer<typeof CompanySchema>

export const ServiceCopySchema = z.object({
  summary: z.string().min(80).max(300),
  overview: longParagraphs(2, 3),
  capabilities: z.array(PointSchema).min(4),
  approach: StepsSchema,
  contexts: z.array(z.string().min(10).max(160)).min(3),
  relatedSlugs: RelatedSlugsSchema,
  seo: SeoSchema,
})
export type ServiceCopy = z.infer<typeof ServiceCopySchema>

export const CategoryCopySchema = z.object({
  summary: z.string().min(80).max(300),
  covers: longParagraphs(1, 2),
  reasons: z.array(PointSchema).min(4).max(8),
  heroSlides: z.array(HeroSlideSchema).min(1).max(4).optional(),
  stats: z.array(FigureSchema).min(3).max(4).optional(),
  framework: z.array(PointSchema).min(3).max(6).optional(),
  advantages: z.array(PointSchema).min(3).max(6).optional(),
  /** Services outside the category's menu list that belong with it. */
  alsoSlugs: z.array(Slug).optional(),
  seo: SeoSchema,
  services: z.record(Slug, ServiceCopySchema),
})
export type CategoryCopy = z.infer<typeof CategoryCopySchema>

/** Shorter than a point, to fit the home page's scrolling column. */
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
  mark: z.string().min(2).max(6),
  sector: z.enum(['Federal', 'State and local', 'Higher education']),
  /** Only where the client has allowed it; otherwise the site shows the mark as our own wordmark. */
  logo: z
    .string()
    .regex(CLIENT_LOGO_PATTERN, 'an SVG, PNG, JPEG or WebP file uploaded in the editor')
    .optional(),
  logoAlt: z.string().min(3).max(150).optional(),
  draft: DraftFlag,
})
export type Client = z.infer<typeof ClientSchema>

export const LeaderSchema = z.object({
  name: z.string().min(5),
  title: z.string().min(5),
  bio: z.string().min(120).max(420),
  skills: z.array(z.string().min(2)).min(3).max(5),
  linkedInUrl: httpsUrl(),
  initials: z.string().regex(/^[A-Z]{2,3}$/),
  theme: z.enum(['navy', 'gold', 'slate']),
  draft: DraftFlag,
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

/** Attributed by role and organization kind only: named people need written approval to be quoted. */
export const TestimonialSchema = z.object({
  id: Slug,
  quote: z.string().min(120).max(320),
  role: z.string().min(5).max(60),
  /** Never the organization's name: "federal civilian agency". */
  organizationType: z
    .string()
    .min(5)
    .max(60)
    .regex(/^[a-z][a-z -]+$/, 'a kind of organization in lower case, not a name'),
  categoryId: Slug,
  draft: DraftFlag,
})
export type Testimonial = z.infer<typeof TestimonialSchema>

/** How long the site keeps what visitors send and how it limits and answers: whole, positive numbers. */
export const DataHandlingSchema = z.object({
  enquiryRetentionDays: z.number().int().positive(),
  documentRetentionDays: z.number().int().positive(),
  /** Backup copies of the database are deleted after this many days (`enquiries -- backup --keep`). */
  backupRetentionDays: z.number().int().positive(),
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
    // In the file's order, which the editor writes: label, value, detail.
    periods: z
      .array(
        z.object({
          label: LabeledDetail.shape.label,
          value: z.string().min(3),
          detail: LabeledDetail.shape.detail,
        }),
      )
      .min(1),
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

export const SectionWordsSchema = z.object({
  eyebrow: z.string().min(2).max(40).optional(),
  title: z.string().min(2).max(80),
  lead: z.string().min(20).max(320).optional(),
})
export type SectionWords = z.infer<typeof SectionWordsSchema>

export const ActionLabelSchema = z.string().min(2).max(40)

export const BadgeSchema = z.string().min(3).max(40)

/** The site maps each key to a drawing, so content never names a component. */
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
