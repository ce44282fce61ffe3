import data from './data/testimonials.json' with { type: 'json' }
import type { Testimonial } from './schema.ts'

/**
 * The testimonials of the About page's hero, in the order they rotate (content/data/testimonials.json,
 * checked by scripts/check-content.ts before every build). Each is attributed by role and kind of
 * organization only; see README, "People and clients to confirm before launch".
 */
export const testimonials = data.testimonials as readonly Testimonial[]
