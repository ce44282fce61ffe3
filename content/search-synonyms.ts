/** Compared without punctuation or case, so "A-123" and "a123" are one acronym. */
export interface SearchSynonym {
  acronym: string
  /** A page must hold all of them to match. */
  meaning: string
}

const meanings: Record<string, string> = {
  'A-123': 'internal control',
  IAA: 'interagency agreements',
  ITSM: 'information technology service management',
  SOC: 'security operations',
  IAM: 'identity access management',
  DR: 'disaster recovery',
  'CI/CD': 'continuous integration',
  RPA: 'robotic process automation',
  ERP: 'enterprise resource planning',
}

export const searchSynonyms: readonly SearchSynonym[] = Object.entries(meanings).map(
  ([acronym, meaning]) => ({ acronym, meaning }),
)
