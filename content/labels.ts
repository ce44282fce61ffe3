import data from './data/site-words.json' with { type: 'json' }
import type { SiteWords } from './site-words-data-file.ts'

/**
 * The words of links, buttons and status messages that more than one page, the capability PDF or the
 * e-mails use (content/data/site-words.json). Each is written once, so a copy edit changes every place it appears.
 */
export const actionLabels: SiteWords['actions'] = data.actions

/** Short messages shown while something happens, and labels of generic controls. */
export const statusLabels: SiteWords['status'] = data.status
