import data from './data/clients.json' with { type: 'json' }
import type { Client } from './schema.ts'

/** Shown as our own typographic wordmarks unless a client has allowed its logo; agency seals are restricted. */
export const clients = data.clients as readonly Client[]

export const FIRST_LOGO_ROW_SIZE = 10

/** The About page's logo rotation cycles through eight, one step every 3 s. */
export const ROTATING_CLIENT_MARKS = ['USDA', 'FAA', 'VA', 'BFS', 'NIH', 'VA.GOV', 'FCG', 'GMU'] as const

export const sectorSummaries: Record<Client['sector'], string> = {
  Federal: 'Financial management, grants, ERP and cybersecurity for departments, bureaus and their programs.',
  'State and local': 'Finance, grants and service operations for state, county and city governments.',
  'Higher education': 'ERP, research administration and IT service management for universities.',
}
