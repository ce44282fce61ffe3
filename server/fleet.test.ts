import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { shortPayload, TEST_DATABASE_URL } from '../tests/fixtures/enquiry-fixtures.ts'
import {
  freePort,
  type ServerProcess,
  serverEnv,
  startServerProcess,
  TEST_SALES_EMAIL,
  waitUntilListening,
} from '../tests/fixtures/server-process.ts'
import { deliveredEnquiryIds, startSmtpServer } from '../tests/fixtures/smtp-fixture.ts'
import { describePostgres } from '../tests/support/postgres.ts'
import { prepareServerSandbox, waitUntilSettled } from '../tests/support/server-sandbox.ts'
import { openPostgresRepo } from './db/postgres.ts'

// Two servers on one database, a slow relay, rolling restarts: each acknowledged enquiry reaches sales once.
describePostgres('two instances on one PostgreSQL database', () => {
  const sandbox = prepareServerSandbox('gtf-fleet-')
  let databaseUrl: string
  let database: string

  beforeAll(async () => {
    database = `gtf_fleet_${randomUUID().replaceAll('-', '')}`
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${database}`)
    await admin.end()
    const url = new URL(TEST_DATABASE_URL ?? '')
    url.pathname = `/${database}`
    databaseUrl = url.toString()
  })
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin.end()
  })

  it('delivers every notification exactly once through rolling restarts mid-burst', {
    timeout: 120_000,
  }, async () => {
    const { clientDir, dataDir } = sandbox
    // Slow acceptance keeps leases held while the other instance restarts.
    const smtp = await startSmtpServer(0, { delayMs: 150 })
    const ports = [await freePort(), await freePort()]
    const envFor = (port: number) =>
      serverEnv(
        { port, siteDir: clientDir, dataDir: join(dataDir, String(port)), smtpPort: smtp.port },
        { DATABASE_URL: databaseUrl },
      )
    const instances: ServerProcess[] = []
    for (const [index, port] of ports.entries()) {
      instances[index] = startServerProcess(envFor(port))
      await waitUntilListening(`http://127.0.0.1:${port}`, instances[index].stderr)
    }

    const acknowledged = new Map<number, string>()
    const refusedByA: number[] = []
    const submit = async (index: number) => {
      const port = ports[index % 2]
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(shortPayload({ name: `Fleet visitor ${index}` })),
        })
        if (res.status === 201) acknowledged.set(index, ((await res.json()) as { id: string }).id)
        else if (index % 2 === 0) refusedByA.push(index)
      } catch {
        // Instance B restarting: not acknowledged, so the visitor was told it failed.
        if (index % 2 === 0) refusedByA.push(index)
      }
    }

    // B is stopped as a wave's first answer arrives, so the restart always lands while jobs are leased.
    const WAVES = 4
    const PER_WAVE = 30
    for (let wave = 0; wave < WAVES; wave += 1) {
      let firstAnswer = () => {}
      const answered = new Promise<void>((resolve) => {
        firstAnswer = resolve
      })
      const sent = Array.from({ length: PER_WAVE }, (_, offset) =>
        submit(wave * PER_WAVE + offset).finally(() => firstAnswer()),
      )
      await answered
      const old = instances[1]
      old?.child.kill('SIGTERM')
      await old?.exited
      instances[1] = startServerProcess(envFor(ports[1] ?? 0))
      await waitUntilListening(`http://127.0.0.1:${ports[1]}`, instances[1].stderr)
      await Promise.all(sent)
    }
    expect(refusedByA).toEqual([])

    // Wait for every job to settle, then stop both: only then are the counts final.
    const repo = await openPostgresRepo(databaseUrl)
    try {
      await waitUntilSettled(() => repo.countPendingNotifications(), 60_000)
    } finally {
      await repo.close()
    }
    for (const instance of instances) {
      instance.child.kill('SIGTERM')
      await instance.exited
    }
    await smtp.stop()

    const check = await openPostgresRepo(databaseUrl)
    const stored = await check.listEnquiries().finally(() => check.close())
    const storedIds = stored.map((enquiry) => enquiry.id)
    const storedNames = stored.map((enquiry) => enquiry.name)
    expect(new Set(storedNames).size).toBe(storedNames.length)
    expect([...acknowledged.values()].filter((id) => !storedIds.includes(id))).toEqual([])
    const toSales = smtp.received.filter((mail) => mail.envelopeTo.includes(TEST_SALES_EMAIL))
    const counts = new Map<string, number>()
    for (const id of deliveredEnquiryIds(toSales)) counts.set(id, (counts.get(id) ?? 0) + 1)
    expect(storedIds.filter((id) => counts.get(id) !== 1)).toEqual([])
    expect([...counts.keys()].filter((id) => !storedIds.includes(id))).toEqual([])
  })
})
