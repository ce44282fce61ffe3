import data from './data/testimonials.json' with { type: 'json' }
import type { Testimonial } from './schema.ts'

// Attributed by role and kind of organization only (README, "People and clients to confirm before launch").
export const testimonials = data.testimonials as readonly Testimonial[]
