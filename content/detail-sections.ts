import { navLabels } from './chrome.ts'
import { actionLabels } from './labels.ts'
import type { SectionWords } from './schema.ts'

/** Headings that name the page are built here, so the sections receive finished words. */

const COUNT_WORDS: Record<number, string> = { 3: 'Three', 4: 'Four', 5: 'Five', 6: 'Six', 8: 'Eight' }
const countWord = (count: number) => COUNT_WORDS[count] ?? String(count)

export function getCategoryPageWords(name: string, counts: { steps?: number; reasons: number }) {
  return {
    crumbs: { home: navLabels.home, services: navLabels.services },
    actions: {
      requestConsultation: actionLabels.requestConsultation,
      allServices: actionLabels.allServices,
      corporateCapability: navLabels.corporateCapability,
    },
    statsTitle: `${name} in figures`,
    covers: { eyebrow: 'The practice', title: `What ${name} covers` },
    flipCardsLink: 'See our technology capabilities at a glance',
    services: { title: `${name} Services`, lead: 'Select a service to see what we deliver and how we work.' },
    companionsTitle: 'Also part of this practice',
    framework: { eyebrow: 'How we deliver', title: `Our ${countWord(counts.steps ?? 0)}-Step Framework` },
    reasons: {
      eyebrow: 'Why GlobalTekForce',
      title: counts.reasons === 8 ? `${countWord(8)} Reasons to Choose Us` : `Why Choose Us for ${name}`,
    },
    advantages: { eyebrow: 'What you gain', title: 'Key Advantages' },
    enquiryEyebrow: 'Contact us',
    cta: {
      title: `Talk to our ${name} team`,
      lead: 'Tell us about your program, system or deadline. A practice lead will respond within 24 hours.',
    },
    directContact: {
      title: 'Prefer to talk first?',
      lead: 'Call or e-mail our team directly. Every request, however it reaches us, gets a reply within 24 hours.',
    },
  } satisfies Record<string, SectionWords | string | Record<string, string>>
}
export type CategoryPageWords = ReturnType<typeof getCategoryPageWords>

export function getServicePageWords(name: string, categoryName?: string) {
  return {
    crumbs: { home: navLabels.home, services: navLabels.services },
    eyebrow: categoryName ?? 'Service',
    actions: {
      requestConsultation: actionLabels.requestConsultation,
      allInCategory: categoryName ? `All ${categoryName} services` : '',
    },
    overview: { title: 'Overview' },
    contexts: { title: 'Who we serve' },
    capabilities: { eyebrow: 'Capabilities', title: 'What we deliver' },
    approach: { eyebrow: 'Approach', title: 'How we work with you' },
    related: { title: 'Related services' },
    cta: {
      title: `Discuss ${name} with us`,
      lead: 'Tell us about your system, program or deadline. A practice lead will respond within 24 hours.',
    },
  } satisfies Record<string, SectionWords | string | Record<string, string>>
}
export type ServicePageWords = ReturnType<typeof getServicePageWords>

export function getSolutionPageWords(name: string) {
  return {
    crumbs: { home: navLabels.home, solutions: navLabels.solutions },
    actions: { requestDemo: actionLabels.requestDemo, allSolutions: 'All Solutions' },
    glance: { title: 'At a glance' },
    features: { title: 'Features' },
    problem: { eyebrow: 'The problem', title: 'What it solves' },
    how: { eyebrow: 'How it works', title: `How ${name} works` },
    outcomes: { eyebrow: 'Outcomes', title: 'What you can expect' },
    services: {
      title: 'The services behind it',
      lead: 'Each solution is delivered by the same practices that run these services for our clients.',
    },
    cta: {
      title: `See ${name} in action`,
      lead: 'We will walk through the solution with your own processes and systems in mind and respond within 24 hours.',
    },
  } satisfies Record<string, SectionWords | string | Record<string, string>>
}
export type SolutionPageWords = ReturnType<typeof getSolutionPageWords>

export const categoryEnquiryWords = {
  'digital-transformation': {
    messageLabel: 'Transformation Goals',
    title: 'Start Your Transformation',
    lead: 'Tell us which process, system or decision you want to improve. Our team will contact you within 24 hours.',
    heroActions: { getStarted: 'Get Started' },
  },
  'database-and-infrastructure-management': {
    messageLabel: 'Message',
    title: actionLabels.requestDemo,
    lead: 'Tell us about your databases and infrastructure. Our team will contact you within 24 hours to arrange a walkthrough.',
    heroActions: { exploreMore: 'Explore More', requestDemo: actionLabels.requestDemo },
  },
} as const
