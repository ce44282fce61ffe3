import data from './data/enquiry-problem-page.json' with { type: 'json' }
import type { EnquiryProblemPage } from './enquiry-words-data-file.ts'
import { company } from './site.ts'

const words: EnquiryProblemPage = data

// Words of the no-JavaScript page for a refused form post (server/routes/problem-page.ts).
export const enquiryProblems = {
  ...words,
  rateLimited: {
    title: words.rateLimited.title,
    intro: (minutes: number) =>
      minutes === 1
        ? words.rateLimited.introOneMinute
        : words.rateLimited.introMinutes.replace('{minutes}', String(minutes)),
  },
  crossSite: {
    ...words.crossSite,
    intro: words.crossSite.intro.replace('{website}', company.origin.replace(/^https:\/\//, '')),
  },
  contactLine: words.contactLine.replace('{email}', company.email).replace('{phone}', company.phone.display),
} as const
