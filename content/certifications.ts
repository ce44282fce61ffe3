import type { Certification } from './schema.ts'

export const certifications = [
  {
    id: 'cmmi-level-3-services',
    title: 'CMMI Level 3 Services',
    description:
      'Appraised processes for planning, delivering and improving IT and professional services consistently.',
    status: 'Certified',
  },
  {
    id: 'iso-9001-2015',
    title: 'ISO 9001:2015',
    description:
      'A quality management system that keeps every engagement measured, documented and improving.',
    status: 'Certified',
  },
  {
    id: 'iso-27001-2013',
    title: 'ISO 27001:2013',
    description: 'An information security management system that protects client data across our operations.',
    status: 'Certified',
  },
  {
    id: 'iso-20000',
    title: 'ISO 20000',
    description:
      'IT service management aligned with the international standard for reliable service delivery.',
    status: 'Certified',
  },
  {
    id: 'cmmi-level-3-development',
    title: 'CMMI Level 3 Development',
    description: 'Mature engineering practices for building, testing and delivering software predictably.',
    status: 'Certified',
  },
  {
    id: 'swam',
    title: 'SWaM',
    description:
      'Certified by the Commonwealth of Virginia as a small, women-owned and minority-owned business.',
    status: 'Certified',
  },
] as const satisfies readonly Certification[]

export type CertificationId = (typeof certifications)[number]['id']

/**
 * The two short lines on each certification badge. The badges are the firm's own design, not the
 * standards bodies' marks, whose use is licensed.
 */
export const certificationMarks: Record<
  CertificationId,
  { top: string; bottom: string; tone: 'navy' | 'gold' }
> = {
  'cmmi-level-3-services': { top: 'CMMI', bottom: 'L3 SVC', tone: 'navy' },
  'iso-9001-2015': { top: 'ISO', bottom: '9001', tone: 'gold' },
  'iso-27001-2013': { top: 'ISO', bottom: '27001', tone: 'navy' },
  'iso-20000': { top: 'ISO', bottom: '20000', tone: 'gold' },
  'cmmi-level-3-development': { top: 'CMMI', bottom: 'L3 DEV', tone: 'navy' },
  swam: { top: 'SWaM', bottom: 'VA', tone: 'gold' },
}
