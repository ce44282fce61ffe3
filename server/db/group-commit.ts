import type { DatabaseSync } from 'node:sqlite'

interface QueuedWork {
  work: () => unknown
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

/**
 * Work queued in one event-loop turn shares one COMMIT (one disk sync), each unit in its own savepoint;
 * promises settle only after COMMIT, so nothing is reported stored before it is on disk.
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
