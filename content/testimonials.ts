import data from './data/testimonials.json' with { type: 'json' }
import { publishedEntries } from './published-view.ts'
import type { Testimonial } from './schema.ts'

// Attributed by role and kind of organization only (README, "People and clients to confirm before launch").
export const testimonials: readonly Testimonial[] = publishedEntries(
  data.testimonials as readonly Testimonial[],
)
