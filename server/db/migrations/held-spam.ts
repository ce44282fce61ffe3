// What the honeypot and the fill timer hold back, kept 7 days so staff can rescue a person mistaken for a
// bot. The fields are stored as sent (JSON text); an attached document is not kept.
const heldSpam = `
CREATE TABLE held_spam (
  id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  reason TEXT NOT NULL,
  fields TEXT NOT NULL
);
CREATE INDEX held_spam_received ON held_spam (received_at);
`

export const heldSpamMigration = {
  name: 'submissions held back as spam',
  sqlite: heldSpam,
  postgres: heldSpam,
}
