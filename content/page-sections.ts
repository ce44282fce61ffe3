import { getCompanyStat } from './company-profile.ts'
import { actionLabels, statusLabels } from './labels.ts'
import type { IconKey, SectionWords } from './schema.ts'
import { company, credentials } from './site.ts'

/** The capability PDF reads the same values where it repeats a heading of /corporate-capability. */

const projectCount = getCompanyStat('projects').value

export const homeSections = {
  solutionsWeDeliver: {
    eyebrow: 'What we do',
    title: 'Solutions We Deliver',
    lead: 'Eight practice areas that keep government and enterprise finance, acquisition and technology running.',
  },
  deliveringExcellence: {
    eyebrow: 'Our record',
    title: 'Delivering Excellence',
    lead: `Results measured across more than ${projectCount} projects for federal, state, local, academic and commercial clients since ${company.foundingYear}.`,
  },
  solutions: {
    eyebrow: 'Productized solutions',
    title: 'Industry & Domain Solutions',
    lead: 'Proven tooling and the people who run it, ready to deploy for the problems our clients meet most often.',
  },
  whyChooseUs: {
    eyebrow: 'Why GlobalTekForce',
    title: 'Why Choose Us',
    lead: 'Twelve reasons agencies and enterprises keep choosing a small business with big-program discipline.',
  },
  contractVehicles: {
    eyebrow: 'How to buy',
    title: 'Contract Vehicles',
    lead: 'Buy our services quickly through established government-wide, agency and international vehicles. Open a vehicle for its details.',
  },
  certifications: {
    eyebrow: 'Proven processes',
    title: 'Certifications',
    lead: 'Independent appraisals and certifications behind every engagement we deliver.',
  },
  cta: {
    title: 'Ready to Strengthen Your Mission?',
    lead: 'Tell us what you need to deliver. A senior consultant will reply within 24 hours with a practical next step.',
  },
  clients: {
    eyebrow: 'Our clients',
    title: 'Trusted Partners and Clients We Serve Nationwide',
    lead: 'Federal departments, state and local governments and universities rely on our teams.',
  },
} as const satisfies Record<string, SectionWords>

/** Read by assistive technology. */
export const homeLabels = {
  newTab: statusLabels.opensInNewTab,
  certified: 'Certified',
  reasonsMotion: 'reasons',
  clientsMotion: 'client logos',
  clientRows: ['Clients, first row', 'Clients, second row'],
} as const

export const heroLabels = {
  home: { badges: 'Certifications' },
  about: { eyebrow: 'About us', badges: 'At a glance' },
  corporateCapability: { eyebrow: 'Capability statement', badges: 'Certifications' },
  contact: { eyebrow: 'Contact' },
  solutions: { eyebrow: 'Solutions' },
  services: { eyebrow: 'Services' },
  thankYou: { eyebrow: 'Request received' },
} as const

export const aboutLabels = {
  testimonials: 'What our clients say',
  clientsInFocus: 'Clients in focus',
  inFocus: 'In focus',
  clients: 'Clients',
  expertise: 'areas of expertise',
  connect: { before: 'Connect with', after: 'on LinkedIn' },
  newTab: statusLabels.opensInNewTab,
} as const

export const aboutSections = {
  missionAndVision: { title: 'Mission and Vision' },
  mission: { title: 'Our Mission' },
  vision: { title: 'Our Vision' },
  coreValues: {
    eyebrow: 'What guides us',
    title: 'Core Values',
    lead: 'Four commitments behind every engagement, each measured by the results our clients see.',
  },
  clients: {
    eyebrow: 'Who we serve',
    title: 'Organizations We Serve',
    lead: 'Federal departments and bureaus, state and local governments and universities. Choose a client to put it in focus.',
  },
  leadership: {
    eyebrow: 'Our people',
    title: 'Leadership',
    lead: 'Our leaders have run federal financial systems, acquisition programs and security operations themselves. They stay close to every engagement, so clients always have a senior decision-maker who knows their mission.',
  },
  cta: {
    title: 'Put an Experienced Team on Your Mission',
    lead: 'Talk with our leadership about your requirements, timeline and contract vehicle. We reply within 24 hours.',
  },
} as const satisfies Record<string, SectionWords>

export const capabilitySections = {
  whoWeAre: { eyebrow: 'Company overview', title: 'Who We Are' },
  vision: { title: 'Vision' },
  mission: { title: 'Mission' },
  values: { title: 'Our Values' },
  naics: { title: 'NAICS Codes' },
  services: {
    eyebrow: 'Core competencies',
    title: 'Our Eight Service Areas',
    lead: 'End-to-end delivery for finance, acquisition, technology and security programs.',
  },
  contractVehicles: {
    eyebrow: 'How to buy',
    title: 'Contract Vehicles',
    lead: 'Order our services through these established vehicles.',
  },
  contact: { eyebrow: 'Get in touch', title: 'Contact Information' },
  download: {
    eyebrow: 'For your files',
    title: 'Take the Capability Statement With You',
    lead: 'Three pages for your market research file: company overview, the eight service areas, contract vehicles, certifications, NAICS codes and contacts. Searchable, tagged for screen readers and printable.',
  },
} as const satisfies Record<string, SectionWords>

export const contactSections = {
  consultation: {
    title: actionLabels.requestConsultation,
    lead: 'Describe your requirements and timeline. Share a statement of work or requirements document if you have one, and we will come back with a practical approach, the right team and the contract vehicle that fits.',
  },
  details: { title: 'Contact Information' },
  trust: { title: 'Trust & Compliance' },
} as const satisfies Record<string, SectionWords>

export const contactTrustPoints = [
  { icon: 'badgeCheck', text: `${credentials.womanOwned}, SWaM certified by the Commonwealth of Virginia` },
  { icon: 'shieldCheck', text: 'CMMI Level 3 for services and development; ISO 9001:2015 and ISO 20000' },
  {
    icon: 'lock',
    text: 'ISO 27001:2013 information security: your enquiry and documents are handled under it',
  },
  { icon: 'clock', text: 'A senior consultant replies within 24 hours' },
] as const satisfies readonly { icon: IconKey; text: string }[]

export const solutionsSections = {
  list: {
    eyebrow: 'Ready to deploy',
    title: 'Our Solutions',
    lead: 'Each solution combines proven tooling with the people who run it, configured for your systems and your policies.',
  },
} as const satisfies Record<string, SectionWords>

export const servicesSections = {
  stats: { title: 'Our record in numbers' },
  areas: {
    eyebrow: 'Practice areas',
    title: 'Service Areas',
    lead: 'Eight practice areas, each staffed by specialists and delivered under the same certified processes. Choose one to see all of its services.',
  },
  certifications: {
    eyebrow: 'Certified delivery',
    title: 'Certifications Behind Every Service',
    lead: 'Independent appraisals of how we plan, build, secure and run the work.',
  },
  cta: {
    title: 'Find the Right Team for Your Requirement',
    lead: 'Tell us about your program and we will propose the practice areas, people and contract vehicle that fit it.',
  },
} as const satisfies Record<string, SectionWords>

export const thankYouSections = {
  hero: {
    title: 'Thank you! We will contact you within 24 hours.',
    lead: 'Your request is stored safely and our team has been notified. A consultant who knows your sector will reply, usually the same business day.',
  },
  sooner: { title: 'Need us sooner?' },
} as const satisfies Record<string, SectionWords>

export const thankYouWords = {
  seo: {
    title: `Request Received | ${company.name}`,
    description: `Your request reached the ${company.name} team. A consultant will contact you within 24 hours to discuss your requirements.`,
  },
  sooner: { call: 'Call', orEmail: 'or email', mention: "and mention your organization's name." },
} as const
