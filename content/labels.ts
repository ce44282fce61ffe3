import labels from './data/labels.json' with { type: 'json' }
import siteWords from './data/site-words.json' with { type: 'json' }
import type { Labels, SiteWords } from './site-words-data-file.ts'

// Words shared by several places, written once so a copy edit reaches every one.
export const actionLabels: SiteWords['actions'] & Labels['actions'] = {
  ...siteWords.actions,
  ...labels.actions,
}

/** Short messages shown while something happens, and labels of generic controls. */
export const statusLabels: SiteWords['status'] & Labels['status'] = { ...siteWords.status, ...labels.status }
