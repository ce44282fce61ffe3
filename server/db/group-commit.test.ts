import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createGroupCommit } from './group-commit.ts'

describe('group commit', () => {
  let dir: string
  let db: DatabaseSync
  let reader: DatabaseSync

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gtf-group-'))
    db = new DatabaseSync(join(dir, 'db.sqlite'))
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; CREATE TABLE t (v TEXT NOT NULL)')
    reader = new DatabaseSync(join(dir, 'db.sqlite'))
  })
  afterEach(async () => {
    reader.close()
    if (db.isOpen) db.close()
    await rm(dir, { recursive: true, force: true })
  })

  const rows = () =>
    (reader.prepare('SELECT v FROM t ORDER BY rowid').all() as { v: string }[]).map((r) => r.v)
  const insert = (v: string) => () => db.prepare('INSERT INTO t (v) VALUES (?)').run(v).lastInsertRowid

  it('stores work queued in the same turn with one COMMIT, each answered after it', async () => {
    const run = createGroupCommit(db)
    const exec = vi.spyOn(db, 'exec')
    const seenAtAnswer: string[][] = []
    const units = ['a', 'b', 'c', 'd', 'e'].map((v) => run(insert(v)).then(() => seenAtAnswer.push(rows())))
    await Promise.all(units)
    expect(exec.mock.calls.filter(([sql]) => sql === 'COMMIT')).toHaveLength(1)
    // Another connection already sees every row when the first answer is given: it was committed.
    expect(seenAtAnswer[0]).toEqual(['a', 'b', 'c', 'd', 'e'])
  })

  it('runs work queued in later turns as new groups', async () => {
    const run = createGroupCommit(db)
    const exec = vi.spyOn(db, 'exec')
    await run(insert('a'))
    await run(insert('b'))
    expect(exec.mock.calls.filter(([sql]) => sql === 'COMMIT')).toHaveLength(2)
    expect(rows()).toEqual(['a', 'b'])
  })

  it('rolls back and rejects only the unit that fails', async () => {
    const run = createGroupCommit(db)
    const failure = new Error('second unit refused')
    const results = await Promise.allSettled([
      run(insert('a')),
      run(() => {
        insert('half-done')()
        throw failure
      }),
      run(insert('c')),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(results[1]).toMatchObject({ reason: failure })
    expect(rows()).toEqual(['a', 'c'])
  })

  it('rejects the whole group and stores nothing when the transaction cannot start', async () => {
    const run = createGroupCommit(db)
    // Another connection holds the write lock and this one will not wait for it.
    db.exec('PRAGMA busy_timeout = 0')
    reader.exec('BEGIN IMMEDIATE')
    const results = await Promise.allSettled([run(insert('a')), run(insert('b'))])
    reader.exec('ROLLBACK')
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(rows()).toEqual([])
    expect(db.isTransaction).toBe(false)
  })
})
