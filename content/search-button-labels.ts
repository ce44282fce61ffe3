import words from './data/site-words.json' with { type: 'json' }

/** Kept apart from the dialog's words so every page's first load stays small. */
export const searchButtonLabel: string = words.searchButton
/** The dialog also opens with Ctrl+K or Command+K. */
export const searchShortcutLabel = '/'

export const footerSiteLinkLabels = words.footerSiteLinks
