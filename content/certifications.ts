import data from './data/certifications.json' with { type: 'json' }
import type { CertificationBadge, CertificationEntry } from './data-files.ts'
import type { Certification } from './schema.ts'

/**
 * The certifications, in the order of content/data/certifications.json (checked by
 * scripts/check-content.ts before every build), each with the two short lines of its badge. The
 * badges are the firm's own design, not the standards bodies' marks, whose use is licensed.
 */
export const certificationEntries = data.certifications as readonly CertificationEntry[]

export const certifications: readonly Certification[] = certificationEntries.map(
  ({ badge: _badge, ...certification }) => certification,
)

export const certificationMarks: Record<string, CertificationBadge> = Object.fromEntries(
  certificationEntries.map((entry) => [entry.id, entry.badge]),
)
