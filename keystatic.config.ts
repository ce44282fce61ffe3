import { config, fields, singleton } from '@keystatic/core'
import { serviceCategories } from './content/catalog.ts'
import { CLIENT_LOGO_DIR } from './content/client-logos.ts'
import { CertificationBadgeSchema } from './content/data-files.ts'
import {
  CertificationSchema,
  ClientSchema,
  CompanySchema,
  ContractVehicleSchema,
  LeaderSchema,
  LinkFieldSchema,
  TestimonialSchema,
} from './content/schema.ts'
import { accessibility } from './editor/accessibility-singleton.ts'
import { capabilityPdf } from './editor/capability-pdf-singleton.ts'
import { emails } from './editor/email-singleton.ts'
import { idField, listLimits, options, text } from './editor/fields.ts'
import { flipCards } from './editor/flip-card-singleton.ts'
import { notFoundPage, pages } from './editor/page-singletons.ts'
import { pageWordSingletons } from './editor/page-word-singletons.ts'
import { privacy } from './editor/privacy-singleton.ts'
import { redirects } from './editor/redirects-singleton.ts'
import { serviceNavigation, serviceSingletons } from './editor/service-singletons.ts'

const { address, phone } = CompanySchema.shape
const leader = LeaderSchema.shape
const client = ClientSchema.shape
const testimonial = TestimonialSchema.shape
const certification = CertificationSchema.shape
const vehicle = ContractVehicleSchema.shape
const linkField = LinkFieldSchema.shape
const badge = CertificationBadgeSchema.shape

const company = singleton({
  label: 'Company facts',
  path: 'content/data/company',
  format: { data: 'json' },
  schema: {
    name: text('Company name', CompanySchema.shape.name, {
      description: 'As it appears in headings: GlobalTekForce.',
    }),
    legalName: text('Legal name', CompanySchema.shape.legalName, {
      description: 'Used in postal addresses and the footer.',
    }),
    tagline: text('Tagline', CompanySchema.shape.tagline, {
      multiline: true,
      description:
        'One sentence saying what the firm does, used in search results and the capability statement.',
    }),
    foundingYear: fields.integer({
      label: 'Year founded',
      validation: { isRequired: true, min: 1900, max: 2100 },
    }),
    address: fields.object(
      {
        street: text('Street', address.shape.street),
        suite: text('Suite', address.shape.suite.unwrap(), {
          optional: true,
          description: 'Leave empty if there is none.',
        }),
        city: text('City', address.shape.city),
        region: text('State', address.shape.region, { description: 'In full: Virginia.' }),
        regionCode: text('State code', address.shape.regionCode, { description: 'Two capital letters: VA.' }),
        postalCode: text('ZIP code', address.shape.postalCode, {
          patternWords: 'Five digits.',
        }),
        country: text('Country code', address.shape.country, { description: 'Two capital letters: US.' }),
      },
      { label: 'Headquarters address' },
    ),
    phone: fields.object(
      {
        display: text('Phone number as shown', phone.shape.display, {
          description: 'For example (703) 555-0142.',
        }),
        e164: text('Phone number for dialing', phone.shape.e164, {
          description: 'The same number in international form: +1 and its ten digits, such as +17035550142.',
          patternWords: 'A + followed by the digits only.',
        }),
      },
      { label: 'Phone' },
    ),
    email: text('E-mail address', CompanySchema.shape.email, {
      description: 'The public address enquiries are answered from.',
      patternWords: 'An e-mail address, such as info@example.com.',
    }),
    linkedInUrl: fields.url({
      label: 'LinkedIn page',
      description: 'The company page, starting with https://',
      validation: { isRequired: true },
    }),
  },
})

const leadership = singleton({
  label: 'Leadership team',
  path: 'content/data/leadership',
  format: { data: 'json' },
  schema: {
    people: fields.array(
      fields.object({
        name: text('Name', leader.name),
        title: text('Job title', leader.title),
        bio: text('Biography', leader.bio, {
          multiline: true,
          description: `Two or three sentences, ${leader.bio.minLength} to ${leader.bio.maxLength} characters.`,
        }),
        skills: fields.array(text('Skill', leader.skills.element), {
          label: 'Skills',
          description: 'Three to five short areas of expertise, shown as tags.',
          itemLabel: (props) => props.value,
          validation: { length: listLimits(leader.skills) },
        }),
        linkedInUrl: fields.url({
          label: 'LinkedIn profile',
          description: 'Starting with https://',
          validation: { isRequired: true },
        }),
        initials: text('Initials', leader.initials, {
          description: 'Shown in place of a photo: two or three capital letters.',
          patternWords: 'Two or three capital letters.',
        }),
        theme: fields.select({
          label: 'Card color',
          options: options(leader.theme.options),
          defaultValue: 'navy',
        }),
      }),
      {
        label: 'People',
        description: 'The leaders on the About page, in the order shown.',
        itemLabel: (props) => props.fields.name.value || 'New person',
      },
    ),
  },
})

const clients = singleton({
  label: 'Client organizations',
  path: 'content/data/clients',
  format: { data: 'json' },
  schema: {
    clients: fields.array(
      fields.object({
        name: text('Organization name', client.name),
        mark: text('Short mark', client.mark, {
          description: 'The abbreviation shown as its wordmark, such as USDA.',
        }),
        sector: fields.select({
          label: 'Sector',
          options: options(client.sector.options),
          defaultValue: 'Federal',
        }),
        logo: fields.image({
          label: 'Logo',
          description:
            'Only with the client’s written permission; never an agency seal. SVG, PNG, JPEG or WebP, at most 3 MB. Without a logo the site shows the short mark.',
          directory: CLIENT_LOGO_DIR,
          publicPath: `${CLIENT_LOGO_DIR}/`,
        }),
        logoAlt: text('Logo alt text', client.logoAlt.unwrap(), {
          optional: true,
          description:
            'Required with a logo: what it shows, for people who cannot see it, such as "Fairfax County logo".',
        }),
      }),
      {
        label: 'Clients',
        description:
          "All organizations. The first ten form the home page's first logo row, the rest the second.",
        itemLabel: (props) => props.fields.name.value || 'New organization',
      },
    ),
  },
})

const testimonials = singleton({
  label: 'Testimonials',
  path: 'content/data/testimonials',
  format: { data: 'json' },
  schema: {
    testimonials: fields.array(
      fields.object({
        id: idField('Short name', 'grants-closeout-backlog'),
        quote: text('Quote', testimonial.quote, {
          multiline: true,
          description: 'Only words the client has approved in writing. Name no person or agency.',
        }),
        role: text("Speaker's role", testimonial.role, { description: 'For example Program Manager.' }),
        organizationType: text('Kind of organization', testimonial.organizationType, {
          description: 'In lower case, never its name: federal civilian agency.',
          patternWords: 'Lower-case words only, never the organization’s name.',
        }),
        categoryId: fields.select({
          label: 'Service area',
          options: serviceCategories.map((category) => ({ label: category.name, value: category.id })),
          defaultValue: serviceCategories[0]?.id ?? '',
        }),
      }),
      {
        label: 'Testimonials',
        description: 'Shown one at a time on the About page, in this order.',
        itemLabel: (props) => props.fields.role.value || 'New testimonial',
        validation: { length: { min: 1 } },
      },
    ),
  },
})

const certifications = singleton({
  label: 'Certifications',
  path: 'content/data/certifications',
  format: { data: 'json' },
  schema: {
    certifications: fields.array(
      fields.object({
        id: idField('Short name', 'iso-9001-2015'),
        title: text('Title', certification.title),
        description: text('Description', certification.description, { multiline: true }),
        status: fields.select({
          label: 'Status',
          options: options(['Certified']),
          defaultValue: 'Certified',
        }),
        badge: fields.object(
          {
            top: text('Top line', badge.top, { description: 'For example ISO.' }),
            bottom: text('Bottom line', badge.bottom, { description: 'For example 9001.' }),
            tone: fields.select({
              label: 'Color',
              options: options(badge.tone.options),
              defaultValue: 'navy',
            }),
          },
          { label: 'Badge', description: 'The firm’s own badge design, not the standards body’s mark.' },
        ),
      }),
      {
        label: 'Certifications',
        description: 'The certifications, in the order shown.',
        itemLabel: (props) => props.fields.title.value || 'New certification',
      },
    ),
  },
})

const contractVehicles = singleton({
  label: 'Contract vehicles',
  path: 'content/data/contract-vehicles',
  format: { data: 'json' },
  schema: {
    vehicles: fields.array(
      fields.object({
        id: idField('Short name', 'faa-efast'),
        title: text('Title', vehicle.title),
        description: text('Description', vehicle.description, { multiline: true }),
        fields: fields.array(
          fields.object({
            label: text('Label', linkField.label, { description: 'For example Vehicle type.' }),
            value: text('Value', linkField.value),
            href: fields.url({
              label: 'Link',
              description: 'Optional. Starting with https://, or mailto: or tel: for a contracting office.',
            }),
          }),
          {
            label: 'Details',
            description: 'At least two labelled facts; a detail with a link shows its value as a link.',
            itemLabel: (props) => props.fields.label.value || 'New detail',
            validation: { length: listLimits(vehicle.fields) },
          },
        ),
      }),
      {
        label: 'Contract vehicles',
        description: 'The vehicles, in the order shown.',
        itemLabel: (props) => props.fields.title.value || 'New vehicle',
      },
    ),
  },
})

export default config({
  storage: { kind: 'local' },
  ui: {
    brand: { name: 'GlobalTekForce content' },
    navigation: {
      'The firm': ['company', 'companyProfile', 'leadership'],
      Credentials: ['certifications', 'contractVehicles'],
      Clients: ['clients', 'testimonials'],
      Capabilities: ['flipCards'],
      Policies: ['privacy', 'accessibility'],
      'Capability statement': ['capabilityPdf'],
      'E-mails': ['emails'],
      Pages: [
        'pages',
        'home',
        'about',
        'servicesPage',
        'solutionsPage',
        'contactPage',
        'corporateCapabilityPage',
        'flipCardsPage',
        'thankYouPage',
        'notFoundPage',
        'detailPages',
        'redirects',
      ],
      'Whole site': ['siteWords', 'labels', 'search', 'enquiryForm', 'enquiryProblemPage'],
      ...serviceNavigation,
    },
  },
  singletons: {
    company,
    leadership,
    clients,
    testimonials,
    certifications,
    contractVehicles,
    flipCards,
    privacy,
    accessibility,
    capabilityPdf,
    emails,
    pages,
    notFoundPage,
    redirects,
    ...pageWordSingletons,
    ...serviceSingletons,
  },
})
