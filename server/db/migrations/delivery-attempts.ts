// One row per delivery attempt, so staff can see when each try happened and why it failed; the job row keeps
// only the latest error. The serial id orders attempts recorded in the same millisecond.
const deliveryAttempts = (serialKey: string) => `
CREATE TABLE notification_attempts (
  id ${serialKey},
  notification_id TEXT NOT NULL REFERENCES notifications(id),
  enquiry_id TEXT NOT NULL REFERENCES enquiries(id),
  channel TEXT NOT NULL,
  attempted_at TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('sent', 'failed')),
  error TEXT
);
CREATE INDEX notification_attempts_enquiry ON notification_attempts (enquiry_id);
`

export const deliveryAttemptsMigration = {
  name: 'a log of every delivery attempt',
  sqlite: deliveryAttempts('INTEGER PRIMARY KEY'),
  postgres: deliveryAttempts('BIGSERIAL PRIMARY KEY'),
}
