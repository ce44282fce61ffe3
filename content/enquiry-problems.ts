import { company } from './site.ts'

/**
 * Words of the page a visitor without JavaScript sees when a form post is refused (server side:
 * server/routes/problem-page.ts). With JavaScript the forms show these problems in place instead.
 * The fields' names come from the enquiry contract (contract/enquiry-labels.ts).
 */
export const enquiryProblems = {
  eyebrow: 'Enquiry not sent',
  invalid: {
    title: 'Please check your enquiry',
    intro: 'Your enquiry was not sent because some of its fields need attention:',
  },
  rateLimited: {
    title: 'Please wait before sending again',
    intro: (minutes: number) =>
      `We have received several enquiries from your connection in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or contact us directly.`,
  },
  refused: {
    title: 'Your enquiry could not be sent',
    intro: 'Your enquiry was not sent. Please return to the form and try again, or contact us directly.',
  },
  busy: {
    title: 'We are receiving many documents right now',
    intro: 'Your enquiry was not sent. Please wait a few seconds and send it again, or contact us directly.',
  },
  crossSite: {
    title: 'Enquiries are accepted from this website only',
    intro: `Please use the form on ${company.origin.replace(/^https:\/\//, '')} to send us an enquiry, or contact us directly.`,
  },
  contactLine: `Email ${company.email} or call ${company.phone.display}; we reply within 24 hours.`,
  backToForm: 'Back to the form',
} as const
