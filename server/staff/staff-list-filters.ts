import { ENQUIRY_FORMS, type EnquiryForm } from '#contract/enquiry-rules.ts'
import { SHORT_FORM_SERVICES, serviceLabel } from '#contract/short-form-services.ts'
import type { StoredEnquiry } from '../enquiries/enquiry-repo.ts'
import { ENQUIRY_STATUSES, type EnquiryHandling, type EnquiryStatus } from '../enquiries/staff-store.ts'
import { STATUS_LABELS } from './staff-handling-routes.ts'
import { html, type SafeHtml } from './staff-html.ts'

export const SEARCH_MAX_LENGTH = 100

/** The owner filter's value for enquiries nobody has taken. */
export const NO_OWNER = 'nobody'

const FORM_LABELS: Record<EnquiryForm, string> = {
  consultation: 'Consultation request',
  short: 'Service page form',
}

/** What the list page and its API narrow the list by; every part that is set must hold. */
export interface ListFilters {
  q: string
  status: EnquiryStatus | null
  form: EnquiryForm | null
  service: string | null
  owner: string | null
  from: string | null
  to: string | null
}

export interface ParsedFilters {
  filters: ListFilters
  /** One sentence per value that was ignored because it was not valid. */
  problems: string[]
}

/** A calendar day as `<input type="date">` sends it; 2026-02-30 and 2026-13-01 are not days. */
const isDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value)
}

/** The services an enquiry can name, worded as the forms' pages are in the content. */
export const serviceOptions = (): { value: string; label: string }[] =>
  SHORT_FORM_SERVICES.map((value) => ({ value, label: serviceLabel(value) }))

/**
 * Reads the filters from a query string. A value that is not one of the choices is dropped and named in
 * `problems`, so the page can say so and the API can refuse it.
 */
export function parseListFilters(query: unknown, owners: readonly string[]): ParsedFilters {
  const raw = (query ?? {}) as Record<string, unknown>
  const problems: string[] = []
  const text = (name: string) => {
    const value = raw[name]
    if (typeof value === 'string') return value.trim()
    if (value !== undefined) problems.push(`Give the ${name} filter once; it was ignored.`)
    return ''
  }
  const choose = <T extends string>(name: string, allowed: readonly string[], what: string): T | null => {
    const value = text(name)
    if (value === '') return null
    if (allowed.includes(value)) return value as T
    problems.push(`Unknown ${what} "${value.slice(0, 40)}"; that filter was ignored.`)
    return null
  }
  const date = (name: string, what: string) => {
    const value = text(name)
    if (value === '') return null
    if (isDate(value)) return value
    problems.push(`The ${what} date "${value.slice(0, 40)}" is not a date (YYYY-MM-DD); it was ignored.`)
    return null
  }
  const filters: ListFilters = {
    q: text('q').slice(0, SEARCH_MAX_LENGTH),
    status: choose<EnquiryStatus>('status', ENQUIRY_STATUSES, 'status'),
    form: choose<EnquiryForm>('form', ENQUIRY_FORMS, 'form'),
    service: choose('service', SHORT_FORM_SERVICES, 'service'),
    owner: choose('owner', [NO_OWNER, ...owners], 'owner'),
    from: date('from', 'received from'),
    to: date('to', 'received to'),
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    problems.push('The received-from date is after the received-to date; the dates were ignored.')
    filters.from = null
    filters.to = null
  }
  return { filters, problems }
}

export const isFiltered = (filters: ListFilters): boolean => Object.values(filters).some(Boolean)

/** The reference, name, company, address or message holds the search text, whatever its case. */
const matchesSearch = (enquiry: StoredEnquiry, search: string) => {
  const needle = search.toLowerCase()
  return [enquiry.reference, enquiry.name, enquiry.company, enquiry.email, enquiry.message].some((value) =>
    value.toLowerCase().includes(needle),
  )
}

export function matchesFilters(
  { enquiry, handling }: { enquiry: StoredEnquiry; handling: EnquiryHandling },
  filters: ListFilters,
): boolean {
  const day = enquiry.createdAt.slice(0, 10)
  return (
    (!filters.q || matchesSearch(enquiry, filters.q)) &&
    (!filters.status || handling.status === filters.status) &&
    (!filters.form || enquiry.form === filters.form) &&
    (!filters.service || enquiry.service === filters.service) &&
    (!filters.owner || (handling.owner ?? NO_OWNER) === filters.owner) &&
    (!filters.from || day >= filters.from) &&
    (!filters.to || day <= filters.to)
  )
}

/** The filters as a query string (without `?`), so the live list asks for the same rows the page shows. */
export function filtersQuery(filters: ListFilters): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value)
  return params.toString()
}

const select = (
  name: string,
  labelText: string,
  current: string | null,
  options: readonly { value: string; label: string }[],
) => html`<p class="filter"><label for="${name}">${labelText}</label>
  <select id="${name}" name="${name}"><option value="">Any</option>${options.map(
    (option) =>
      html`<option value="${option.value}"${option.value === current ? html` selected` : ''}>${option.label}</option>`,
  )}</select></p>`

/** A plain GET form: it works without the script and every choice can be bookmarked. */
export function renderFilterForm(filters: ListFilters, owners: readonly string[]): SafeHtml {
  return html`<form method="get" action="/staff" role="search" class="filters" aria-label="Find and filter enquiries">
  <p class="filter filter-search"><label for="q">Search reference, name, organization, e-mail or message</label>
  <input id="q" name="q" type="search" value="${filters.q}" maxlength="${SEARCH_MAX_LENGTH}"></p>
  ${select(
    'status',
    'Status',
    filters.status,
    ENQUIRY_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
  )}
  ${select(
    'form',
    'Form',
    filters.form,
    ENQUIRY_FORMS.map((form) => ({ value: form, label: FORM_LABELS[form] })),
  )}
  ${select('service', 'Service', filters.service, serviceOptions())}
  ${select('owner', 'Owner', filters.owner, [
    { value: NO_OWNER, label: 'Nobody' },
    ...owners.map((owner) => ({ value: owner, label: owner })),
  ])}
  <p class="filter"><label for="from">Received from</label>
  <input id="from" name="from" type="date" value="${filters.from ?? ''}"></p>
  <p class="filter"><label for="to">Received to</label>
  <input id="to" name="to" type="date" value="${filters.to ?? ''}"></p>
  <p class="filter-actions"><button type="submit">Search</button>${isFiltered(filters) ? html` <a href="/staff">Clear filters</a>` : ''}</p>
</form>`
}
