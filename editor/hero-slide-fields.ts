import { fields } from '@keystatic/core'
import { HERO_UPLOAD_DIR, HERO_UPLOAD_MIN_WIDTH } from '../content/hero-uploads.ts'
import { imageAssets } from '../content/images.ts'
import { HeroSlideSchema } from '../content/schema.ts'
import { idField, text } from './fields.ts'

const heroAssets = Object.keys(imageAssets).filter((key) => key.startsWith('hero'))
const slide = HeroSlideSchema.shape

/**
 * One banner slide: a built-in illustration or the editor's own upload, its description and its words.
 * Each page needs a folder of its own: Keystatic names an upload by list position only (heroSlides/0/…).
 */
export function heroSlideFields(example: string, folder: string) {
  return fields.object({
    id: idField('Short name', example),
    image: fields.object(
      {
        asset: fields.select({
          label: 'Built-in picture',
          description: 'Shown unless you upload a picture of your own below.',
          options: heroAssets.map((key) => ({ label: key, value: key })),
          defaultValue: heroAssets[0] ?? '',
        }),
        upload: fields.image({
          label: 'Your own picture',
          description: `Optional; replaces the built-in picture. A landscape JPEG, PNG, WebP, AVIF or SVG, at least ${HERO_UPLOAD_MIN_WIDTH} pixels wide (1920 × 1080 is ideal) and at most 5 MB. The site trims it to 16:9 from the center, so keep the subject away from the edges.`,
          directory: `${HERO_UPLOAD_DIR}/${folder}`,
          publicPath: `${HERO_UPLOAD_DIR}/${folder}/`,
        }),
        alt: text('Picture description', slide.image.shape.alt, {
          description:
            'What the picture shows, for people who cannot see it: at least 20 characters. Describe your own picture when you upload one.',
        }),
      },
      { label: 'Picture' },
    ),
    title: text('Title', slide.title),
    subtitle: text('Subtitle', slide.subtitle, { multiline: true }),
  })
}
