import data from './data/certifications.json' with { type: 'json' }
import type { CertificationBadge, CertificationEntry } from './data-files.ts'
import type { Certification } from './schema.ts'

// Badges are the firm's own design: the standards bodies' marks are licensed.
export const certificationEntries = data.certifications as readonly CertificationEntry[]

export const certifications: readonly Certification[] = certificationEntries.map(
  ({ badge: _badge, ...certification }) => certification,
)

export const certificationMarks: Record<string, CertificationBadge> = Object.fromEntries(
  certificationEntries.map((entry) => [entry.id, entry.badge]),
)
