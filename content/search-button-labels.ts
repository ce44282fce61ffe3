/** Kept apart from the dialog's words so every page's first load stays small. */
export const searchButtonLabel = 'Search'
/** The dialog also opens with Ctrl+K or Command+K. */
export const searchShortcutLabel = '/'

export const footerSiteLinkLabels = { accessibility: 'Accessibility', siteIndex: 'Site Index' } as const
