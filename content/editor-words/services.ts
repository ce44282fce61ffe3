import {
  allCategoryEntries as categoryEntries,
  allUncategorizedEntries as uncategorizedEntries,
} from '../catalog.ts'
import { allSolutionEntries } from '../solution-links.ts'
import { figureWords, heroSlideWords, idWords, pointWords, serviceOptions } from './shared.ts'
import type { FieldWords, Option, WordLabels } from './words.ts'

const addressWords =
  'The page’s permanent address. If you change it, saving moves the page’s links to the new address and redirects the old one to it.'

const webAddress = (example: string, patternWords = 'Lower-case letters and digits, joined by hyphens.') => ({
  label: 'Web address',
  description: `${addressWords} ${example}`,
  patternWords,
})

const wordsFile = (folder: string): FieldWords => ({
  label: 'Words file (do not change)',
  description: `Which file in ${folder} holds this page’s words. It stays the same when the web address changes; a new one would leave the page without its words.`,
  patternWords: 'The name of an existing words file, without .json.',
})

/** Every published page of the menus, by address: where a retired page's address may lead. */
function retireTargets(): Option[] {
  const published = <T extends { draft?: boolean }>(entries: readonly T[]) =>
    entries.filter((entry) => entry.draft !== true)
  const page = (name: string, address: string) => ({ label: `${name} (${address})`, value: address })
  return [
    { label: 'Keep this page', value: '' },
    page('All services', '/services'),
    ...published(categoryEntries).map((entry) => page(entry.name, entry.path ?? `/services/${entry.slug}`)),
    ...published(categoryEntries).flatMap((entry) =>
      published(entry.services).map((service) => page(service.name, `/services/${service.slug}`)),
    ),
    ...published(uncategorizedEntries).map((service) => page(service.name, `/services/${service.slug}`)),
    page('All solutions', '/solutions'),
    ...published(allSolutionEntries).map((entry) => page(entry.name, `/solutions/${entry.slug}`)),
  ]
}

const retireTo: FieldWords = {
  label: 'Retire this page: send its address to',
  description:
    'To remove this page, choose where visitors who open its address should go instead, then save. The save removes the page and its words and redirects its address there for good.',
  options: retireTargets,
}

/** Service menu entries keep a key the editor never shows (docs/decisions/042-edits-by-identity.md). */
const hiddenKey: FieldWords = { kind: 'hidden' }

export const catalogWords: WordLabels = {
  categories: { label: 'Service categories', item: 'Category', description: 'In menu order.' },
  'categories.slug': webAddress(
    'The part after /services/; a category with a page of its own keeps that page’s address.',
  ),
  name: 'Name',
  'categories.key': wordsFile('content/data/categories'),
  area: 'Area',
  path: {
    label: 'Own page',
    description: 'Only for a category with its own page outside /services/, such as /cybersecurity.',
    patternWords: 'A / and lower-case words joined by hyphens.',
  },
  services: { label: 'Services', description: 'The service pages under this category, in menu order.' },
  'services.slug': webAddress('Such as sap.'),
  'services.key': hiddenKey,
  otherServices: {
    label: 'Other services',
    description: 'Service pages outside the menu categories; category and service pages link to them.',
  },
  'otherServices.slug': webAddress('Such as oracle-fixed-assets.'),
  'otherServices.key': hiddenKey,
  retireTo,
}

export const solutionMenuWords: WordLabels = {
  solutions: { label: 'Solutions', description: 'In menu order. Their addresses have no hyphens.' },
  slug: webAddress(
    'The part after /solutions/, such as userprovisioning.',
    'Lower-case letters and digits only.',
  ),
  name: 'Name',
  key: wordsFile('content/data/solutions'),
  retireTo,
}

/** One screen serves every category's words; the gate checks each holds its own category's services. */
function menuPages(file: string): Option[] {
  if (file === 'other-services')
    return uncategorizedEntries.map((entry) => ({ label: entry.name, value: entry.slug }))
  return categoryEntries.flatMap((category) =>
    category.services.map((entry) => ({ label: entry.name, value: entry.slug })),
  )
}

/** The name of an entry's file, which the menu's "Words file" gives; it cannot change once created. */
const entryKey = (folder: string, patternWords: string): FieldWords => ({
  label: 'Words file',
  description: `The name of this file in ${folder}, which the menu’s “Words file” gives. Set once when the entry is created: lower-case, without .json.`,
  patternWords,
})

/** The page's own name, wherever the words repeat it, so renaming the page in its menu renames it there too. */
const nameWords =
  '{name} is filled in with the page’s name from its menu, here and in all of the page’s words.'
const pageSeoTitle: FieldWords = {
  label: 'Title in search results',
  description: `Also the browser tab title. It must differ from every other page’s. ${nameWords}`,
}

const relatedServices = (label: string, description?: string): FieldWords => ({
  label,
  description,
  item: 'Service',
  options: serviceOptions,
})

export const serviceWords: WordLabels = {
  ...pointWords,
  services: {
    label: 'Service pages',
    item: 'Service page',
    description: `The words of the service pages, one entry for each page, in any order. ${nameWords}`,
  },
  'services.slug': {
    label: 'Service page',
    description: 'Which page these words are for. The service menu names the pages.',
    options: menuPages,
  },
  summary: 'Summary',
  'services.summary': {
    label: 'Summary',
    description: 'One or two sentences under the page title, also shown on cards that link here.',
  },
  overview: { label: 'Overview', item: 'Paragraph' },
  capabilities: { label: 'Capabilities', item: 'Capability' },
  approach: { label: 'Approach', item: 'Step', description: 'The steps of the work, in order.' },
  contexts: { label: 'Where it applies', item: 'Context' },
  relatedSlugs: relatedServices('Related services', 'Never the page itself.'),
  'seo.title': pageSeoTitle,
}

export const categoryWords: WordLabels = {
  ...serviceWords,
  '.key': entryKey('content/data/categories', 'Lower-case letters and digits, joined by hyphens.'),
  ...heroSlideWords,
  heroSlides: { label: 'Banner slides', item: 'Slide', description: 'Leave empty, or one to four slides.' },
  'heroSlides.id': idWords('process-automation'),
  covers: { label: 'What the category covers', item: 'Paragraph' },
  reasons: { label: 'Why choose us', item: 'Reason' },
  stats: {
    label: 'Figures of its own',
    item: 'Figure',
    description: 'Leave empty, or three or four. Use these or the firm’s figures below, not both.',
  },
  'stats.id': idWords('response-time'),
  value: 'Number',
  prefix: { label: 'Before the number', description: 'Optional, such as "Under " (with its space).' },
  suffix: { label: 'After the number', description: 'Such as % or +.' },
  'stats.label': 'Label',
  companyStats: {
    ...figureWords(
      'Figures from the firm’s record',
      'Leave empty, or three or four. They always match the figures shown elsewhere.',
    ),
    item: 'Figure',
  },
  framework: { label: 'Framework', description: 'Leave empty, or list 3 to 6.' },
  advantages: { label: 'Advantages', description: 'Leave empty, or list 3 to 6.' },
  alsoSlugs: relatedServices(
    'Also belongs here',
    'Services outside this category’s menu list that its page also links to. Usually empty.',
  ),
  shortForm: {
    label: 'Short enquiry form',
    item: 'Form',
    description:
      'Leave empty for no form on this page, or add one: it takes the place of the closing invitation.',
  },
  'shortForm.service': {
    label: 'Form key',
    description:
      'Stored with every enquiry the form sends, and used to filter the staff inbox: lowercase words joined by hyphens, such as cloud-services. Set it once and never change it; no two forms may share one.',
  },
  'shortForm.page': {
    label: 'Where it was sent from',
    description: 'Names the form in the sales e-mail and the staff inbox, such as "Cloud Services page".',
  },
  'shortForm.title': 'Heading above the form',
  'shortForm.lead': 'Sentence under the heading',
  messageLabel: 'Label of the message box',
  heroActions: {
    label: 'Buttons at the top of the page',
    item: 'Button',
    description: 'One or two, each leading to the form or to the list of services.',
  },
  target: {
    label: 'Leads to',
    optionLabels: { form: 'The enquiry form', capabilities: 'The list of services' },
  },
}

export const solutionWords: WordLabels = {
  ...pointWords,
  '.key': entryKey('content/data/solutions', 'Lower-case letters and digits only, no hyphens.'),
  tagline: 'Tagline',
  summary: 'Summary',
  'seo.title': pageSeoTitle,
  colour: 'Card color',
  features: 'Features',
  metric: { label: 'Headline figure', description: 'Short, such as 100+.' },
  metricLabel: 'What the figure counts',
  '.description': { label: 'Card description', multiline: true },
  problem: { label: 'The problem', item: 'Paragraph' },
  howItWorks: { label: 'How it works', item: 'Step', description: 'The steps, in order.' },
  outcomes: 'Outcomes',
  serviceSlugs: relatedServices('Related services'),
}
