import { deliveryAttemptsMigration } from './delivery-attempts.ts'
import { heldSpamMigration } from './held-spam.ts'
import { staffTablesMigration } from './staff-tables.ts'

// Written once per dialect (binary and time types differ). Worker-compared times are epoch milliseconds,
// so both dialects order them the same way.
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

const ownedLeasesAndDeadLetters = `
ALTER TABLE enquiries ADD COLUMN request_fingerprint TEXT;
ALTER TABLE notifications ADD COLUMN lease_owner TEXT;
ALTER TABLE notifications ADD COLUMN failed_at TEXT;
`

/** The reference counter is a sequence on PostgreSQL, so concurrent enquiries never queue on a row lock. */
const referencesChannelsAndAudit = {
  common: `
ALTER TABLE enquiries ADD COLUMN reference TEXT;
CREATE TABLE privacy_audit (
  id TEXT PRIMARY KEY,
  at TEXT NOT NULL,
  action TEXT NOT NULL,
  enquiries INTEGER NOT NULL,
  documents INTEGER NOT NULL,
  detail TEXT NOT NULL
);
`,
  // No index on created_at or e-mail: retention and privacy queries are rare, while every index costs each insert.
  sqlite: `
CREATE TABLE reference_counter (id INTEGER PRIMARY KEY CHECK (id = 1), last INTEGER NOT NULL);
UPDATE enquiries SET reference = 'GTF-' || substr(created_at, 1, 4) || '-' || printf('%06d', (
  SELECT COUNT(*) FROM enquiries earlier WHERE earlier.created_at < enquiries.created_at
    OR (earlier.created_at = enquiries.created_at AND earlier.id <= enquiries.id)));
INSERT INTO reference_counter (id, last) SELECT 1, COUNT(*) FROM enquiries;
CREATE UNIQUE INDEX enquiries_reference ON enquiries (reference);
CREATE TABLE notifications_by_channel (
  id TEXT PRIMARY KEY,
  enquiry_id TEXT NOT NULL REFERENCES enquiries(id),
  channel TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  leased_until INTEGER,
  last_error TEXT,
  sent_at TEXT,
  lease_owner TEXT,
  failed_at TEXT,
  UNIQUE (enquiry_id, channel)
);
INSERT INTO notifications_by_channel (id, enquiry_id, channel, status, attempts, next_attempt_at, leased_until,
  last_error, sent_at, lease_owner, failed_at)
  SELECT id, enquiry_id, 'sales-email', status, attempts, next_attempt_at, leased_until, last_error, sent_at,
    lease_owner, failed_at FROM notifications;
DROP TABLE notifications;
ALTER TABLE notifications_by_channel RENAME TO notifications;
CREATE INDEX notifications_due ON notifications (status, next_attempt_at);
`,
  postgres: `
CREATE SEQUENCE enquiry_reference_seq;
UPDATE enquiries SET reference = numbered.reference FROM (
  SELECT id, 'GTF-' || substr(created_at, 1, 4) || '-' || lpad(row_number() OVER (
    ORDER BY created_at, id)::text, 6, '0') AS reference
  FROM enquiries) AS numbered WHERE numbered.id = enquiries.id;
SELECT setval('enquiry_reference_seq', GREATEST((SELECT COUNT(*) FROM enquiries), 1),
  (SELECT COUNT(*) FROM enquiries) > 0);
CREATE UNIQUE INDEX enquiries_reference ON enquiries (reference);
ALTER TABLE notifications ADD COLUMN channel TEXT NOT NULL DEFAULT 'sales-email';
ALTER TABLE notifications ALTER COLUMN channel DROP DEFAULT;
ALTER TABLE notifications DROP CONSTRAINT notifications_enquiry_id_key;
ALTER TABLE notifications ADD CONSTRAINT notifications_enquiry_channel UNIQUE (enquiry_id, channel);
`,
}

/** Per-address counts shared by instances; a SQLite deployment is one process, which counts in memory. */
const sharedRateLimit = `
CREATE TABLE rate_limit_hits (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  window_ends_at BIGINT NOT NULL
);
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
  {
    version: 3,
    name: 'references, one job per delivery channel, privacy audit log',
    sqlite: referencesChannelsAndAudit.common + referencesChannelsAndAudit.sqlite,
    postgres: referencesChannelsAndAudit.common + referencesChannelsAndAudit.postgres,
  },
  { version: 4, ...staffTablesMigration },
  {
    version: 5,
    name: 'rate-limit counts shared by every instance',
    sqlite: '-- One SQLite process counts in memory.',
    postgres: sharedRateLimit,
  },
  { version: 6, ...heldSpamMigration },
  { version: 7, ...deliveryAttemptsMigration },
]

export const SCHEMA_MIGRATIONS_TABLE =
  'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)'

export const recordMigration = (p: (n: number) => string) =>
  `INSERT INTO schema_migrations (version, name) VALUES (${p(1)}, ${p(2)})`

export function pendingMigrations(appliedVersions: readonly (number | string)[]): Migration[] {
  const applied = new Set(appliedVersions.map(Number))
  return migrations.filter((migration) => !applied.has(migration.version))
}
