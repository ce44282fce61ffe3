import type { IconKey } from './schema.ts'

/**
 * Who the company is, in its own words: vision, mission, values, headline figures and the NAICS
 * codes it works under. Pages, the capability statement PDF and structured data all read from here.
 * The figures are the marketing claims of the specification (section 9) and nothing else.
 */

export interface CompanyValue {
  title: string
  description: string
  icon: IconKey
}

export interface CompanyStat {
  id: string
  /** The number as it animates: a count-up goes from 0 to `value`. */
  value: number
  prefix?: string
  suffix: string
  label: string
}

export const companyProfile = {
  vision:
    'To be the most trusted small-business partner for public institutions and enterprises modernizing the systems that move money, people and data.',
  mission:
    'We deliver dependable ERP, financial management, cybersecurity and modernization services through certified processes, senior talent and a relentless focus on the mission outcomes of every client.',
  values: [
    {
      title: 'Innovation',
      icon: 'lightbulb',
      description:
        'We bring automation, cloud and AI to legacy-heavy environments in measured steps that improve service without risking operations.',
    },
    {
      title: 'Information',
      icon: 'database',
      description:
        'We treat data as a mission asset: accurate, secure and reconciled, so leaders can decide with confidence and auditors find what they need.',
    },
    {
      title: 'Intelligence',
      icon: 'brain',
      description:
        'We apply hard-won federal and enterprise experience to each decision, choosing the practical solution over the fashionable one.',
    },
  ] satisfies CompanyValue[],
  /** North American Industry Classification System codes the firm performs under. */
  naicsCodes: [
    { code: '541511', title: 'Custom Computer Programming Services' },
    { code: '541512', title: 'Computer Systems Design Services' },
    { code: '541513', title: 'Computer Facilities Management Services' },
    { code: '541519', title: 'Other Computer Related Services' },
    { code: '541611', title: 'Administrative Management and General Management Consulting Services' },
    { code: '541690', title: 'Other Scientific and Technical Consulting Services' },
  ],
  stats: [
    { id: 'on-time', value: 100, suffix: '%', label: 'On-time delivery' },
    { id: 'uptime', value: 99.5, suffix: '%', label: 'Infrastructure uptime' },
    { id: 'reliability', value: 99.9, suffix: '%', label: 'Critical system reliability' },
    { id: 'support', value: 24, suffix: '/7', label: 'Support coverage' },
    { id: 'automation', value: 100, suffix: '+', label: 'Automated processes' },
    { id: 'projects', value: 200, suffix: '+', label: 'Projects delivered' },
    { id: 'clients', value: 50, suffix: '+', label: 'Enterprise clients' },
    { id: 'satisfaction', value: 99, suffix: '%', label: 'Client satisfaction' },
  ] satisfies CompanyStat[],
} as const

export type CompanyStatId = (typeof companyProfile.stats)[number]['id']

/** A headline figure by id, for pages that show a few of them. */
export function getCompanyStat(id: CompanyStatId): CompanyStat {
  const stat = companyProfile.stats.find((candidate) => candidate.id === id)
  if (!stat) throw new Error(`Unknown company figure ${id}`)
  return stat
}

/** A headline figure as a card shows it ("99.5%"), under the card's own label or the figure's. */
export function statFigure(id: CompanyStatId, label?: string): { label: string; value: string } {
  const stat = getCompanyStat(id)
  return { label: label ?? stat.label, value: `${stat.prefix ?? ''}${stat.value}${stat.suffix}` }
}
