/**
 * Builds and tests the site on a second content set (tests/fixtures/content-set, laid out like content/data),
 * to show the site holds for content other than the launch set: a copy of the repository with that folder in
 * place of content/data, built and run through the behavior suites that do not depend on the launch words.
 *
 *   node scripts/test-support/content-set.ts            the build, then the unit and built suites
 *   node scripts/test-support/content-set.ts --e2e      also the browser suites (E2E_PORT, default 4317)
 *   node scripts/test-support/content-set.ts --keep     keeps the copy and prints where it is
 *   node scripts/test-support/content-set.ts --in DIR   runs again in a copy kept earlier
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'

const repo = resolve(import.meta.dirname, '../..')
export const CONTENT_SET_DIR = 'tests/fixtures/content-set'

/** Suites whose expectations come from the content, never from the launch set's words. */
export const CONTENT_SET_SUITES = {
  unit: [
    'content/main-pages.test.ts',
    'content/published-addresses.test.ts',
    'content/search-documents.test.ts',
    'content/word-files.test.ts',
    'tests/unit/content-set.test.ts',
    'scripts/pdf/capability-statement.test.ts',
  ],
  built: [
    'tests/built/seo.test.ts',
    'tests/built/links.test.ts',
    'tests/built/redirects.test.ts',
    'tests/built/content-set-pages.test.ts',
  ],
  e2e: [
    'tests/content-set/layout.spec.ts',
    'tests/e2e/routes.spec.ts',
    'tests/e2e/navigation.spec.ts',
    'tests/e2e/footer.spec.ts',
    'tests/e2e/services-overview.spec.ts',
    'tests/e2e/solutions-overview.spec.ts',
  ],
} as const

const LEFT_BEHIND = new Set(['node_modules', 'build', '.git', 'test-results', 'playwright-report', 'data'])
const left = (path: string) => {
  const [top] = relative(repo, path).split('/')
  return top !== undefined && (LEFT_BEHIND.has(top) || top.startsWith('.e2e-data') || top === '.react-router')
}

/** A copy of the repository whose content/data is the second content set; node_modules is shared. */
export function copyWithContentSet(into = mkdtempSync(join(tmpdir(), 'content-set-'))): string {
  cpSync(repo, into, { recursive: true, filter: (source) => !left(source) })
  rmSync(join(into, 'content/data'), { recursive: true, force: true })
  cpSync(join(repo, CONTENT_SET_DIR), join(into, 'content/data'), { recursive: true })
  symlinkSync(join(repo, 'node_modules'), join(into, 'node_modules'), 'dir')
  return into
}

function run(where: string, command: string, args: readonly string[]) {
  const started = performance.now()
  console.log(`content-set: ${command} ${args.join(' ')}`)
  const PATH = `${join(where, 'node_modules/.bin')}:${process.env.PATH ?? ''}`
  const result = spawnSync(command, args, { cwd: where, stdio: 'inherit', env: { ...process.env, PATH } })
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  console.log(`content-set: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`)
  return result.status === 0
}

if (import.meta.main) {
  const args = process.argv.slice(2)
  const flags = new Set(args)
  // --in DIR goes on with a copy kept by an earlier --keep.
  const given = args.includes('--in') ? args[args.indexOf('--in') + 1] : undefined
  const copy = given ? resolve(given) : copyWithContentSet()
  const npx = join(repo, 'node_modules/.bin')
  // The site's build without the editor's page, which no suite here reads.
  const build = (
    JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: { build: string } }
  ).scripts.build.replace(' && node scripts/build-steps/build-editor.ts', '')
  const steps: [string, string[]][] = [
    ['sh', ['-c', build]],
    [join(npx, 'vitest'), ['run', '--project', 'unit', ...CONTENT_SET_SUITES.unit]],
    [join(npx, 'vitest'), ['run', '--project', 'built', ...CONTENT_SET_SUITES.built]],
    ...(flags.has('--e2e')
      ? [
          [join(npx, 'playwright'), ['test', '--config', 'playwright.content-set.config.ts']] as [
            string,
            string[],
          ],
        ]
      : []),
  ]
  let ok = true
  for (const [command, args] of steps) {
    ok = run(copy, command, args)
    if (!ok) break
  }
  const shots = join(copy, 'test-results/content-layout')
  if (existsSync(shots)) {
    cpSync(shots, join(repo, 'test-results/content-layout'), { recursive: true })
    console.log(`content-set: screenshots in ${join(repo, 'test-results/content-layout')}`)
  }
  if (flags.has('--keep') || given) console.log(`content-set: the copy is in ${copy}`)
  else rmSync(copy, { recursive: true, force: true })
  process.exit(ok ? 0 : 1)
}
