import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import type pg from 'pg'
import {
  ENQUIRY_STATUSES,
  type EnquiryHandling,
  type EnquiryStatus,
  type HandlingChange,
  type PendingSignIn,
  STAFF_ROLES,
  type StaffAuditEntry,
  type StaffMember,
  type StaffNote,
  type StaffRole,
  type StaffSession,
  type StaffStore,
} from '../enquiries/staff-store.ts'
import { orderedId } from './ordered-id.ts'

/** Statements are written once with `?` placeholders; the PostgreSQL runner numbers them. */
export interface SqlRunner {
  all<Row>(sql: string, values?: readonly unknown[]): Promise<Row[]>
  /** Returns the number of rows changed. */
  run(sql: string, values?: readonly unknown[]): Promise<number>
}

export function sqliteRunner(db: DatabaseSync): SqlRunner {
  return {
    all: async <Row>(sql: string, values: readonly unknown[] = []) =>
      db.prepare(sql).all(...(values as SQLInputValue[])) as Row[],
    run: async (sql, values = []) => Number(db.prepare(sql).run(...(values as SQLInputValue[])).changes),
  }
}

export function postgresRunner(pool: pg.Pool): SqlRunner {
  const numbered = (sql: string) => {
    let n = 0
    return sql.replace(/\?/g, () => `$${++n}`)
  }
  return {
    all: async <Row>(sql: string, values: readonly unknown[] = []) =>
      (await pool.query(numbered(sql), [...values])).rows as Row[],
    run: async (sql, values = []) => (await pool.query(numbered(sql), [...values])).rowCount ?? 0,
  }
}

export const sqliteStaffStore = (db: DatabaseSync): StaffStore => createStaffStore(sqliteRunner(db))
export const postgresStaffStore = (pool: pg.Pool): StaffStore => createStaffStore(postgresRunner(pool))

interface MemberRow {
  email: string
  role: string
  created_at: string
  last_sign_in_at: string | null
}

interface SessionRow {
  handle: string
  email: string
  role: string
  created_at: number | string
  last_seen_at: number | string
  user_agent: string
}

interface PendingRow {
  state_hash: string
  browser_hash: string
  nonce: string
  code_verifier: string
  return_to: string
  created_at: number | string
}

/** A role written by an older or newer version is read as the least privilege. */
const toRole = (stored: string): StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(stored) ? (stored as StaffRole) : 'viewer'

const toStatus = (stored: string): EnquiryStatus =>
  (ENQUIRY_STATUSES as readonly string[]).includes(stored) ? (stored as EnquiryStatus) : 'new'

interface HandlingRow {
  enquiry_id: string
  status: string
  owner: string | null
  updated_at: string
}

const toHandling = (row: HandlingRow): EnquiryHandling => ({
  status: toStatus(row.status),
  owner: row.owner,
  updatedAt: row.updated_at,
})

const toMember = (row: MemberRow): StaffMember => ({
  email: row.email,
  role: toRole(row.role),
  createdAt: row.created_at,
  lastSignInAt: row.last_sign_in_at,
})

// PostgreSQL returns BIGINT as a string.
const toSession = (row: SessionRow): StaffSession => ({
  handle: row.handle,
  email: row.email,
  role: toRole(row.role),
  createdAt: Number(row.created_at),
  lastSeenAt: Number(row.last_seen_at),
  userAgent: row.user_agent,
})

const SESSION_SELECT = `SELECT s.handle, s.email, m.role, s.created_at, s.last_seen_at, s.user_agent
  FROM staff_sessions s JOIN staff_members m ON m.email = s.email`

function createStaffStore(db: SqlRunner): StaffStore {
  const findMember = async (email: string) => {
    const [row] = await db.all<MemberRow>('SELECT * FROM staff_members WHERE email = ?', [email])
    return row ? toMember(row) : null
  }
  return {
    findMember,
    async recordSignIn(email, role, at, promoteTo) {
      await db.run(
        `INSERT INTO staff_members (email, role, created_at, last_sign_in_at) VALUES (?, ?, ?, ?)
          ON CONFLICT (email) DO UPDATE SET last_sign_in_at = excluded.last_sign_in_at`,
        [email, promoteTo ?? role, at, at],
      )
      if (promoteTo) await db.run('UPDATE staff_members SET role = ? WHERE email = ?', [promoteTo, email])
      const member = await findMember(email)
      if (!member) throw new Error('staff member vanished while signing in')
      return member
    },
    async ensureMember(email, role, at) {
      await db.run(
        `INSERT INTO staff_members (email, role, created_at) VALUES (?, ?, ?)
          ON CONFLICT (email) DO UPDATE SET role = excluded.role`,
        [email, role, at],
      )
    },
    async listMembers() {
      return (await db.all<MemberRow>('SELECT * FROM staff_members ORDER BY email')).map(toMember)
    },
    async setRole(email, role) {
      return (await db.run('UPDATE staff_members SET role = ? WHERE email = ?', [role, email])) === 1
    },
    async removeMember(email) {
      await db.run('DELETE FROM staff_sessions WHERE email = ?', [email])
      return (await db.run('DELETE FROM staff_members WHERE email = ?', [email])) === 1
    },

    async createSession({ idHash, handle, email, now, userAgent }) {
      await db.run(
        `INSERT INTO staff_sessions (id_hash, handle, email, created_at, last_seen_at, user_agent)
          VALUES (?, ?, ?, ?, ?, ?)`,
        [idHash, handle, email, now, now, userAgent],
      )
    },
    async findSession(idHash) {
      const [row] = await db.all<SessionRow>(`${SESSION_SELECT} WHERE s.id_hash = ?`, [idHash])
      return row ? toSession(row) : null
    },
    async touchSession(idHash, now) {
      await db.run('UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?', [now, idHash])
    },
    async deleteSession(idHash) {
      await db.run('DELETE FROM staff_sessions WHERE id_hash = ?', [idHash])
    },
    async deleteSessionByHandle(handle, email) {
      const changed =
        email === undefined
          ? await db.run('DELETE FROM staff_sessions WHERE handle = ?', [handle])
          : await db.run('DELETE FROM staff_sessions WHERE handle = ? AND email = ?', [handle, email])
      return changed === 1
    },
    async deleteSessionsOf(email) {
      return db.run('DELETE FROM staff_sessions WHERE email = ?', [email])
    },
    async listSessions(email) {
      const rows =
        email === undefined
          ? await db.all<SessionRow>(`${SESSION_SELECT} ORDER BY s.email, s.created_at`)
          : await db.all<SessionRow>(`${SESSION_SELECT} WHERE s.email = ? ORDER BY s.created_at`, [email])
      return rows.map(toSession)
    },
    async deleteExpiredSessions(idleBefore, startedBefore) {
      return db.run('DELETE FROM staff_sessions WHERE last_seen_at < ? OR created_at < ?', [
        idleBefore,
        startedBefore,
      ])
    },

    async savePendingSignIn(pending) {
      await db.run(
        `INSERT INTO staff_pending_sign_ins (state_hash, browser_hash, nonce, code_verifier, return_to, created_at)
          VALUES (?, ?, ?, ?, ?, ?)`,
        [
          pending.stateHash,
          pending.browserHash,
          pending.nonce,
          pending.codeVerifier,
          pending.returnTo,
          pending.createdAt,
        ],
      )
    },
    async takePendingSignIn(stateHash): Promise<PendingSignIn | null> {
      const [row] = await db.all<PendingRow>(
        'DELETE FROM staff_pending_sign_ins WHERE state_hash = ? RETURNING *',
        [stateHash],
      )
      if (!row) return null
      return {
        stateHash: row.state_hash,
        browserHash: row.browser_hash,
        nonce: row.nonce,
        codeVerifier: row.code_verifier,
        returnTo: row.return_to,
        createdAt: Number(row.created_at),
      }
    },
    async deletePendingSignInsBefore(createdBefore) {
      await db.run('DELETE FROM staff_pending_sign_ins WHERE created_at < ?', [createdBefore])
    },

    async recordAudit(entry) {
      await db.run(
        'INSERT INTO staff_audit (id, at, actor, action, target, detail) VALUES (?, ?, ?, ?, ?, ?)',
        [orderedId(), entry.at, entry.actor, entry.action, entry.target, entry.detail],
      )
    },
    async listAudit(limit) {
      const rows = await db.all<StaffAuditEntry>(
        'SELECT at, actor, action, target, detail FROM staff_audit ORDER BY at DESC, id DESC LIMIT ?',
        [limit],
      )
      return rows.map((row) => ({ ...row }))
    },
    deleteAuditBefore: (before) => db.run('DELETE FROM staff_audit WHERE at < ?', [before]),

    async listHandling() {
      const rows = await db.all<HandlingRow>('SELECT * FROM staff_enquiry_states')
      return new Map(rows.map((row) => [row.enquiry_id, toHandling(row)]))
    },
    async getHandling(enquiryId) {
      const [row] = await db.all<HandlingRow>('SELECT * FROM staff_enquiry_states WHERE enquiry_id = ?', [
        enquiryId,
      ])
      return row ? toHandling(row) : { status: 'new', owner: null, updatedAt: null }
    },
    async changeHandling(enquiryId, change) {
      await db.run(
        `INSERT INTO staff_enquiry_states (enquiry_id, status, owner, updated_at) VALUES (?, ?, ?, ?)
          ON CONFLICT (enquiry_id) DO UPDATE SET status = excluded.status, owner = excluded.owner,
          updated_at = excluded.updated_at`,
        [enquiryId, change.status, change.owner, change.at],
      )
      await db.run(
        'INSERT INTO staff_enquiry_history (id, enquiry_id, at, actor, status, owner) VALUES (?, ?, ?, ?, ?, ?)',
        [orderedId(), enquiryId, change.at, change.actor, change.status, change.owner],
      )
    },
    async listHandlingHistory(enquiryId) {
      const rows = await db.all<HandlingChange>(
        'SELECT at, actor, status, owner FROM staff_enquiry_history WHERE enquiry_id = ? ORDER BY at, id',
        [enquiryId],
      )
      return rows.map((row) => ({ ...row, status: toStatus(row.status) }))
    },
    async addNote(enquiryId, note) {
      await db.run('INSERT INTO staff_notes (id, enquiry_id, at, author, body) VALUES (?, ?, ?, ?, ?)', [
        orderedId(),
        enquiryId,
        note.at,
        note.author,
        note.body,
      ])
    },
    async listNotes(enquiryId): Promise<StaffNote[]> {
      const rows = await db.all<StaffNote>(
        'SELECT at, author, body FROM staff_notes WHERE enquiry_id = ? ORDER BY at, id',
        [enquiryId],
      )
      return rows.map((row) => ({ ...row }))
    },

    async markRead(email, enquiryId, at) {
      await db.run(
        `INSERT INTO staff_reads (email, enquiry_id, read_at) VALUES (?, ?, ?)
          ON CONFLICT (email, enquiry_id) DO NOTHING`,
        [email, enquiryId, at],
      )
    },
    async listReadEnquiryIds(email) {
      const rows = await db.all<{ enquiry_id: string }>(
        'SELECT enquiry_id FROM staff_reads WHERE email = ?',
        [email],
      )
      return new Set(rows.map((row) => row.enquiry_id))
    },
  }
}
