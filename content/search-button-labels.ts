/**
 * The few words of search that every page's first load carries: the header button and the footer's
 * links. The dialog's and the search page's words (search-labels.ts) load with those.
 */
export const searchButtonLabel = 'Search'
/** Shown on the header button; the dialog also opens with Ctrl+K or Command+K. */
export const searchShortcutLabel = '/'

/** The links beside the footer's copyright line. */
export const footerSiteLinkLabels = { accessibility: 'Accessibility', siteIndex: 'Site Index' } as const
