import { describe, it } from 'vitest'
import { TEST_DATABASE_URL, type TestRepo, testRepos } from '../fixtures/enquiry-fixtures.ts'

/** CI as .ci/run and hosted runners set it ("true", "1"); unset or "false" on a workstation. */
const inCI = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0'

// Without TEST_DATABASE_URL these skip locally but fail in CI, so PostgreSQL tests never vanish unnoticed.
export function describePostgres(title: string, body: () => void): void {
  if (!TEST_DATABASE_URL && inCI) {
    describe(title, () => {
      it('has a PostgreSQL database to run on', () => {
        throw new Error(
          `TEST_DATABASE_URL is not set, so "${title}" cannot run. CI must run the PostgreSQL tests: ` +
            'start a throwaway cluster with `eval "$(scripts/test-support/start-test-postgres.sh PORT)"` (as .ci/run does).',
        )
      })
    })
    return
  }
  describe.skipIf(!TEST_DATABASE_URL)(title, body)
}

/** The same tests on every database: SQLite always, PostgreSQL as `describePostgres` allows. */
export function describeEachRepo(title: string, body: (testRepo: TestRepo) => void): void {
  for (const testRepo of testRepos) {
    const named = title.replace('%s', testRepo.name)
    if (testRepo.name === 'postgres') describePostgres(named, () => body(testRepo))
    else describe(named, () => body(testRepo))
  }
}
