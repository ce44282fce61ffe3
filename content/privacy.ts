import { privacyLinkLabels } from './privacy-link.ts'
import type { DataHandling, PrivacyNotice } from './schema.ts'
import { company } from './site.ts'

/** The Privacy Notice and the server defaults both read these, so the page and system cannot drift apart. */
export const dataHandling = {
  enquiryRetentionDays: 365,
  documentRetentionDays: 90,
  /** Per address per hour, so the forms cannot flood a stranger. */
  acknowledgementsPerAddressPerHour: 1,
  privacyRequestResponseDays: 30,
} as const satisfies DataHandling

export const ENQUIRY_REFERENCE_EXAMPLE = 'GTF-2026-000123'

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`
const perHour = (count: number) => (count === 1 ? 'one acknowledgement' : `${count} acknowledgements`)

const {
  enquiryRetentionDays,
  documentRetentionDays,
  acknowledgementsPerAddressPerHour,
  privacyRequestResponseDays,
} = dataHandling

export const privacyNotice = {
  eyebrow: privacyLinkLabels.footer,
  lastUpdated: { iso: '2026-11-23', display: 'November 23, 2026', label: 'Last updated' },
  atAGlance: {
    heading: 'At a glance',
    points: [
      'No cookies, analytics or tracking on this site',
      `Enquiries deleted after ${days(enquiryRetentionDays)}, documents after ${days(documentRetentionDays)}`,
      'Never sold, never added to a marketing list',
      `A copy or deletion on request, answered within ${days(privacyRequestResponseDays)}`,
    ],
  },
  whoWeAre: {
    id: 'who-we-are',
    eyebrow: 'Who we are',
    heading: 'Who is responsible for your information',
    paragraphs: [
      `${company.legalName} (“${company.name}”, “we”) runs this website and decides how the information you send through it is used. Questions about this notice, or about anything we hold about you, reach us here:`,
    ],
    contactLabels: { address: 'Post', phone: 'Phone', email: 'E-mail' },
  },
  collection: {
    id: 'what-we-collect',
    eyebrow: 'What we collect',
    heading: 'What each form collects, and why',
    lead: 'We collect only what you type into one of our two forms. Browsing the site asks for nothing.',
    forms: [
      {
        name: 'Service page enquiry form',
        where: 'On the Digital Transformation and the Database and Infrastructure Management pages.',
        fields: [
          'Full name',
          'E-mail address',
          'Phone number (optional)',
          'Company or organization (optional)',
          'Your message',
          'Which of the two pages you sent it from',
        ],
      },
      {
        name: 'Consultation request form',
        where: 'On the Contact page.',
        fields: [
          'First and last name',
          'E-mail address',
          'Phone number',
          'Organization',
          'Title or role (optional)',
          'Project type (optional)',
          'Your requirements',
          'A supporting document (optional): PDF, DOC or DOCX, up to 10 MB',
        ],
      },
    ],
    purpose: [
      'We use what you send for one purpose: to answer your enquiry, which we promise to do within 24 hours, and, if you ask for one, to prepare a proposal. We do not add you to a mailing list, send you marketing you did not ask for, or sell, rent or trade your information.',
      'Please leave out anything we do not need to answer you, such as Social Security numbers, financial account details or health information, from your message and from any document you attach.',
      'Like every web server, ours notes each request it answers (the page asked for, the time and the network address it came from) in its operating log. We use that log only to keep the site working and to stop abuse such as floods of automated submissions, never to profile visitors.',
    ],
  },
  storage: {
    id: 'storage-and-retention',
    eyebrow: 'Where it is kept',
    heading: 'Where your information is kept, and for how long',
    paragraphs: [
      "What you send is stored in the firm's own database on the server that runs this website. A document you attach is checked to be a genuine PDF or Word file before it is accepted, and is stored with your enquiry.",
      'Nothing is kept forever. The server deletes old enquiries on a schedule, with nobody needing to remember:',
    ],
    periods: [
      {
        label: 'Enquiries',
        value: days(enquiryRetentionDays),
        detail:
          'Your enquiry, its reference and the record of its delivery are deleted this long after you send it.',
      },
      {
        label: 'Documents',
        value: days(documentRetentionDays),
        detail: 'An attached document is deleted sooner, this long after you send it.',
      },
    ],
  },
  recipients: {
    id: 'recipients',
    eyebrow: 'Who receives it',
    heading: 'Who receives your enquiry',
    items: [
      {
        label: 'Our sales team',
        detail:
          "Each enquiry is e-mailed to the sales team's inbox, through the firm's e-mail service, so a consultant can answer you.",
      },
      {
        label: 'Our customer records or team chat, when connected',
        detail:
          'When the firm connects its customer relationship management (CRM) system or team chat, the site also sends each enquiry there, signed so the receiver can tell it came from us. It carries the text you typed and a description of any document (its name, type, size and a checksum), never the document itself.',
      },
      {
        label: 'Nobody else',
        detail:
          'We do not sell, rent or share your information with anyone for their own use, and disclose it to others only when the law requires us to.',
      },
    ],
  },
  acknowledgement: {
    id: 'acknowledgement',
    eyebrow: 'Your receipt',
    heading: 'The acknowledgement e-mail',
    paragraphs: [
      `When you send a form, we e-mail the address you gave an acknowledgement: your enquiry's reference number (it looks like ${ENQUIRY_REFERENCE_EXAMPLE}) and a copy of what you sent, without the document. Quote the reference whenever you contact us about the enquiry.`,
      `Because anyone can type any address into a form, one address receives at most ${perHour(acknowledgementsPerAddressPerHour)} an hour, however many forms name it, and submissions our checks flag as automated receive none. If an acknowledgement reaches you for an enquiry you did not send, tell us and we will delete it.`,
    ],
  },
  rights: {
    id: 'your-choices',
    eyebrow: 'Your choices',
    heading: 'A copy of your information, or its deletion',
    paragraphs: [
      'You can ask us at any time for a copy of everything we hold about you, or ask us to delete it before it would be deleted automatically.',
    ],
    contactLead: 'Ask us by:',
    steps: [
      'To make sure we give information only to the person it belongs to, we confirm each request by asking you to reply from the e-mail address you used in the form.',
      `We answer every request within ${days(privacyRequestResponseDays)}. A deletion removes your enquiry, any document and anything still waiting to be delivered.`,
    ],
    contactLabels: { phone: 'Phone', email: 'E-mail' },
  },
  cookies: {
    id: 'cookies',
    eyebrow: 'Cookies',
    heading: 'Cookies and tracking',
    paragraphs: [
      'This site sets no cookies. It uses no analytics, advertising or tracking services, and loads nothing from anyone else: its fonts, images and scripts all come from its own server, so visiting it tells no third party that you did.',
      'One note that is not a cookie: if we update the site while you have a page open, your browser records the time in its session storage so the page reloads only once. It holds nothing about you and is cleared when you close the tab.',
    ],
  },
  changes: {
    id: 'changes',
    eyebrow: 'Changes',
    heading: 'Changes to this notice',
    paragraphs: [
      'When we change how the site handles information, we update this notice before the change takes effect and change the date below.',
    ],
  },
} satisfies PrivacyNotice
