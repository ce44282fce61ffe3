/** What the document's bytes say it is; the visitor's file name and media type are never trusted. */
export type DocumentKind = 'pdf' | 'doc' | 'docx'

/**
 * Why a document was refused:
 * - `not_this_kind`: it does not parse as the kind its name claims (a renamed file, a polyglot, junk);
 * - `active_content`: it is that kind but carries scripts, launch actions, macros or embedded files;
 * - `unverifiable`: it could not be checked within the limits (encrypted, too large inflated, too slow).
 */
export type RefusalReason = 'not_this_kind' | 'active_content' | 'unverifiable'

export type DocumentVerdict =
  | { accepted: true }
  /** `detail` names what was found, for the operator's log and the tests; never shown to visitors. */
  | { accepted: false; reason: RefusalReason; detail: string }

export const ACCEPTED: DocumentVerdict = { accepted: true }

export const refuse = (reason: RefusalReason, detail: string): DocumentVerdict => ({
  accepted: false,
  reason,
  detail,
})
