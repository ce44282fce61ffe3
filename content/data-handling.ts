/**
 * How long the firm keeps what the forms collect, and how often it writes back: one source for the
 * server's defaults (RETENTION_DAYS, DOCUMENT_RETENTION_DAYS, the acknowledgement limit) and for what
 * the Privacy Notice tells visitors.
 */
export const dataHandling = {
  /** Enquiries, their documents and their delivery records are deleted after this many days. */
  enquiryRetentionDays: 365,
  /** Attached documents are deleted sooner: after this many days. */
  documentRetentionDays: 90,
  /** At most this many acknowledgement e-mails to one address per hour. */
  acknowledgementsPerAddressPerHour: 1,
  /** Requests for a copy or deletion are answered within this many days. */
  privacyRequestResponseDays: 30,
} as const
