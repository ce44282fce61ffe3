/** Why a submission was held back rather than stored as an enquiry. */
export const SPAM_REASONS = ['honeypot', 'too-fast'] as const
export type SpamReason = (typeof SPAM_REASONS)[number]

/** Held submissions are deleted after this long (the privacy notice says so). */
export const SPAM_RETENTION_DAYS = 7

export interface HeldSpam {
  id: string
  receivedAt: string
  reason: SpamReason
  /** The text fields as sent; the document, if any, is not kept. */
  fields: Record<string, string>
}

export interface SpamStore {
  hold(entry: HeldSpam): Promise<void>
  /** Newest first. */
  list(): Promise<HeldSpam[]>
  find(id: string): Promise<HeldSpam | null>
  /** Returns how many were deleted. */
  deleteReceivedBefore(before: Date): Promise<number>
}
