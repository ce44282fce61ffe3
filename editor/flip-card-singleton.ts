import { fields, singleton } from '@keystatic/core'
import { companyProfile, statFigure } from '../content/company-profile.ts'
import { STAT_IDS } from '../content/company-stat-ids.ts'
import { FlipCardEntrySchema } from '../content/data-files.ts'
import { FlipCardSchema } from '../content/schema.ts'
import { exactly, idField, options, shortLines, text } from './fields.ts'

const card = FlipCardSchema.shape
const metric = FlipCardEntrySchema.shape.metrics.element.shape

const figureName = (id: string) => {
  const stat = companyProfile.stats.find((candidate) => candidate.id === id)
  return stat ? `${stat.label} (${statFigure(stat.id).value})` : 'New figure'
}

export const flipCards = singleton({
  label: 'Capability cards',
  path: 'content/data/flip-cards',
  format: { data: 'json' },
  schema: {
    cards: fields.array(
      fields.object({
        id: idField('Short name', 'cloud-infrastructure'),
        title: text('Title', card.title),
        description: text('Front text', card.description, {
          multiline: true,
          description: 'Shown on the front of the card.',
        }),
        detailedDescription: text('Back text', card.detailedDescription, {
          multiline: true,
          description: 'Shown when a visitor turns the card over.',
        }),
        icon: fields.select({ label: 'Icon', options: options(card.icon.options), defaultValue: 'globe' }),
        gradient: fields.select({
          label: 'Color',
          options: options(card.gradient.options),
          defaultValue: 'navy',
        }),
        features: shortLines('Features', 'Feature', card.features),
        benefits: shortLines('Benefits', 'Benefit', card.benefits),
        metrics: fields.array(
          fields.object({
            stat: fields.select({
              label: 'Figure',
              description: 'One of the firm’s figures, so the card always shows the current value.',
              options: companyProfile.stats.map((stat) => ({ label: figureName(stat.id), value: stat.id })),
              defaultValue: STAT_IDS[0],
            }),
            label: text('Label', metric.label.unwrap(), {
              optional: true,
              description: 'Leave empty to use the figure’s own label.',
            }),
          }),
          {
            label: 'Figures',
            description: 'Exactly three, shown on the back of the card.',
            itemLabel: (props) => props.fields.label.value || figureName(props.fields.stat.value),
            validation: exactly(3),
          },
        ),
        tags: shortLines('Tags', 'Tag', card.tags),
      }),
      {
        label: 'Cards',
        description: 'The cards of the capabilities page, in the order shown.',
        itemLabel: (props) => props.fields.title.value || 'New card',
      },
    ),
  },
})
