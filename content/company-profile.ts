import type { CompanyStatId } from './company-stat-ids.ts'
import data from './data/company-profile.json' with { type: 'json' }
import type { IconKey } from './schema.ts'

export type { CompanyStatId }

export interface CompanyValue {
  title: string
  description: string
  icon: IconKey
}

export interface CompanyStat {
  id: CompanyStatId
  value: number
  prefix?: string
  suffix: string
  label: string
}

/** content/data/company-profile.json, checked by scripts/build-steps/check-content.ts. */
export const companyProfile = data as {
  vision: string
  mission: string
  values: readonly CompanyValue[]
  naicsCodes: readonly { code: string; title: string }[]
  stats: readonly CompanyStat[]
}

export function getCompanyStat(id: CompanyStatId): CompanyStat {
  const stat = companyProfile.stats.find((candidate) => candidate.id === id)
  if (!stat) throw new Error(`Unknown company figure ${id}`)
  return stat
}

export function statFigure(id: CompanyStatId, label?: string): { label: string; value: string } {
  const stat = getCompanyStat(id)
  return { label: label ?? stat.label, value: `${stat.prefix ?? ''}${stat.value}${stat.suffix}` }
}
