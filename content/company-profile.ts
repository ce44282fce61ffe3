import type { IconKey } from './schema.ts'

export interface CompanyValue {
  title: string
  description: string
  icon: IconKey
}

export interface CompanyStat {
  id: string
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

export function getCompanyStat(id: CompanyStatId): CompanyStat {
  const stat = companyProfile.stats.find((candidate) => candidate.id === id)
  if (!stat) throw new Error(`Unknown company figure ${id}`)
  return stat
}

export function statFigure(id: CompanyStatId, label?: string): { label: string; value: string } {
  const stat = getCompanyStat(id)
  return { label: label ?? stat.label, value: `${stat.prefix ?? ''}${stat.value}${stat.suffix}` }
}
