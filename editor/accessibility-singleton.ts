import { fields, singleton } from '@keystatic/core'
import { AccessibilityStatementSchema } from '../content/accessibility-data-file.ts'
import { idField, listLimits, paragraphs, text } from './fields.ts'

const statement = AccessibilityStatementSchema.shape
const section = statement.sections.element.shape
const detail = section.items.element.shape
const report = statement.report.shape

export const accessibility = singleton({
  label: 'Accessibility statement',
  path: 'content/data/accessibility',
  format: { data: 'json' },
  schema: {
    eyebrow: text('Eyebrow', statement.eyebrow, { description: 'The short line above the page title.' }),
    reviewed: fields.object(
      {
        iso: fields.date({ label: 'Date', validation: { isRequired: true } }),
        display: text('Date as shown', statement.reviewed.shape.display, {
          description: 'The same date in words, such as November 23, 2026.',
        }),
        lead: text('Before the date', statement.reviewed.shape.lead),
      },
      { label: 'Last reviewed', description: 'Change the date whenever the statement is reviewed.' },
    ),
    sections: fields.array(
      fields.object({
        id: idField('Link name', 'known-limitations'),
        heading: text('Heading', section.heading),
        paragraphs: paragraphs('Paragraphs', section.paragraphs),
        items: fields.array(
          fields.object({
            label: text('Label', detail.label),
            detail: text('Detail', detail.detail, { multiline: true }),
          }),
          {
            label: 'List',
            description: 'Optional: labeled points shown after the paragraphs.',
            itemLabel: (props) => props.fields.label.value || 'New point',
          },
        ),
      }),
      {
        label: 'Sections',
        description: 'In the order shown on the page.',
        itemLabel: (props) => props.fields.heading.value || 'New section',
        validation: { length: listLimits(statement.sections) },
      },
    ),
    report: fields.object(
      {
        id: idField('Link name', 'report-a-barrier'),
        heading: text('Heading', report.heading),
        lead: text('Lead', report.lead, { multiline: true }),
        emailLabel: text('E-mail label', report.emailLabel),
        phoneLabel: text('Phone label', report.phoneLabel),
        responsePromise: text('Response promise', report.responsePromise, { multiline: true }),
      },
      { label: 'Report a barrier' },
    ),
  },
})
