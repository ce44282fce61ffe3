import { actionLabels } from './labels.ts'
import { company } from './site.ts'

/** Kept apart from the pages' words so they stay small in every page's first load. */
export const headerLabels = {
  homeLink: `${company.name} home`,
  mainNav: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /** Follows a menu's name: "Services menu". */
  menuSuffix: 'menu',
  serviceCategories: 'Service categories',
  allServices: actionLabels.allServices,
  solutionsOverview: 'Solutions Overview',
  breadcrumb: 'Breadcrumb',
} as const

export const navLabels = {
  home: 'Home',
  about: 'About',
  services: 'Services',
  solutions: 'Solutions',
  contact: 'Contact',
  corporateCapability: 'Corporate Capability',
} as const

export const footerWords = {
  about:
    'A woman-owned small business delivering certified, mission-focused IT services to government, education and enterprise clients nationwide.',
  columns: { quickLinks: 'Quick Links', resources: 'Resources', solutions: 'Solutions', contact: 'Contact' },
  quickLinks: { home: 'Home', about: 'About Us', services: 'Services', contact: 'Contact Us' },
  resources: {
    contractVehicles: 'Contract Vehicles',
    certifications: 'Certifications',
    leadership: 'Leadership',
  },
  linkedIn: `${company.name} on LinkedIn`,
  rightsReserved: 'All rights reserved.',
  siteInformation: 'Site information',
} as const

export const errorViewWords = {
  title: 'Something went wrong',
  lead: 'This page could not be displayed. Reload to try again, or return to the home page.',
} as const

export const notFoundWords = { eyebrow: 'Error 404' } as const
