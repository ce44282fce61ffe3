import { fields, singleton } from '@keystatic/core'
import type { z } from 'zod'
import { PRIVACY_PLACEHOLDERS } from '../content/privacy-placeholders.ts'
import { PrivacyNoticeSchema } from '../content/schema.ts'
import { idField, listLimits, paragraphs, shortLines, text } from './fields.ts'

const notice = PrivacyNoticeSchema.shape
const KEEP_BRACES = `Words in braces are facts the site fills in; keep them: ${Object.keys(
  PRIVACY_PLACEHOLDERS,
)
  .map((name) => `{${name}}`)
  .join(', ')}.`

type SectionShape = typeof notice.whoWeAre.shape

function sectionHead(shape: Pick<SectionShape, 'id' | 'eyebrow' | 'heading'>, example: string) {
  return {
    id: idField('Link name', example),
    eyebrow: text('Eyebrow', shape.eyebrow, { description: 'The short line above the heading.' }),
    heading: text('Heading', shape.heading),
  }
}

function labeledList(schema: z.ZodArray, label: string, itemLabel: string, withValue = false) {
  const shape = (schema.element as z.ZodObject).shape as Record<string, z.ZodType>
  return fields.array(
    fields.object({
      label: text('Label', shape.label as z.ZodType),
      ...(withValue ? { value: text('Value', shape.value as z.ZodType, { description: KEEP_BRACES }) } : {}),
      detail: text('Detail', shape.detail as z.ZodType, { multiline: true }),
    }),
    {
      label,
      itemLabel: (props) => (props.fields as { label: { value: string } }).label.value || itemLabel,
      validation: { length: listLimits(schema) },
    },
  )
}

const simpleSection = (key: 'acknowledgement' | 'cookies' | 'changes', label: string, example: string) =>
  fields.object(
    {
      ...sectionHead(notice[key].shape, example),
      paragraphs: paragraphs('Paragraphs', notice[key].shape.paragraphs, KEEP_BRACES),
    },
    { label },
  )

const { whoWeAre, collection, storage, recipients, rights } = notice
const form = collection.shape.forms.element.shape

export const privacy = singleton({
  label: 'Privacy notice',
  path: 'content/data/privacy',
  format: { data: 'json' },
  schema: {
    eyebrow: text('Eyebrow', notice.eyebrow, { description: KEEP_BRACES }),
    lastUpdated: fields.object(
      {
        iso: fields.date({ label: 'Date', validation: { isRequired: true } }),
        display: text('Date as shown', notice.lastUpdated.shape.display, {
          description: 'The same date in words, such as November 23, 2026.',
        }),
        label: text('Label', notice.lastUpdated.shape.label),
      },
      { label: 'Last updated', description: 'Change the date whenever the notice changes.' },
    ),
    atAGlance: fields.object(
      {
        heading: text('Heading', notice.atAGlance.shape.heading),
        points: shortLines('Points', 'Point', notice.atAGlance.shape.points, KEEP_BRACES),
      },
      { label: 'At a glance' },
    ),
    whoWeAre: fields.object(
      {
        ...sectionHead(whoWeAre.shape, 'who-we-are'),
        paragraphs: paragraphs('Paragraphs', whoWeAre.shape.paragraphs, KEEP_BRACES),
        contactLabels: fields.object(
          {
            address: text('Address label', whoWeAre.shape.contactLabels.shape.address),
            phone: text('Phone label', whoWeAre.shape.contactLabels.shape.phone),
            email: text('E-mail label', whoWeAre.shape.contactLabels.shape.email),
          },
          { label: 'Contact labels' },
        ),
      },
      { label: 'Who we are' },
    ),
    collection: fields.object(
      {
        ...sectionHead(collection.shape, 'what-we-collect'),
        lead: text('Lead', collection.shape.lead, { multiline: true }),
        forms: fields.array(
          fields.object({
            name: text('Form', form.name),
            where: text('Where it is', form.where),
            fields: shortLines('Fields', 'Field', form.fields),
          }),
          {
            label: 'Forms',
            itemLabel: (props) => props.fields.name.value || 'New form',
            validation: { length: listLimits(collection.shape.forms) },
          },
        ),
        purpose: paragraphs('Purpose', collection.shape.purpose),
      },
      { label: 'What we collect' },
    ),
    storage: fields.object(
      {
        ...sectionHead(storage.shape, 'storage-and-retention'),
        paragraphs: paragraphs('Paragraphs', storage.shape.paragraphs),
        periods: labeledList(storage.shape.periods, 'Retention periods', 'New period', true),
      },
      { label: 'Where it is kept' },
    ),
    recipients: fields.object(
      {
        ...sectionHead(recipients.shape, 'recipients'),
        items: labeledList(recipients.shape.items, 'Recipients', 'New recipient'),
      },
      { label: 'Who receives it' },
    ),
    acknowledgement: simpleSection('acknowledgement', 'The acknowledgement e-mail', 'acknowledgement'),
    rights: fields.object(
      {
        ...sectionHead(rights.shape, 'your-choices'),
        paragraphs: paragraphs('Paragraphs', rights.shape.paragraphs),
        contactLead: text('Before the contact details', rights.shape.contactLead),
        steps: paragraphs('How a request is handled', rights.shape.steps, KEEP_BRACES),
        contactLabels: fields.object(
          {
            phone: text('Phone label', rights.shape.contactLabels.shape.phone),
            email: text('E-mail label', rights.shape.contactLabels.shape.email),
          },
          { label: 'Contact labels' },
        ),
      },
      { label: 'Your choices' },
    ),
    cookies: simpleSection('cookies', 'Cookies', 'cookies'),
    changes: simpleSection('changes', 'Changes to this notice', 'changes'),
  },
})
