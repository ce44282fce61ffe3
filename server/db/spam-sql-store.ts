import { type HeldSpam, SPAM_REASONS, type SpamReason, type SpamStore } from '../enquiries/spam-store.ts'
import type { SqlRunner } from './staff-sql-store.ts'

interface HeldSpamRow {
  id: string
  received_at: string
  reason: string
  fields: string
}

const toReason = (reason: string): SpamReason =>
  (SPAM_REASONS as readonly string[]).includes(reason) ? (reason as SpamReason) : 'honeypot'

/** Only string values survive a round trip, whatever a bot put in the row. */
function parseFields(text: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  } catch {
    return {}
  }
}

const toHeldSpam = (row: HeldSpamRow): HeldSpam => ({
  id: row.id,
  receivedAt: row.received_at,
  reason: toReason(row.reason),
  fields: parseFields(row.fields),
})

export function createSpamStore(db: SqlRunner): SpamStore {
  return {
    async hold({ id, receivedAt, reason, fields }) {
      await db.run('INSERT INTO held_spam (id, received_at, reason, fields) VALUES (?, ?, ?, ?)', [
        id,
        receivedAt,
        reason,
        JSON.stringify(fields),
      ])
    },
    async list() {
      const rows = await db.all<HeldSpamRow>('SELECT * FROM held_spam ORDER BY received_at DESC')
      return rows.map(toHeldSpam)
    },
    async find(id) {
      const [row] = await db.all<HeldSpamRow>('SELECT * FROM held_spam WHERE id = ?', [id])
      return row ? toHeldSpam(row) : null
    },
    deleteReceivedBefore: (before) =>
      db.run('DELETE FROM held_spam WHERE received_at < ?', [before.toISOString()]),
  }
}
