import { serviceCategoriesWithDrafts as serviceCategories } from '../catalog-with-drafts.ts'
import { CLIENT_LOGO_DIR } from '../client-logos.ts'
import { figureNames, figureWords, idWords } from './shared.ts'
import type { ScreenWords } from './words.ts'

export const company: ScreenWords = {
  label: 'Company facts',
  group: 'The firm',
  fields: {
    name: { label: 'Company name', description: 'As it appears in headings: GlobalTekForce.' },
    legalName: { label: 'Legal name', description: 'Used in postal addresses and the footer.' },
    tagline: {
      label: 'Tagline',
      multiline: true,
      description:
        'One sentence saying what the firm does, used in search results and the capability statement.',
    },
    foundingYear: 'Year founded',
    address: 'Headquarters address',
    street: 'Street',
    suite: { label: 'Suite', description: 'Leave empty if there is none.' },
    city: 'City',
    region: { label: 'State', description: 'In full: Virginia.' },
    regionCode: { label: 'State code', description: 'Two capital letters: VA.' },
    postalCode: { label: 'ZIP code', patternWords: 'Five digits.' },
    country: { label: 'Country code', description: 'Two capital letters: US.' },
    phone: 'Phone',
    display: { label: 'Phone number as shown', description: 'For example (703) 555-0142.' },
    e164: {
      label: 'Phone number for dialing',
      description: 'The same number in international form: +1 and its ten digits, such as +17035550142.',
      patternWords: 'A + followed by the digits only.',
    },
    email: {
      label: 'E-mail address',
      description: 'The public address enquiries are answered from.',
      patternWords: 'An e-mail address, such as info@example.com.',
    },
    linkedInUrl: {
      label: 'LinkedIn page',
      description: 'The company page, starting with https://',
      kind: 'url',
    },
  },
}

export const leadership: ScreenWords = {
  label: 'Leadership team',
  group: 'The firm',
  fields: {
    people: {
      label: 'People',
      item: 'Person',
      description: 'The leaders on the About page, in the order shown.',
    },
    name: 'Name',
    title: 'Job title',
    bio: { label: 'Biography', description: 'Two or three sentences.', multiline: true },
    skills: { label: 'Skills', description: 'Short areas of expertise, shown as tags.' },
    linkedInUrl: { label: 'LinkedIn profile', description: 'Starting with https://', kind: 'url' },
    initials: {
      label: 'Initials',
      description: 'Shown in place of a photo: two or three capital letters.',
      patternWords: 'Two or three capital letters.',
    },
    theme: 'Card color',
  },
}

export const clients: ScreenWords = {
  label: 'Client organizations',
  group: 'Clients',
  fields: {
    clients: {
      label: 'Clients',
      item: 'Organization',
      description:
        "All organizations. The first ten form the home page's first logo row, the rest the second.",
    },
    name: 'Organization name',
    mark: { label: 'Short mark', description: 'The abbreviation shown as its wordmark, such as USDA.' },
    sector: 'Sector',
    logo: {
      label: 'Logo',
      description:
        'Only with the client’s written permission; never an agency seal. SVG, PNG, JPEG or WebP, at most 3 MB. Without a logo the site shows the short mark.',
      kind: 'image',
      directory: () => CLIENT_LOGO_DIR,
    },
    logoAlt: {
      label: 'Logo alt text',
      description:
        'Required with a logo: what it shows, for people who cannot see it, such as "Fairfax County logo".',
    },
  },
}

export const testimonials: ScreenWords = {
  label: 'Testimonials',
  group: 'Clients',
  fields: {
    testimonials: {
      label: 'Testimonials',
      description: 'Shown one at a time on the About page, in this order.',
      itemLabel: 'role',
    },
    id: idWords('grants-closeout-backlog'),
    quote: {
      label: 'Quote',
      description: 'Only words the client has approved in writing. Name no person or agency.',
    },
    role: { label: "Speaker's role", description: 'For example Program Manager.' },
    organizationType: {
      label: 'Kind of organization',
      description: 'In lower case, never its name: federal civilian agency.',
      patternWords: 'Lower-case words only, never the organization’s name.',
    },
    categoryId: {
      label: 'Service area',
      options: () => serviceCategories.map((category) => ({ label: category.name, value: category.id })),
    },
  },
}

export const certifications: ScreenWords = {
  label: 'Certifications',
  group: 'Credentials',
  fields: {
    certifications: { label: 'Certifications', description: 'In the order shown.' },
    id: idWords('iso-9001-2015'),
    title: 'Title',
    description: { label: 'Description', multiline: true },
    status: 'Status',
    badge: { label: 'Badge', description: 'The firm’s own badge design, not the standards body’s mark.' },
    top: { label: 'Top line', description: 'For example ISO.' },
    bottom: { label: 'Bottom line', description: 'For example 9001.' },
    tone: 'Color',
  },
}

export const contractVehicles: ScreenWords = {
  label: 'Contract vehicles',
  group: 'Credentials',
  fields: {
    vehicles: { label: 'Contract vehicles', item: 'Vehicle', description: 'In the order shown.' },
    id: idWords('faa-efast'),
    title: 'Title',
    description: { label: 'Description', multiline: true },
    fields: {
      label: 'Details',
      description: 'Labeled facts; a detail with a link shows its value as a link.',
    },
    label: { label: 'Label', description: 'For example Vehicle type.' },
    value: 'Value',
    href: {
      label: 'Link',
      description: 'Optional. Starting with https://, or mailto: or tel: for a contracting office.',
      kind: 'url',
    },
  },
}

export const flipCards: ScreenWords = {
  label: 'Capability cards',
  group: 'Capabilities',
  fields: {
    cards: { label: 'Cards', description: 'The cards of the capabilities page, in the order shown.' },
    id: idWords('cloud-infrastructure'),
    title: 'Title',
    description: { label: 'Front text', description: 'Shown on the front of the card.' },
    detailedDescription: { label: 'Back text', description: 'Shown when a visitor turns the card over.' },
    icon: 'Icon',
    gradient: 'Color',
    features: 'Features',
    benefits: 'Benefits',
    metrics: { label: 'Figures', description: 'Shown on the back of the card.' },
    stat: {
      ...figureWords('Figure', 'One of the firm’s figures, so the card always shows the current value.'),
      optionLabels: figureNames,
    },
    'metrics.label': { label: 'Label', description: 'Leave empty to use the figure’s own label.' },
    tags: 'Tags',
  },
}

export const companyProfile: ScreenWords = {
  label: 'Vision, mission, values and figures',
  group: 'The firm',
  fields: {
    vision: 'Vision',
    mission: 'Mission',
    values: { label: 'Values', description: 'Shown on the About and Corporate Capability pages.' },
    icon: 'Icon',
    description: 'Text',
    naicsCodes: { label: 'NAICS codes', item: 'NAICS code' },
    code: { label: 'Code', patternWords: 'Six digits.' },
    stats: {
      label: 'Figures',
      description:
        'The firm’s figures, shown across the site. Pages choose them by name, so change the number and words, not the name.',
    },
    id: { label: 'Name', optionLabels: figureNames },
    value: { label: 'Number', description: 'Counts up from 0 when it scrolls into view.' },
    prefix: { label: 'Before the number', description: 'Optional.' },
    suffix: { label: 'After the number', description: 'Such as % or +. May be empty.' },
    label: 'Label',
  },
}
