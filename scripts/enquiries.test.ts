import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openSqliteRepo } from '../server/db/sqlite.ts'
import { csvCell } from './enquiries.ts'

const root = resolve(import.meta.dirname, '..')
let dataDir: string
let withDocument: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'gtf-cli-'))
  const repo = openSqliteRepo(join(dataDir, 'enquiries.sqlite'))
  const base = {
    service: null,
    firstName: 'Ada',
    lastName: 'Byron',
    name: 'Ada Byron',
    email: 'ada@example.gov',
    phone: '703-555-0100',
    company: 'Example, "Agency"',
    title: 'CIO',
    projectType: 'other',
    message: '=HYPERLINK("http://evil")',
  } as const
  withDocument = (
    await repo.insertWithNotification(
      {
        ...base,
        formType: 'dedicated',
        document: {
          storedName: 'x.pdf',
          originalName: 'Scope.pdf',
          mediaType: 'application/pdf',
          content: Buffer.from('%PDF-1.7 scope'),
          sha256: 'h',
        },
      },
      new Date('2026-05-01T12:00:00Z'),
    )
  ).id
  await repo.close()
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/enquiries.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    encoding: 'utf8',
  })

it('lists, shows, exports and writes documents', { timeout: 60_000 }, async () => {
  const list = cli('list')
  expect(list.status).toBe(0)
  expect(list.stdout).toContain(withDocument)
  expect(list.stdout).toContain('consultation')

  const show = cli('show', withDocument)
  expect(JSON.parse(show.stdout)).toMatchObject({ id: withDocument, company: 'Example, "Agency"' })

  const json = cli('export', '--format', 'json')
  expect(JSON.parse(json.stdout)).toHaveLength(1)
  const csv = cli('export', '--format', 'csv')
  expect(csv.stdout.split('\r\n')[0]).toMatch(/^id,created_at,form_type/)
  expect(csv.stdout).toContain('"Example, ""Agency"""')
  expect(csv.stdout).toContain(`"'=HYPERLINK(""http://evil"")"`)

  const out = join(dataDir, 'out.pdf')
  expect(cli('document', withDocument, '--out', out).status).toBe(0)
  expect(await readFile(out, 'utf8')).toBe('%PDF-1.7 scope')

  expect(cli('show', 'missing').status).toBe(1)
  expect(cli('export', '--format', 'xml').status).toBe(1)
  expect(cli('nonsense').stderr).toContain('Usage')
})

it('quotes CSV cells and defuses formulas', () => {
  expect(csvCell('plain')).toBe('plain')
  expect(csvCell('a,b')).toBe('"a,b"')
  expect(csvCell('+1 703')).toBe("'+1 703")
})
