import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enquiryFields } from '#contract/enquiry-fields.ts'
import { describePostgres } from '../../../tests/support/postgres.ts'
import { type RawDatabase, rawDatabases } from '../../../tests/support/raw-databases.ts'

// Migrations stay explicit, append-only files; this holds them to the description, so a field described
// without its migration fails here rather than at the first enquiry.
for (const { name, open } of rawDatabases) {
  const describeOn = name === 'postgres' ? describePostgres : describe
  describeOn(`migrated ${name} schema`, () => {
    let database: RawDatabase
    beforeAll(async () => {
      database = await open()
    })
    afterAll(async () => {
      await database?.close()
    })

    it('has a column in enquiries for every described field', async () => {
      const columns = await database.columns('enquiries')
      const missing = enquiryFields.map((field) => field.column).filter((column) => !columns.includes(column))
      expect(missing).toEqual([])
    })
  })
}
