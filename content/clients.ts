import about from './data/about.json' with { type: 'json' }
import data from './data/clients.json' with { type: 'json' }
import { publishedEntries } from './published-view.ts'
import type { Client } from './schema.ts'

/** Shown as our own typographic wordmarks unless a client has allowed its logo; agency seals are restricted. */
export const allClients = data.clients as readonly Client[]

export const clients: readonly Client[] = publishedEntries(allClients)

export const FIRST_LOGO_ROW_SIZE = 10

/** The About page's logo rotation (content/data/about.json) cycles through these, one step every 3 s. */
export const ROTATING_CLIENT_MARKS: readonly string[] = about.rotatingClientMarks

const { federal, stateAndLocal, higherEducation } = about.sectorSummaries
export const sectorSummaries: Record<Client['sector'], string> = {
  Federal: federal,
  'State and local': stateAndLocal,
  'Higher education': higherEducation,
}
