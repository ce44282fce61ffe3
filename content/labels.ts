import labels from './data/labels.json' with { type: 'json' }
import siteWords from './data/site-words.json' with { type: 'json' }
import type { Labels, SiteWords } from './site-words-data-file.ts'

/**
 * The words of links, buttons and status messages that more than one page, the capability PDF or the
 * e-mails use. Each is written once (content/data/labels.json, or site-words.json for those in every
 * page's first load), so a copy edit changes every place it appears.
 */
export const actionLabels: SiteWords['actions'] & Labels['actions'] = {
  ...siteWords.actions,
  ...labels.actions,
}

/** Short messages shown while something happens, and labels of generic controls. */
export const statusLabels: SiteWords['status'] & Labels['status'] = { ...siteWords.status, ...labels.status }
