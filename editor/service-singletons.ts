import { fields, singleton } from '@keystatic/core'
import type { z } from 'zod'
import {
  allServiceLinks,
  categoryEntries,
  solutionEntries,
  uncategorizedEntries,
} from '../content/catalog.ts'
import { companyProfile } from '../content/company-profile.ts'
import { STAT_IDS } from '../content/company-stat-ids.ts'
import type { CategoryEntry, ServiceEntry, SolutionEntry } from '../content/schema.ts'
import {
  CategoryCopySchema,
  CategoryEntrySchema,
  FigureSchema,
  PointSchema,
  SeoSchema,
  ServiceCopySchema,
  ServiceEntrySchema,
  SolutionEntrySchema,
  SolutionSchema,
} from '../content/schema.ts'
import { exactly, idField, listLimits, options, paragraphs, shortLines, text } from './fields.ts'
import { heroSlideFields } from './hero-slide-fields.ts'

const service = ServiceCopySchema.shape
const category = CategoryCopySchema.shape
const solution = SolutionSchema.shape
const menuCategory = CategoryEntrySchema.shape

const serviceName = (slug: string) =>
  allServiceLinks.find((link) => link.slug === slug)?.name ?? (slug || 'New service')

const seo = fields.object(
  {
    title: text('Title in search results', SeoSchema.shape.title, {
      description: 'Also the browser tab title. It must differ from every other page’s.',
    }),
    description: text('Description in search results', SeoSchema.shape.description, { multiline: true }),
  },
  { label: 'Search engines' },
)

function points(label: string, schema: z.ZodArray, description?: string, optional = false) {
  const { min, max } = listLimits(schema)
  return fields.array(
    fields.object({
      title: text('Title', PointSchema.shape.title),
      description: text('Description', PointSchema.shape.description, { multiline: true }),
    }),
    {
      label,
      description: optional
        ? `${description ?? ''} Leave empty, or list ${min} to ${max}.`.trim()
        : description,
      itemLabel: (props) => props.fields.title.value || 'New point',
      validation: { length: optional ? { max } : { min, max } },
    },
  )
}

function serviceList(label: string, schema: z.ZodArray, description?: string) {
  return fields.array(
    fields.select({
      label: 'Service',
      options: allServiceLinks.map((link) => ({ label: link.name, value: link.slug })),
      defaultValue: allServiceLinks[0]?.slug ?? '',
    }),
    {
      label,
      description,
      itemLabel: (props) => serviceName(props.value),
      validation: { length: listLimits(schema) },
    },
  )
}

function serviceWords(menu: readonly ServiceEntry[]) {
  return fields.object({
    slug: fields.select({
      label: 'Service page',
      description: 'Which page these words are for. The service menu names the pages.',
      options: menu.map((entry) => ({ label: entry.name, value: entry.slug })),
      defaultValue: menu[0]?.slug ?? '',
    }),
    summary: text('Summary', service.summary, {
      multiline: true,
      description: 'One or two sentences under the page title, also shown on cards that link here.',
    }),
    overview: paragraphs('Overview', service.overview),
    capabilities: points('Capabilities', service.capabilities),
    approach: points('Approach', service.approach, 'The steps of the work, in order.'),
    contexts: shortLines('Where it applies', 'Context', service.contexts),
    relatedSlugs: serviceList('Related services', service.relatedSlugs, 'Never the page itself.'),
    seo,
  })
}

function servicePages(menu: readonly ServiceEntry[], where: string) {
  return fields.array(serviceWords(menu), {
    label: 'Service pages',
    description: `The words of the ${menu.length} service pages ${where}, one entry for each page, in any order.`,
    itemLabel: (props) => serviceName(props.fields.slug.value),
    validation: exactly(menu.length),
  })
}

const figure = FigureSchema.shape

function categorySingleton(entry: CategoryEntry) {
  return singleton({
    label: entry.name,
    path: `content/data/categories/${entry.key}`,
    format: { data: 'json' },
    schema: {
      summary: text('Summary', category.summary, { multiline: true }),
      covers: paragraphs('What the category covers', category.covers),
      reasons: points('Why choose us', category.reasons),
      heroSlides: fields.array(heroSlideFields('process-automation', `categories/${entry.key}`), {
        label: 'Banner slides',
        description: 'Leave empty, or up to four.',
        itemLabel: (props) => props.fields.title.value || 'New slide',
        validation: { length: { max: 4 } },
      }),
      stats: fields.array(
        fields.object({
          id: idField('Short name', 'response-time'),
          value: fields.number({ label: 'Number', validation: { isRequired: true, min: 0 } }),
          prefix: text('Before the number', figure.prefix.unwrap(), {
            optional: true,
            description: 'Optional, such as "Under " (with its space).',
          }),
          suffix: text('After the number', figure.suffix, { description: 'Such as % or +.' }),
          label: text('Label', figure.label),
        }),
        {
          label: 'Figures of its own',
          description: 'Leave empty, or three or four. Use these or the firm’s figures below, not both.',
          itemLabel: (props) => props.fields.label.value || 'New figure',
          validation: { length: { max: 4 } },
        },
      ),
      companyStats: fields.array(
        fields.select({
          label: 'Figure',
          options: companyProfile.stats.map((stat) => ({ label: stat.label, value: stat.id })),
          defaultValue: STAT_IDS[0],
        }),
        {
          label: 'Figures from the firm’s record',
          description: 'Leave empty, or three or four. They always match the figures shown elsewhere.',
          itemLabel: (props) =>
            companyProfile.stats.find((stat) => stat.id === props.value)?.label ?? props.value,
          validation: { length: { max: 4 } },
        },
      ),
      framework: points('Framework', category.framework.unwrap(), undefined, true),
      advantages: points('Advantages', category.advantages.unwrap(), undefined, true),
      alsoSlugs: serviceList(
        'Also belongs here',
        category.alsoSlugs.unwrap(),
        'Services outside this category’s menu list that its page also links to. Usually empty.',
      ),
      seo,
      services: servicePages(entry.services, `under ${entry.name}`),
    },
  })
}

function solutionSingleton(entry: SolutionEntry) {
  return singleton({
    label: entry.name,
    path: `content/data/solutions/${entry.key}`,
    format: { data: 'json' },
    schema: {
      tagline: text('Tagline', solution.tagline),
      summary: text('Summary', solution.summary, { multiline: true }),
      colour: fields.select({
        label: 'Card color',
        options: options(solution.colour.options),
        defaultValue: 'navy',
      }),
      features: shortLines('Features', 'Feature', solution.features),
      metric: text('Headline figure', solution.metric, { description: 'Short, such as 100+.' }),
      metricLabel: text('What the figure counts', solution.metricLabel),
      description: text('Card description', solution.description, { multiline: true }),
      problem: paragraphs('The problem', solution.problem),
      howItWorks: points('How it works', solution.howItWorks, 'The steps, in order.'),
      outcomes: shortLines('Outcomes', 'Outcome', solution.outcomes),
      serviceSlugs: serviceList('Related services', solution.serviceSlugs),
      seo,
    },
  })
}

const addressWords =
  'The page’s permanent address. If you change it, saving moves the page’s links to the new address and redirects the old one to it.'

const menuEntry = (slugSchema: z.ZodType, nameSchema: z.ZodType, example: string) =>
  fields.object({
    slug: text('Web address', slugSchema, {
      description: `${addressWords} Such as ${example}.`,
      patternWords: 'Lower-case letters and digits, joined by hyphens.',
    }),
    name: text('Name', nameSchema),
    // Kept out of sight but written back on every save; a new service gets its key from the save hook
    // (content/menu-identity.ts), since a form cannot make one.
    key: fields.ignored(),
  })

const wordsFile = (keySchema: z.ZodType, folder: string) =>
  text('Words file (do not change)', keySchema, {
    description: `Which file in ${folder} holds this page’s words. It stays the same when the web address changes; a new one would leave the page without its words.`,
    patternWords: 'The name of an existing words file, without .json.',
  })

const catalog = singleton({
  label: 'Service menu',
  path: 'content/data/catalog',
  format: { data: 'json' },
  schema: {
    categories: fields.array(
      fields.object({
        slug: text('Web address', menuCategory.slug, {
          description: `${addressWords} The part after /services/; a category with a page of its own keeps that page’s address.`,
          patternWords: 'Lower-case letters and digits, joined by hyphens.',
        }),
        name: text('Name', menuCategory.name),
        key: wordsFile(menuCategory.key, 'content/data/categories'),
        area: fields.select({
          label: 'Area',
          options: options(menuCategory.area.options),
          defaultValue: 'Government',
        }),
        path: text('Own page', menuCategory.path.unwrap(), {
          optional: true,
          description: 'Only for a category with its own page outside /services/, such as /cybersecurity.',
          patternWords: 'A / and lower-case words joined by hyphens.',
        }),
        services: fields.array(
          menuEntry(ServiceEntrySchema.shape.slug, ServiceEntrySchema.shape.name, 'sap'),
          {
            label: 'Services',
            description: 'The service pages under this category, in menu order. Their number is fixed.',
            itemLabel: (props) => props.fields.name.value || 'New service',
            validation: { length: listLimits(menuCategory.services) },
          },
        ),
      }),
      {
        label: 'Service categories',
        description: 'The categories, in menu order.',
        itemLabel: (props) => props.fields.name.value || 'New category',
      },
    ),
    otherServices: fields.array(
      menuEntry(ServiceEntrySchema.shape.slug, ServiceEntrySchema.shape.name, 'oracle-fixed-assets'),
      {
        label: 'Other services',
        description: 'Service pages outside the menu categories; category and service pages link to them.',
        itemLabel: (props) => props.fields.name.value || 'New service',
      },
    ),
  },
})

const solutionMenu = singleton({
  label: 'Solution menu',
  path: 'content/data/solution-menu',
  format: { data: 'json' },
  schema: {
    solutions: fields.array(
      fields.object({
        slug: text('Web address', SolutionEntrySchema.shape.slug, {
          description: `${addressWords} The part after /solutions/, such as userprovisioning.`,
          patternWords: 'Lower-case letters and digits only.',
        }),
        name: text('Name', SolutionEntrySchema.shape.name),
        key: wordsFile(SolutionEntrySchema.shape.key, 'content/data/solutions'),
      }),
      {
        label: 'Solutions',
        description: 'The solutions, in menu order. Their addresses have no hyphens.',
        itemLabel: (props) => props.fields.name.value || 'New solution',
      },
    ),
  },
})

const otherServices = singleton({
  label: 'Other services',
  path: 'content/data/other-services',
  format: { data: 'json' },
  schema: { services: servicePages(uncategorizedEntries, 'outside the menu categories') },
})

const pascal = (slug: string) =>
  slug.replace(/(?:^|-)([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())

const categorySingletons = Object.fromEntries(
  categoryEntries.map((entry) => [`category${pascal(entry.key)}`, categorySingleton(entry)]),
)
const solutionSingletons = Object.fromEntries(
  solutionEntries.map((entry) => [`solution${pascal(entry.key)}`, solutionSingleton(entry)]),
)

export const serviceSingletons = {
  catalog,
  solutionMenu,
  otherServices,
  ...categorySingletons,
  ...solutionSingletons,
}

export const serviceNavigation = {
  'Services and solutions': ['catalog', 'solutionMenu', 'otherServices'],
  'Service categories': Object.keys(categorySingletons),
  Solutions: Object.keys(solutionSingletons),
}
