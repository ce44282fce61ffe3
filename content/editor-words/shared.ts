import { allServiceLinksWithDrafts as allServiceLinks } from '../catalog-with-drafts.ts'
import { companyProfile, statFigure } from '../company-profile.ts'
import { HERO_UPLOAD_DIR, HERO_UPLOAD_MIN_WIDTH } from '../hero-uploads.ts'
import { imageAssets } from '../images.ts'
import type { FieldWords, Option, WordLabels } from './words.ts'

export const idWords = (example: string, label = 'Short name'): FieldWords => ({
  label,
  description: `Lower-case words joined by hyphens, such as ${example}. The site uses it to tell entries apart; change it only with care.`,
  patternWords: 'Lower-case letters and digits, joined by hyphens.',
})

/** Each firm's figure as "Projects delivered (200+)", so a choice shows the current value. */
export const figureNames = Object.fromEntries(
  companyProfile.stats.map((stat) => [stat.id, `${stat.label} (${statFigure(stat.id).value})`]),
)
const figureOptions = (): Option[] =>
  companyProfile.stats.map((stat) => ({ label: figureNames[stat.id] ?? stat.id, value: stat.id }))

export const figureWords = (label: string, description: string): FieldWords => ({
  label,
  description,
  options: figureOptions,
})

export const serviceOptions = (): Option[] =>
  allServiceLinks.map((link) => ({ label: link.name, value: link.slug }))

const heroAssets = Object.keys(imageAssets).filter((key) => key.startsWith('hero'))

/** A banner slide's words, on the home page and the category pages. Uploads go to a folder per page. */
export const heroSlideWords: WordLabels = {
  heroSlides: { label: 'Banner slides', item: 'Slide' },
  'heroSlides.id': idWords('federal-expertise'),
  image: { label: 'Picture' },
  asset: {
    label: 'Built-in picture',
    description: 'Shown unless you upload a picture of your own below.',
    options: () => heroAssets.map((key) => ({ label: key, value: key })),
  },
  upload: {
    label: 'Your own picture',
    description: `Optional; replaces the built-in picture. A landscape JPEG, PNG, WebP, AVIF or SVG, at least ${HERO_UPLOAD_MIN_WIDTH} pixels wide (1920 × 1080 is ideal) and at most 5 MB. The site trims it to 16:9 from the center, so keep the subject away from the edges.`,
    kind: 'image',
    directory: (file) => `${HERO_UPLOAD_DIR}/${file}`,
  },
  alt: {
    label: 'Picture description',
    description:
      'What the picture shows, for people who cannot see it: at least 20 characters. Describe your own picture when you upload one.',
  },
  'heroSlides.title': 'Title',
  subtitle: { label: 'Subtitle', multiline: true },
}

/** A titled point (PointSchema): capabilities, reasons, steps. */
export const pointWords: WordLabels = {
  title: 'Title',
  description: { label: 'Description', multiline: true },
}

/** Words of keys many files share, used wherever a file's own map does not name the key. */
export const SHARED: WordLabels = {
  draft: {
    label: 'Draft — not published yet',
    description:
      'Checked like everything else and shown in the preview, but not on the site until you clear this box and publish.',
  },
  eyebrow: { label: 'Line above the heading', description: 'A few words, shown small above the heading.' },
  title: 'Heading',
  lead: { label: 'Paragraph under the heading', description: 'One or two sentences.' },
  hero: { label: 'Top of the page', description: 'The small words of the page’s opening banner.' },
  sections: { label: 'Section headings', description: 'The heading words of each section, in page order.' },
  labels: {
    label: 'Words for screen readers and small labels',
    description: 'Read aloud by screen readers or shown as small labels.',
  },
  seo: { label: 'Search engines' },
  'seo.title': {
    label: 'Title in search results',
    description: 'Also the browser tab title. It must differ from every other page’s.',
  },
  'seo.description': 'Description in search results',
}
