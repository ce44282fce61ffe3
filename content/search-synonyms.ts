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

export const searchSynonyms: readonly SearchSynonym[] = [
  { acronym: 'A-123', meaning: 'internal control' },
  { acronym: 'IAA', meaning: 'interagency agreements' },
  { acronym: 'ITSM', meaning: 'information technology service management' },
  { acronym: 'SOC', meaning: 'security operations' },
  { acronym: 'IAM', meaning: 'identity access management' },
  { acronym: 'DR', meaning: 'disaster recovery' },
  { acronym: 'CI/CD', meaning: 'continuous integration' },
  { acronym: 'RPA', meaning: 'robotic process automation' },
  { acronym: 'ERP', meaning: 'enterprise resource planning' },
]
