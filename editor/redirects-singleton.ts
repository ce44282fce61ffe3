import { fields, singleton } from '@keystatic/core'
import { SitePathSchema } from '../content/redirects-schema.ts'
import { text } from './fields.ts'

const address = (label: string, example: string, description: string) =>
  text(label, SitePathSchema, {
    description: `${description} Such as ${example}.`,
    patternWords: 'An address on this site: it starts with "/", with no spaces, "?", "#", "%" or final "/".',
  })

/** Editable by hand for GitHub mode, where no save hook records a changed address. */
export const redirects = singleton({
  label: 'Redirects from old addresses',
  path: 'content/data/redirects',
  format: { data: 'json' },
  schema: {
    redirects: fields.array(
      fields.object({
        from: address('Old address', '/services/old-name', 'The address that no longer has a page.'),
        to: address('New address', '/services/new-name', 'The page visitors should land on.'),
      }),
      {
        label: 'Redirects',
        description:
          'Each old address sends visitors and search engines on to a page, permanently. The local editor adds one when you change a web address.',
        itemLabel: (props) => `${props.fields.from.value || 'New redirect'} → ${props.fields.to.value}`,
      },
    ),
  },
})
