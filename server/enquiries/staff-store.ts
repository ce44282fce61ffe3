/** viewer reads; handler also changes enquiries and retries deliveries; admin also exports, erases and manages roles. */
export const STAFF_ROLES = ['viewer', 'handler', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Where an enquiry stands for sales; an enquiry nobody has touched is 'new'. */
export const ENQUIRY_STATUSES = ['new', 'in-progress', 'responded', 'closed'] as const
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number]

export interface EnquiryHandling {
  status: EnquiryStatus
  /** A staff member's address, or null. */
  owner: string | null
  updatedAt: string | null
}

/** One change of status or owner: the values after it. */
export interface HandlingChange {
  at: string
  actor: string
  status: EnquiryStatus
  owner: string | null
}

export interface StaffNote {
  at: string
  author: string
  body: string
}

export interface StaffMember {
  /** Lower case: the identity provider's verified address. */
  email: string
  role: StaffRole
  createdAt: string
  lastSignInAt: string | null
}

export interface StaffSession {
  /** Names the session on screens and in forms; the cookie's value is never stored or shown. */
  handle: string
  email: string
  role: StaffRole
  /** Epoch milliseconds. */
  createdAt: number
  lastSeenAt: number
  userAgent: string
}

export interface NewStaffSession {
  idHash: string
  handle: string
  email: string
  now: number
  userAgent: string
}

/** What the callback needs to finish a sign-in it started; looked up by the hash of its `state`. */
export interface PendingSignIn {
  stateHash: string
  /** Hash of the value in the browser's sign-in cookie, so a callback completes only in the browser that began it. */
  browserHash: string
  nonce: string
  codeVerifier: string
  returnTo: string
  createdAt: number
}

/** Who did what to which record, and when; never a visitor's personal data. */
/** The audit log keeps its own retention, a year, whatever the enquiries' (it holds no visitor data). */
export const STAFF_AUDIT_RETENTION_DAYS = 365

export interface StaffAuditEntry {
  at: string
  /** The staff member's address, or null for a refused sign-in. */
  actor: string | null
  action: StaffAuditAction
  /** An enquiry id, a session handle or a staff address. */
  target: string | null
  detail: string
}

export type StaffAuditAction =
  | 'sign-in'
  | 'sign-in-refused'
  | 'sign-out'
  | 'end-session'
  | 'end-all-sessions'
  | 'view-list'
  | 'view-enquiry'
  | 'download-document'
  | 'retry-delivery'
  | 'set-role'
  | 'change-handling'
  | 'add-note'
  | 'remove-member'
  | 'view-spam'
  | 'release-spam'
  | 'export-enquiries'
  | 'privacy-find'
  | 'privacy-export'
  | 'privacy-delete'

export interface StaffStore {
  findMember(email: string): Promise<StaffMember | null>
  /** Adds a first-time member with `role`, promotes to `promoteTo` when given, and records the sign-in time. */
  recordSignIn(email: string, role: StaffRole, at: string, promoteTo?: StaffRole): Promise<StaffMember>
  /** Adds a member, or sets the role of an existing one, before they ever sign in. */
  ensureMember(email: string, role: StaffRole, at: string): Promise<void>
  listMembers(): Promise<StaffMember[]>
  setRole(email: string, role: StaffRole): Promise<boolean>
  /** Deletes the member and, with them, every session they hold. */
  removeMember(email: string): Promise<boolean>

  createSession(session: NewStaffSession): Promise<void>
  findSession(idHash: string): Promise<StaffSession | null>
  touchSession(idHash: string, now: number): Promise<void>
  deleteSession(idHash: string): Promise<void>
  /** Ends one session by its handle; with `email`, only if that person holds it. */
  deleteSessionByHandle(handle: string, email?: string): Promise<boolean>
  deleteSessionsOf(email: string): Promise<number>
  /** Everyone's sessions without `email`. */
  listSessions(email?: string): Promise<StaffSession[]>
  /** Sessions idle since `idleBefore` or begun before `startedBefore` (epoch milliseconds). */
  deleteExpiredSessions(idleBefore: number, startedBefore: number): Promise<number>

  savePendingSignIn(pending: PendingSignIn): Promise<void>
  /** Returns and deletes it in one statement, so a state is used at most once even across instances. */
  takePendingSignIn(stateHash: string): Promise<PendingSignIn | null>
  deletePendingSignInsBefore(createdBefore: number): Promise<void>

  recordAudit(entry: StaffAuditEntry): Promise<void>
  /** Newest first. */
  listAudit(limit: number): Promise<StaffAuditEntry[]>
  /** Entries recorded before this ISO time; returns how many were deleted. */
  deleteAuditBefore(before: string): Promise<number>

  /** Enquiries never handled are absent: they are 'new' with no owner. */
  listHandling(): Promise<Map<string, EnquiryHandling>>
  getHandling(enquiryId: string): Promise<EnquiryHandling>
  /** Stores the new status and owner and records the change in the enquiry's history. */
  changeHandling(enquiryId: string, change: HandlingChange): Promise<void>
  /** Oldest first. */
  listHandlingHistory(enquiryId: string): Promise<HandlingChange[]>
  addNote(enquiryId: string, note: StaffNote): Promise<void>
  /** Oldest first. */
  listNotes(enquiryId: string): Promise<StaffNote[]>

  markRead(email: string, enquiryId: string, at: string): Promise<void>
  listReadEnquiryIds(email: string): Promise<Set<string>>
}
