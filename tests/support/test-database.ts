import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { TEST_DATABASE_URL } from '../fixtures/enquiry-fixtures.ts'

export interface TestDatabase {
  url: string
  drop: () => Promise<void>
}

/** An empty PostgreSQL database on the TEST_DATABASE_URL cluster, for processes that migrate it themselves. */
export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(TEST_DATABASE_URL ?? '')
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
