/** Kept apart from the full notice so the footer and forms, which ship to the browser, stay small. */
export const privacyLinkLabels = {
  underForms: 'How we use your information',
  footer: 'Privacy Notice',
} as const
