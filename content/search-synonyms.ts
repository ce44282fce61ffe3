/**
 * Acronyms federal buyers type, each mapped to the words the site's pages use for the same thing.
 * A query holding an acronym also finds pages that spell it out. `acronym` is compared without
 * punctuation or case, so "A-123", "a123" and "A123" are one acronym, as are "CI/CD" and "cicd".
 */
export interface SearchSynonym {
  acronym: string
  /** Words that appear in the content; a page must hold all of them to match. */
  meaning: string
}

/** Each acronym and what the pages call it. */
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
