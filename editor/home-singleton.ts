import { fields, singleton } from '@keystatic/core'
import { DATA_COUNTS } from '../content/data-files.ts'
import { exactly } from './fields.ts'
import { heroSlideFields } from './hero-slide-fields.ts'

export const home = singleton({
  label: 'Home page banner',
  path: 'content/data/home',
  format: { data: 'json' },
  schema: {
    heroSlides: fields.array(heroSlideFields('federal-expertise', 'home'), {
      label: 'Banner slides',
      description: `Exactly ${DATA_COUNTS.homeHeroSlides}, shown in this order at the top of the home page. The first one's picture loads first, so keep it light.`,
      itemLabel: (props) => props.fields.title.value || 'New slide',
      validation: exactly(DATA_COUNTS.homeHeroSlides),
    }),
  },
})
