/** The words of the search dialog and the search page (the header's and footer's are in search-button-labels.ts). */
export const searchLabels = {
  dialogTitle: 'Search the site',
  close: 'Close search',
  inputLabel: 'Search pages',
  placeholder: 'Service, solution or acronym, such as A-123',
  resultsLabel: 'Matching pages',
  loading: 'Loading search…',
  loadFailed: 'Search could not load. Check your connection and try again, or browse the site index.',
  prompt:
    'Type a service, solution or acronym. Use the arrow keys to move through the results and Enter to open one.',
  keyHints: [
    { keys: '↑ ↓', action: 'move' },
    { keys: 'Enter', action: 'open' },
    { keys: 'Esc', action: 'close' },
  ],
  seeAll: 'Show every result on the search page',
  searchPageSubmit: 'Search',
  siteIndexHeading: 'Site index',
  siteIndexLead: 'Every page of the site, grouped by section.',
} as const

/** "3 pages match “soc”", announced as results change. */
export function describeResultCount(count: number, query: string): string {
  if (count === 0) return `No pages match “${query}”. Try another word, or browse the site index.`
  return `${count} ${count === 1 ? 'page matches' : 'pages match'} “${query}”`
}
