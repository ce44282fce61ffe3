// Staff sign-in, roles, sessions, audit and read marks for the inbox. Times compared on every request
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
`

export const staffTablesMigration = {
  name: 'staff members, sessions, pending sign-ins, audit log and read marks',
  sqlite: staffTables('INTEGER'),
  postgres: staffTables('BIGINT'),
}
