import words from './data/site-words.json' with { type: 'json' }

/** Kept apart from the full notice so the footer and forms, which ship to the browser, stay small. */
export const privacyLinkLabels = words.privacyLinks
