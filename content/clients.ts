import data from './data/clients.json' with { type: 'json' }
import type { Client } from './schema.ts'

/**
 * Organizations the firm has served, in the order of content/data/clients.json (checked by
 * scripts/check-content.ts before every build), shown as typographic wordmarks of our own design:
 * agency seals and logos are not used, because their use is restricted. The first ten form the home
 * page's first logo row and the other nine the second.
 */
export const clients = data.clients as readonly Client[]

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
