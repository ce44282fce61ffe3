import { DOCUMENT_FIELD, enquiryFields } from '#contract/enquiry-fields.ts'
import type { StoredEnquiry } from './enquiry-repo.ts'

/** The columns of `npm run enquiries -- export --format csv` and the inbox's export, in this order. */
const CSV_COLUMNS: [string, (enquiry: StoredEnquiry) => string][] = [
  ['id', (e) => e.id],
  ['created_at', (e) => e.createdAt],
  ...enquiryFields.map((field): [string, (enquiry: StoredEnquiry) => string] => [
    field.csv,
    (e) => field.codec.toStored(e[field.name]) ?? '',
  ]),
  [DOCUMENT_FIELD.csv, (e) => e.document?.originalName ?? ''],
  ['notification', (e) => e.notification.status],
]

/** Escapes terminal control and bidirectional characters: stored text is the visitor's and is never printed raw. */
const TERMINAL_UNSAFE = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u2028\u2029\u200E\u200F\u061C]/gu

export function escapeForTerminal(text: string, { keep = '' } = {}): string {
  return text.replace(TERMINAL_UNSAFE, (char) => {
    if (keep.includes(char)) return char
    const code = char.codePointAt(0) ?? 0
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`
  })
}

// Formula injection (CWE-1236): a cell opening with = + - @ runs as a formula; quoting stops neither that nor
// a ';' locale split (`ACME;=1+1`), so an apostrophe leads every formula-led stretch.
const FORMULA_AFTER_SPLIT = /([,;\t|\r\n])(?=[\s"\p{Cc}\p{Cf}]*[=+\-@])/gu
/** OWASP lists a leading tab or carriage return too: some importers drop it and read what follows. */
const FORMULA_AT_START = /^(?:[\s"\p{Cc}\p{Cf}]*[=+\-@]|[\t\r\n])/u

/** Every cell quoted (RFC 4180, quotes doubled), formulas disarmed, control characters shown as escapes. */
export function csvCell(value: string): string {
  const split = value.replace(FORMULA_AFTER_SPLIT, "$1'")
  const disarmed = FORMULA_AT_START.test(split) ? `'${split}` : split
  const visible = escapeForTerminal(disarmed, { keep: '\t\r\n' })
  return `"${visible.replaceAll('"', '""')}"`
}

export function toCsv(enquiries: StoredEnquiry[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => csvCell(name)).join(',')]
  for (const enquiry of enquiries) lines.push(CSV_COLUMNS.map(([, read]) => csvCell(read(enquiry))).join(','))
  return `${lines.join('\r\n')}\r\n`
}
