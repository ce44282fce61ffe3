/** The checks it lists are the ones the test suite runs on every change. */

export interface StatementSection {
  id: string
  heading: string
  paragraphs: readonly string[]
  items?: readonly { label: string; detail: string }[]
}

export const BARRIER_RESPONSE_TIME = 'two business days'

export const accessibilityStatement = {
  eyebrow: 'Section 508 · WCAG 2.2 AA',
  reviewed: { iso: '2026-11-23', display: 'November 23, 2026', lead: 'This statement was last reviewed on' },
  sections: [
    {
      id: 'standard',
      heading: 'The standard this site meets',
      paragraphs: [
        'This website is designed and tested to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at Level AA. The Revised Section 508 Standards for federal information and communication technology adopt WCAG Level AA success criteria, so a site that conforms to WCAG 2.2 AA also meets the Section 508 requirements for web content.',
        'Every page works with a keyboard alone, shows where keyboard focus is, keeps its content readable when zoomed to 400 percent or viewed 320 pixels wide, honours the reduced-motion setting of your device, and stays usable in Windows high-contrast (forced colors) mode.',
      ],
    },
    {
      id: 'testing',
      heading: 'How we test it',
      paragraphs: [
        'Accessibility checks run with every change to the site, on the production build served the way visitors receive it. A change that fails any of them is not released. The checks are:',
      ],
      items: [
        {
          label: 'Automated WCAG 2.2 AA scan',
          detail:
            'axe-core checks every page at a desktop width (1280 pixels) and a phone width (390 pixels), and again with the menus, accordions, form errors, notifications, flip cards and the search dialog open.',
        },
        {
          label: 'Keyboard journeys',
          detail:
            'The navigation menus, the mobile menu, the home carousel, the contract vehicles accordion, the flip cards, the consultation form and site search are operated by keyboard alone; at every stop focus must be visible and not hidden under the fixed header, and Escape must return focus to where it came from.',
        },
        {
          label: 'Reflow and zoom',
          detail:
            'Every page is checked at 320 pixels wide and at 200 percent zoom for content that would force sideways scrolling.',
        },
        {
          label: 'Target size',
          detail: 'Every control on every page is checked to be at least 24 by 24 pixels on a phone.',
        },
        {
          label: 'Forced colors',
          detail:
            'Every control is checked to keep a visible edge or text, and selected items to stay distinguishable, in high-contrast mode.',
        },
        {
          label: 'Valid HTML',
          detail:
            'Every page passes the W3C Nu Html Checker, so assistive technologies receive well-formed markup.',
        },
        {
          label: 'Color contrast',
          detail:
            'Every text and background pairing of the site palette is checked to reach a contrast ratio of at least 4.5 to 1.',
        },
      ],
    },
    {
      id: 'capability-statement',
      heading: 'The capability statement PDF',
      paragraphs: [
        'The downloadable capability statement is a tagged PDF made from the same content as the website. Its text is real text that can be searched, copied, enlarged and read aloud; it has a document title and language, headings, lists, and links that describe where they go, with decoration marked so screen readers skip it.',
        'Everything in the PDF is also on the Corporate Capability page of this site as ordinary web content.',
      ],
    },
    {
      id: 'limitations',
      heading: 'Known limitations',
      paragraphs: [
        'The capability statement PDF has not yet been validated with a dedicated PDF/UA checker; we check its structure, language, title, fonts and link tagging ourselves. If any part of it does not work for you, the Corporate Capability page holds the same information, or we will send it in another format.',
        'Our company profile on LinkedIn is a third-party site whose accessibility we do not control.',
      ],
    },
    {
      id: 'more-than-one-way',
      heading: 'More than one way to every page',
      paragraphs: [
        'Every page can be reached from the main navigation, from site search (press the slash key, or Ctrl+K or Command+K, on any page) and from the site index on the search page, which works without JavaScript.',
      ],
    },
  ],
  report: {
    id: 'report-a-barrier',
    heading: 'Report a barrier',
    lead: 'If something on this site is hard or impossible for you to use, please tell us. Say which page, what you were trying to do and, if you can, the browser and assistive technology you use.',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    responsePromise: `We reply within ${BARRIER_RESPONSE_TIME} and, while we fix the problem, give you the information you need in a format that works for you.`,
  },
} as const satisfies {
  eyebrow: string
  reviewed: { iso: string; display: string; lead: string }
  sections: readonly StatementSection[]
  report: {
    id: string
    heading: string
    lead: string
    emailLabel: string
    phoneLabel: string
    responsePromise: string
  }
}
