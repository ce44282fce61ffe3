import { EMAIL_PLACEHOLDERS } from '../email-data-file.ts'
import type { PAGE_IDS } from '../pages.ts'
import { PRIVACY_PLACEHOLDERS } from '../privacy-placeholders.ts'
import { idWords } from './shared.ts'
import type { FieldWords, ScreenWords, WordLabels } from './words.ts'

const KEEP_BRACES = `Words in braces are facts the site fills in; keep them: ${Object.keys(
  PRIVACY_PLACEHOLDERS,
)
  .map((name) => `{${name}}`)
  .join(', ')}.`

const paragraphs: FieldWords = { label: 'Paragraphs', item: 'Paragraph', description: KEEP_BRACES }
const dateWords = {
  iso: 'Date',
  display: { label: 'Date as shown', description: 'The same date in words, such as November 23, 2026.' },
}

export const privacy: ScreenWords = {
  label: 'Privacy notice',
  group: 'Policies',
  fields: {
    '.eyebrow': { label: 'Eyebrow', description: KEEP_BRACES },
    eyebrow: { label: 'Eyebrow', description: 'The short line above the heading.' },
    lastUpdated: { label: 'Last updated', description: 'Change the date whenever the notice changes.' },
    ...dateWords,
    label: 'Label',
    atAGlance: 'At a glance',
    heading: 'Heading',
    points: { label: 'Points', item: 'Point', description: KEEP_BRACES },
    id: idWords('who-we-are', 'Link name'),
    paragraphs,
    whoWeAre: 'Who we are',
    contactLabels: 'Contact labels',
    address: 'Address label',
    phone: 'Phone label',
    email: 'E-mail label',
    collection: 'What we collect',
    lead: { label: 'Lead', multiline: true },
    forms: 'Forms',
    'forms.name': 'Form',
    where: 'Where it is',
    fields: { label: 'Fields', item: 'Field' },
    purpose: { label: 'Purpose', item: 'Paragraph' },
    storage: 'Where it is kept',
    periods: { label: 'Retention periods', item: 'Period' },
    value: { label: 'Value', description: KEEP_BRACES },
    detail: { label: 'Detail', multiline: true },
    recipients: 'Who receives it',
    items: { label: 'Recipients', item: 'Recipient' },
    acknowledgement: 'The acknowledgement e-mail',
    rights: 'Your choices',
    contactLead: 'Before the contact details',
    steps: { label: 'How a request is handled', item: 'Paragraph', description: KEEP_BRACES },
    cookies: 'Cookies',
    changes: 'Changes to this notice',
  },
}

export const accessibility: ScreenWords = {
  label: 'Accessibility statement',
  group: 'Policies',
  fields: {
    eyebrow: { label: 'Eyebrow', description: 'The short line above the page title.' },
    reviewed: { label: 'Last reviewed', description: 'Change the date whenever the statement is reviewed.' },
    ...dateWords,
    'reviewed.lead': 'Before the date',
    sections: { label: 'Sections', description: 'In the order shown on the page.', itemLabel: 'heading' },
    id: idWords('known-limitations', 'Link name'),
    heading: 'Heading',
    paragraphs: { label: 'Paragraphs', item: 'Paragraph' },
    items: {
      label: 'List',
      item: 'Point',
      description: 'Optional: labeled points shown after the paragraphs.',
    },
    label: 'Label',
    detail: { label: 'Detail', multiline: true },
    report: 'Report a barrier',
    'report.id': idWords('report-a-barrier', 'Link name'),
    'report.lead': { label: 'Lead', multiline: true },
    emailLabel: 'E-mail label',
    phoneLabel: 'Phone label',
    responsePromise: { label: 'Response promise', multiline: true },
  },
}

export const capabilityPdf: ScreenWords = {
  label: 'Capability statement PDF headings',
  group: 'Capability statement',
  fields: {
    documentTitle: {
      label: 'Document title',
      description: 'The PDF’s title, shown by PDF readers and in the window title.',
    },
    footerTitle: { label: 'Footer title', description: 'At the foot of every page.' },
    buyThrough: 'Contract vehicles heading',
    atAGlance: 'Summary box heading',
    performance: 'Performance figures heading',
    certifiedProcesses: 'Certifications heading',
    serviceAreas: 'Services heading',
    certificationsEyebrow: 'Line above the certifications heading',
    naicsEyebrow: 'Line above the NAICS codes heading',
    contactHeading: 'Contact heading',
    linkedInLabel: 'LinkedIn link text',
    keyServices: 'Label above each service area’s services',
    pageNumber: {
      label: 'Page number',
      description:
        'At the foot of every page: {page} is filled in with the page’s number, {pages} with the count.',
    },
    phoneLinkDescription: {
      label: 'Phone link, for screen readers',
      description: 'What a screen reader says for the contact links; {companyName} is filled in.',
    },
    emailLinkDescription: 'E-mail link, for screen readers',
    websiteLinkDescription: 'Website link, for screen readers',
    linkedInLinkDescription: 'LinkedIn link, for screen readers',
  },
}

const EMAIL_LABELS: Record<keyof typeof EMAIL_PLACEHOLDERS, Record<string, string>> = {
  acknowledgement: {
    subject: 'Subject',
    greeting: 'Greeting',
    received: 'Confirmation',
    reference: 'Reference line',
    fieldsHeading: 'Before the names of the fields sent',
    documentLine: 'Attached document, in that list',
    notYou: 'If you did not send this',
    privacy: 'Privacy line',
  },
  sales: {
    consultationSubject: 'Subject of a consultation request',
    shortSubject: 'Subject of a short enquiry',
    consultationArrived: 'First line of a consultation request',
    shortArrived: 'First line of a short enquiry',
    promise: 'Reply promise',
    received: 'Label: received',
    reference: 'Label: reference',
    enquiryId: 'Label: enquiry ID',
    openInInbox: 'Link to the enquiry in the staff inbox',
    attachedDocument: 'Document line',
    noDocument: 'No document line',
  },
}

/** Each line says which words in braces it must keep, from the list the gate checks. */
const templateWords: WordLabels = Object.fromEntries(
  Object.entries(EMAIL_PLACEHOLDERS).flatMap(([group, lines]) =>
    Object.entries(lines).map(([key, required]: [string, readonly string[]]) => {
      const label = EMAIL_LABELS[group as keyof typeof EMAIL_PLACEHOLDERS][key] ?? key
      const keep = required.map((name) => `{${name}}`).join(', ')
      return [
        `${group}.${key}`,
        {
          label,
          multiline: label.length > 30,
          description: keep ? `Keep ${keep}: the e-mail puts its value there.` : undefined,
        },
      ]
    }),
  ),
)

export const emails: ScreenWords = {
  label: 'E-mails',
  group: 'E-mails',
  fields: {
    acknowledgement: {
      label: 'Acknowledgement to the visitor',
      description: 'Sent to whoever sends an enquiry. {companyName} may be used anywhere.',
    },
    sales: { label: 'Enquiry to the sales team', description: 'Sent to the sales inbox for every enquiry.' },
    ...templateWords,
  },
}

const PAGE_NAMES: Record<(typeof PAGE_IDS)[number], string> = {
  home: 'Home',
  about: 'About',
  services: 'Services',
  solutions: 'Solutions',
  contact: 'Contact',
  corporateCapability: 'Corporate Capability',
  flipCards: 'Capabilities (flip cards)',
  privacy: 'Privacy Notice',
  accessibility: 'Accessibility',
  search: 'Search',
}

const introWords: WordLabels = {
  title: { label: 'Page title', description: 'The main heading at the top of the page.' },
  intro: { label: 'Opening paragraph', multiline: true },
}

export const pages: ScreenWords = {
  label: 'Page titles and openings',
  group: 'Pages',
  fields: { ...PAGE_NAMES, ...introWords },
}

export const notFoundPage: ScreenWords = { label: 'Page not found', group: 'Pages', fields: introWords }

const sitePath = (label: string, example: string, description: string): FieldWords => ({
  label,
  description: `${description} Such as ${example}.`,
  patternWords: 'An address on this site: it starts with "/", with no spaces, "?", "#", "%" or final "/".',
})

/** Editable by hand for GitHub mode, where no save hook records a changed address. */
export const redirects: ScreenWords = {
  label: 'Redirects from old addresses',
  group: 'Pages',
  fields: {
    redirects: {
      label: 'Redirects',
      description:
        'Each old address sends visitors and search engines on to a page, permanently. The local editor adds one when you change a web address.',
    },
    from: sitePath('Old address', '/services/old-name', 'The address that no longer has a page.'),
    to: sitePath('New address', '/services/new-name', 'The page visitors should land on.'),
  },
}
