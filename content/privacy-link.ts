/**
 * The words of the links to the Privacy Notice, kept apart from its full text (content/privacy.ts) so
 * the footer and the forms, which ship to the browser, carry only these few words.
 */
export const privacyLinkLabels = {
  /** Under each enquiry form, where the question is what happens to what was just typed. */
  underForms: 'How we use your information',
  /** In the footer's bottom bar, beside the copyright line. */
  footer: 'Privacy Notice',
} as const
