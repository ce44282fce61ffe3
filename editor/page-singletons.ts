import { fields, singleton } from '@keystatic/core'
import { PAGE_IDS } from '../content/pages.ts'
import { PageIntroSchema, SeoSchema } from '../content/schema.ts'
import { text } from './fields.ts'

type FilePageId = (typeof PAGE_IDS)[number]

const PAGE_NAMES: Record<FilePageId, string> = {
  home: 'Home',
  about: 'About',
  services: 'Services',
  solutions: 'Solutions',
  contact: 'Contact',
  corporateCapability: 'Corporate Capability',
  flipCards: 'Capabilities (flip cards)',
  privacy: 'Privacy Notice',
  accessibility: 'Accessibility',
  search: 'Search',
}

const intro = PageIntroSchema.shape

function pageIntro(label: string) {
  return fields.object(
    {
      title: text('Page title', intro.title, { description: 'The main heading at the top of the page.' }),
      intro: text('Opening paragraph', intro.intro, { multiline: true }),
      seo: fields.object(
        {
          title: text('Title in search results', SeoSchema.shape.title, {
            description: 'Also the browser tab title. It must differ from every other page’s.',
          }),
          description: text('Description in search results', SeoSchema.shape.description, {
            multiline: true,
          }),
        },
        { label: 'Search engines' },
      ),
    },
    { label },
  )
}

export const pages = singleton({
  label: 'Page titles and openings',
  path: 'content/data/pages',
  format: { data: 'json' },
  schema: Object.fromEntries(PAGE_IDS.map((id) => [id, pageIntro(PAGE_NAMES[id])])) as Record<
    FilePageId,
    ReturnType<typeof pageIntro>
  >,
})

export const notFoundPage = singleton({
  label: 'Page not found',
  path: 'content/data/not-found-page',
  format: { data: 'json' },
  schema: pageIntro('Page not found').fields,
})
