import type { Client } from './schema.ts'

/**
 * Organizations the firm has served, shown as typographic wordmarks of our own design: agency seals
 * and logos are not used, because their use is restricted. The first ten form the home page's first
 * logo row and the other nine the second.
 */
export const clients = [
  { name: 'U.S. Department of Agriculture', mark: 'USDA', sector: 'Federal' },
  { name: 'U.S. Department of Transportation', mark: 'DOT', sector: 'Federal' },
  { name: 'Federal Aviation Administration', mark: 'FAA', sector: 'Federal' },
  { name: 'U.S. Department of Labor', mark: 'DOL', sector: 'Federal' },
  { name: 'U.S. Department of Housing and Urban Development', mark: 'HUD', sector: 'Federal' },
  { name: 'U.S. Department of Education', mark: 'ED', sector: 'Federal' },
  { name: 'U.S. Department of Veterans Affairs', mark: 'VA', sector: 'Federal' },
  { name: 'Bureau of the Fiscal Service', mark: 'BFS', sector: 'Federal' },
  { name: 'U.S. Small Business Administration', mark: 'SBA', sector: 'Federal' },
  { name: 'National Institutes of Health', mark: 'NIH', sector: 'Federal' },
  { name: 'U.S. Department of Energy', mark: 'DOE', sector: 'Federal' },
  { name: 'U.S. Patent and Trademark Office', mark: 'USPTO', sector: 'Federal' },
  { name: 'Commonwealth of Virginia', mark: 'VA.GOV', sector: 'State and local' },
  { name: 'State of Maryland', mark: 'MD', sector: 'State and local' },
  { name: 'District of Columbia Government', mark: 'DC', sector: 'State and local' },
  { name: 'Fairfax County Government', mark: 'FCG', sector: 'State and local' },
  { name: 'George Mason University', mark: 'GMU', sector: 'Higher education' },
  { name: 'Virginia Tech', mark: 'VT', sector: 'Higher education' },
  { name: 'University of Maryland', mark: 'UMD', sector: 'Higher education' },
] as const satisfies readonly Client[]

/** Logos in the home page's first scrolling row; the rest form the second, reversed row. */
export const FIRST_LOGO_ROW_SIZE = 10

/**
 * The eight clients of the About page's logo rotation, across all three sectors. The specification
 * (section 4) has a logo index that cycles through eight, one step every 3 s.
 */
export const ROTATING_CLIENT_MARKS = ['USDA', 'FAA', 'VA', 'BFS', 'NIH', 'VA.GOV', 'FCG', 'GMU'] as const

/** What the firm does for each sector, shown beside the client in focus. */
export const sectorSummaries: Record<Client['sector'], string> = {
  Federal: 'Financial management, grants, ERP and cybersecurity for departments, bureaus and their programs.',
  'State and local': 'Finance, grants and service operations for state, county and city governments.',
  'Higher education': 'ERP, research administration and IT service management for universities.',
}
