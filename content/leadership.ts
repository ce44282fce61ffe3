import type { Leader } from './schema.ts'
import { company } from './site.ts'

/**
 * The leadership team, shown on /about#leadership and published as schema.org Person data.
 * Profiles link to the company's professional-network page, where the team's profiles are listed.
 */
export const leadership = [
  {
    name: 'Anita Raman',
    title: 'Founder and Chief Executive Officer',
    bio: 'Anita founded GlobalTekForce in 2018 after two decades leading federal financial system programs. She sets the firm’s direction, owns its client relationships and holds every engagement to the on-time standard the company is known for.',
    skills: ['Federal financial management', 'Program leadership', 'Strategic growth'],
    linkedInUrl: company.linkedInUrl,
    initials: 'AR',
    theme: 'navy',
  },
  {
    name: 'Michael Torres',
    title: 'Chief Operating Officer',
    bio: 'Michael runs delivery across every contract vehicle. He built the CMMI Level 3 and ISO management systems the firm operates under, and chairs the weekly reviews that keep schedules, staffing and quality on track.',
    skills: ['CMMI and ISO management systems', 'Contract delivery', 'Quality assurance'],
    linkedInUrl: company.linkedInUrl,
    initials: 'MT',
    theme: 'gold',
  },
  {
    name: 'Priya Venkatesh',
    title: 'Vice President, ERP Solutions',
    bio: 'Priya leads the Oracle, SAP, PRISM and Sunflower practice. She has directed implementations and upgrades for cabinet-level agencies and keeps a bench of certified functional and technical consultants ready for new work.',
    skills: ['Oracle E-Business Suite', 'SAP', 'Unison PRISM', 'Sunflower'],
    linkedInUrl: company.linkedInUrl,
    initials: 'PV',
    theme: 'slate',
  },
  {
    name: 'David Okafor',
    title: 'Chief Information Security Officer',
    bio: 'David directs the cybersecurity practice and the firm’s own ISO 27001 program. He has led security operations, assessment and authorization and incident response for federal systems handling sensitive financial data.',
    skills: ['Risk management framework', 'Security operations', 'Incident response'],
    linkedInUrl: company.linkedInUrl,
    initials: 'DO',
    theme: 'navy',
  },
  {
    name: 'Laura Chen',
    title: 'Director, Federal Financial and Grants Management',
    bio: 'Laura guides clients through Treasury reporting, A-123 internal controls, interagency agreements and the grant life cycle. She is a former federal budget analyst who speaks the language of finance offices and auditors alike.',
    skills: ['Treasury reporting', 'A-123', 'Grants management', 'Audit readiness'],
    linkedInUrl: company.linkedInUrl,
    initials: 'LC',
    theme: 'gold',
  },
  {
    name: 'Samuel Brooks',
    title: 'Director, Digital Transformation',
    bio: 'Samuel leads automation, low-code and AI work. His teams have put more than 100 automated processes into production, replacing manual reconciliations and hand-offs with workflows that are measured and easy to audit.',
    skills: ['Process automation', 'Low-code platforms', 'Applied AI', 'Modernization'],
    linkedInUrl: company.linkedInUrl,
    initials: 'SB',
    theme: 'slate',
  },
] as const satisfies readonly Leader[]
