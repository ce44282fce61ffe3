// Staff sign-in, roles, sessions, audit, read marks and each enquiry's handling (status, owner, history,
// notes) for the inbox. Handling rows go with their enquiry (ON DELETE CASCADE): notes may quote a visitor. Times compared on every request
// (session limits, pending sign-ins) are epoch milliseconds, as in the outbox.
const staffTables = (bigint: string) => `
CREATE TABLE staff_members (
  email TEXT PRIMARY KEY,
  role TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_sign_in_at TEXT
);
CREATE TABLE staff_sessions (
  id_hash TEXT PRIMARY KEY,
  handle TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL REFERENCES staff_members(email) ON DELETE CASCADE,
  created_at ${bigint} NOT NULL,
  last_seen_at ${bigint} NOT NULL,
  user_agent TEXT NOT NULL
);
CREATE INDEX staff_sessions_email ON staff_sessions (email);
CREATE TABLE staff_pending_sign_ins (
  state_hash TEXT PRIMARY KEY,
  browser_hash TEXT NOT NULL,
  nonce TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  return_to TEXT NOT NULL,
  created_at ${bigint} NOT NULL
);
CREATE TABLE staff_audit (
  id TEXT PRIMARY KEY,
  at TEXT NOT NULL,
  actor TEXT,
  action TEXT NOT NULL,
  target TEXT,
  detail TEXT NOT NULL
);
CREATE INDEX staff_audit_at ON staff_audit (at);
CREATE TABLE staff_reads (
  email TEXT NOT NULL,
  enquiry_id TEXT NOT NULL REFERENCES enquiries(id) ON DELETE CASCADE,
  read_at TEXT NOT NULL,
  PRIMARY KEY (email, enquiry_id)
);
CREATE TABLE staff_enquiry_states (
  enquiry_id TEXT PRIMARY KEY REFERENCES enquiries(id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  owner TEXT,
  updated_at TEXT NOT NULL
);
CREATE TABLE staff_enquiry_history (
  id TEXT PRIMARY KEY,
  enquiry_id TEXT NOT NULL REFERENCES enquiries(id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  status TEXT NOT NULL,
  owner TEXT
);
CREATE INDEX staff_enquiry_history_enquiry ON staff_enquiry_history (enquiry_id);
CREATE TABLE staff_notes (
  id TEXT PRIMARY KEY,
  enquiry_id TEXT NOT NULL REFERENCES enquiries(id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  author TEXT NOT NULL,
  body TEXT NOT NULL
);
CREATE INDEX staff_notes_enquiry ON staff_notes (enquiry_id);
`

export const staffTablesMigration = {
  name: 'staff members, sessions, pending sign-ins, audit log, read marks, enquiry status, owner and notes',
  sqlite: staffTables('INTEGER'),
  postgres: staffTables('BIGINT'),
}
