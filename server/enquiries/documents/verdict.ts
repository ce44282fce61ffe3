/** What the document's bytes say it is; the visitor's file name and media type are never trusted. */
export type DocumentKind = 'pdf' | 'doc' | 'docx'

// `not_this_kind`: not the claimed kind; `active_content`: scripts, launch actions, macros or attachments;
// `unverifiable`: not checkable within limits (encrypted, too large, too slow).
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
