import { MESSAGES } from '#contract/enquiry-rules.ts'
import type { DocumentKind, RefusalReason } from './documents/verdict.ts'

export { checkDocument } from './documents/check.ts'
export type { DocumentKind, DocumentVerdict, RefusalReason } from './documents/verdict.ts'

export const MEDIA_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** What the form shows under the document field when the server refuses a document. */
export const REFUSAL_MESSAGES: Record<RefusalReason, string> = {
  not_this_kind: MESSAGES.documentType,
  active_content: MESSAGES.documentActiveContent,
  unverifiable: MESSAGES.documentUnverifiable,
}

export function claimedKind(filename: string): DocumentKind | null {
  const match = /\.(pdf|docx?)$/i.exec(filename)
  return match?.[1] ? (match[1].toLowerCase() as DocumentKind) : null
}

/** No directories or control characters, nothing that could break a header or a path; metadata only. */
export function sanitizeFilename(filename: string, kind: DocumentKind): string {
  const base = filename.split(/[/\\]/).pop() ?? ''
  const cleaned = base
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .slice(0, 120)
    .trim()
  const stem = cleaned.replace(/\.(pdf|docx?)$/i, '') || 'document'
  return `${stem}.${kind}`
}
