/**
 * Schema changes, applied in order on start by both databases. Each migration is written once per
 * dialect because SQLite and PostgreSQL differ in binary and time types; the tables are the same.
 * Times the worker compares are epoch milliseconds, so both dialects order them the same way.
 */
export interface Migration {
  version: number
  name: string
  sqlite: string
  postgres: string
}

const initialTables = (binary: string, bigint: string) => `
CREATE TABLE enquiries (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  form_type TEXT NOT NULL,
  service TEXT,
  name TEXT NOT NULL,
  first_name TEXT,
  last_name TEXT,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  company TEXT NOT NULL,
  title TEXT NOT NULL,
  project_type TEXT,
  message TEXT NOT NULL,
  idempotency_key TEXT UNIQUE
);
CREATE TABLE enquiry_documents (
  enquiry_id TEXT PRIMARY KEY REFERENCES enquiries(id),
  stored_name TEXT NOT NULL,
  original_name TEXT NOT NULL,
  media_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  content ${binary} NOT NULL
);
CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  enquiry_id TEXT NOT NULL UNIQUE REFERENCES enquiries(id),
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at ${bigint} NOT NULL,
  leased_until ${bigint},
  last_error TEXT,
  sent_at TEXT
);
CREATE INDEX notifications_due ON notifications (status, next_attempt_at);
`

/**
 * Idempotency keys remember what they carried, so the same key with other content is refused; a lease
 * names its holder, so several instances on one database never clear each other's; a notification that
 * cannot be delivered becomes a dead letter with the time it failed.
 */
const ownedLeasesAndDeadLetters = `
ALTER TABLE enquiries ADD COLUMN request_fingerprint TEXT;
ALTER TABLE notifications ADD COLUMN lease_owner TEXT;
ALTER TABLE notifications ADD COLUMN failed_at TEXT;
`

export const migrations: Migration[] = [
  {
    version: 1,
    name: 'enquiries, documents and notification jobs',
    sqlite: initialTables('BLOB', 'INTEGER'),
    postgres: initialTables('BYTEA', 'BIGINT'),
  },
  {
    version: 2,
    name: 'idempotency fingerprints, owned leases and dead letters',
    sqlite: ownedLeasesAndDeadLetters,
    postgres: ownedLeasesAndDeadLetters,
  },
]
