import type { DatabaseSync } from 'node:sqlite'

interface QueuedWork {
  work: () => unknown
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

/**
 * Group commit for SQLite: units of work queued in the same turn of the event loop run in one
 * transaction, each inside its own savepoint, and share one COMMIT, so one sync of the disk covers them
 * all. A unit that throws is rolled back alone and rejects alone; every promise settles only after the
 * COMMIT has returned, so nothing is reported stored before it is on disk. With one request at a time
 * the group is a group of one and nothing waits: the queue is flushed right after the current I/O.
 */
export function createGroupCommit(db: DatabaseSync): <T>(work: () => T) => Promise<T> {
  let queue: QueuedWork[] = []

  const flush = () => {
    const group = queue
    queue = []
    const outcomes: Outcome[] = []
    try {
      db.exec('BEGIN IMMEDIATE')
      for (const { work } of group) {
        db.exec('SAVEPOINT unit')
        try {
          outcomes.push({ ok: true, value: work() })
          db.exec('RELEASE unit')
        } catch (error) {
          db.exec('ROLLBACK TO unit')
          db.exec('RELEASE unit')
          outcomes.push({ ok: false, error })
        }
      }
      db.exec('COMMIT')
    } catch (error) {
      if (db.isOpen && db.isTransaction) db.exec('ROLLBACK')
      for (const { reject } of group) reject(error)
      return
    }
    group.forEach(({ resolve, reject }, index) => {
      const outcome = outcomes[index]
      if (outcome?.ok) resolve(outcome.value)
      else reject(outcome?.error)
    })
  }

  return <T>(work: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
      if (queue.length === 1) setImmediate(flush)
    })
}
