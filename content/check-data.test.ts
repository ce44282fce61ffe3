import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findDataProblems } from './check-data.ts'
import { dataFiles } from './data-files.ts'
import { PUBLISHED_ADDRESSES_FILE } from './published-addresses.ts'

const repo = resolve(import.meta.dirname, '..')
const LEADERSHIP = dataFiles.leadership.path
const CERTIFICATIONS = dataFiles.certifications.path

const readRepoFile = (path: string) => readFileSync(join(repo, path), 'utf8')

/** The repository's data files, with the named files' contents replaced by `edit` of their JSON. */
function readEdited(edits: Record<string, (data: never) => unknown>) {
  return (path: string): string | undefined => {
    const text = readRepoFile(path)
    const edit = edits[path]
    return edit ? JSON.stringify(edit(JSON.parse(text) as never)) : text
  }
}

interface Person {
  name: string
  bio: string
  theme: string
}

const LEADER_NAMES = (JSON.parse(readRepoFile(LEADERSHIP)) as { people: Person[] }).people.map(
  (person) => person.name,
)
const THIRD_LEADER = LEADER_NAMES[2]

describe('the content gate', () => {
  it('finds every data file in the repository valid', () => {
    expect(findDataProblems(readRepoFile)).toEqual([])
  })

  it('accepts any number of leaders, clients, certifications, vehicles and testimonials, none too', () => {
    const keepFirst = (list: string) => (data: Record<string, unknown[]>) => ({
      [list]: (data[list] ?? []).slice(0, 1),
    })
    const empty = (list: string) => () => ({ [list]: [] })
    const twice = (list: string, id: string) => (data: Record<string, Record<string, unknown>[]>) => ({
      [list]: [
        ...(data[list] ?? []),
        ...(data[list] ?? []).map((entry) => ({ ...entry, [id]: `${entry[id]}-2` })),
      ],
    })
    expect(
      findDataProblems(
        readEdited({
          [LEADERSHIP]: twice('people', 'name'),
          [CERTIFICATIONS]: keepFirst('certifications'),
          [dataFiles.contractVehicles.path]: empty('vehicles'),
          [dataFiles.testimonials.path]: empty('testimonials'),
          [dataFiles.flipCards.path]: keepFirst('cards'),
        }),
      ),
    ).toEqual([])
    expect(findDataProblems(readEdited({ [LEADERSHIP]: empty('people') }))).toEqual([])
  })

  it('names the file, the field and the rule for an empty biography', () => {
    const problems = findDataProblems(
      readEdited({
        [LEADERSHIP]: (data: { people: Person[] }) => {
          const [first, second, third, ...rest] = data.people
          return { people: [first, second, { ...third, bio: '' }, ...rest] }
        },
      }),
    )
    expect(problems).toEqual([
      `content/data/leadership.json: Leader "${THIRD_LEADER}", bio: is required (must not be empty)`,
    ])
  })

  it('names the client, not its place in the list, for a logo without alt text', () => {
    const problems = findDataProblems(
      readEdited({
        [dataFiles.clients.path]: (data: { clients: { name: string; logo?: string }[] }) => ({
          clients: data.clients.map((client, index) =>
            index === 14 ? { ...client, logo: 'assets/images/clients/logo.svg' } : client,
          ),
        }),
      }),
    )
    const client = (JSON.parse(readRepoFile(dataFiles.clients.path)) as { clients: { name: string }[] })
      .clients[14]
    expect(problems).toEqual([
      `content/data/clients.json: Client "${client?.name}", logoAlt: has a logo but no alt text: describe the logo in a few words for people who cannot see it, such as "${client?.name} logo"`,
    ])
  })

  it('refuses a capabilities page without a single card', () => {
    expect(findDataProblems(readEdited({ [dataFiles.flipCards.path]: () => ({ cards: [] }) }))).toEqual([
      'content/data/flip-cards.json: cards: must list at least 1 entry (it lists 0)',
    ])
  })

  it('says in words what is wrong with a missing, too long or unlisted value', () => {
    const problems = findDataProblems(
      readEdited({
        [LEADERSHIP]: (data: { people: Person[] }) => {
          const [first, second, ...rest] = data.people
          const { bio: _bio, ...withoutBio } = first as Person
          return { people: [withoutBio, { ...second, bio: 'x'.repeat(500), theme: 'pink' }, ...rest] }
        },
      }),
    )
    expect(problems).toEqual([
      `content/data/leadership.json: Leader "${LEADER_NAMES[0]}", bio: is required`,
      `content/data/leadership.json: Leader "${LEADER_NAMES[1]}", bio: must be at most 420 characters long (it has 500)`,
      `content/data/leadership.json: Leader "${LEADER_NAMES[1]}", theme: must be one of "navy", "gold", "slate" (it is "pink")`,
    ])
  })

  it('refuses a repeated id, a phone number that does not match, and a testimonial in no known area', () => {
    const problems = findDataProblems(
      readEdited({
        [CERTIFICATIONS]: (data: { certifications: { id: string }[] }) => {
          const [first, second, ...rest] = data.certifications
          return { certifications: [first, { ...second, id: first?.id }, ...rest] }
        },
        [dataFiles.company.path]: (data: { phone: object }) => ({
          ...data,
          phone: { display: '(703) 555-0142', e164: '+17035550199' },
        }),
        [dataFiles.testimonials.path]: (data: { testimonials: object[] }) => ({
          testimonials: [{ ...data.testimonials[0], categoryId: 'space-travel' }],
        }),
      }),
    )
    expect(problems).toEqual([
      'content/data/company.json: phone.e164: must be the displayed phone number in international form: +1 and its ten digits',
      expect.stringMatching(
        /^content\/data\/testimonials\.json: Testimonial "[a-z0-9-]+", categoryId: must name one of the service categories: erp-solutions, /,
      ),
      expect.stringMatching(
        /^content\/data\/certifications\.json: Certification "[^"]+", id: repeats "cmmi-level-3-services", which an earlier entry already uses; each must be different$/,
      ),
    ])
  })

  it('says what a pattern asks for in words, not as the pattern', () => {
    const problems = findDataProblems(
      readEdited({
        [LEADERSHIP]: (data: { people: { initials: string }[] }) => ({
          people: data.people.map((person, index) => (index === 1 ? { ...person, initials: 'ar' } : person)),
        }),
      }),
    )
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/data\/leadership\.json: Leader "[^"]+", initials: must be two or three capital letters$/,
      ),
    ])
  })

  it('reports a file that is missing or not JSON', () => {
    const problems = findDataProblems((path) =>
      path === LEADERSHIP
        ? undefined
        : path === CERTIFICATIONS
          ? '{ "certifications": ['
          : readRepoFile(path),
    )
    expect(problems).toEqual([
      'content/data/leadership.json: is missing',
      expect.stringMatching(/^content\/data\/certifications\.json: is not valid JSON \(/),
    ])
  })
})

describe('scripts/build-steps/check-content.ts', () => {
  let root: string | undefined
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it('runs first in the build, the development server and the editor', () => {
    const { scripts } = JSON.parse(readRepoFile('package.json')) as { scripts: Record<string, string> }
    expect(scripts.build).toMatch(/^node scripts\/build-steps\/check-content\.ts && /)
    expect(scripts.dev).toMatch(/^node scripts\/build-steps\/check-content\.ts && /)
    expect(readRepoFile('scripts/editor/start-editor.ts')).toContain("'scripts/build-steps/check-content.ts'")
  })

  // A second Node process that loads every content module: seconds on a busy machine.
  it('prints each problem of another copy of the data and exits non-zero', { timeout: 60_000 }, () => {
    root = mkdtempSync(join(tmpdir(), 'check-content-'))
    for (const path of [...Object.values(dataFiles).map((file) => file.path), PUBLISHED_ADDRESSES_FILE]) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), readRepoFile(path))
    }
    const leadership = JSON.parse(readRepoFile(LEADERSHIP)) as { people: Person[] }
    leadership.people[2] = { ...(leadership.people[2] as Person), bio: '' }
    writeFileSync(join(root, LEADERSHIP), JSON.stringify(leadership))

    const run = spawnSync(process.execPath, ['scripts/build-steps/check-content.ts', root], {
      cwd: repo,
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toBe(
      `check-content: one problem\n  content/data/leadership.json: Leader "${THIRD_LEADER}", bio: is required (must not be empty)\n`,
    )
  })

  it('fails on a redirect loop, a chain and a redirect to a missing page, naming each rule', {
    timeout: 60_000,
  }, () => {
    root = mkdtempSync(join(tmpdir(), 'check-content-'))
    for (const path of [...Object.values(dataFiles).map((file) => file.path), PUBLISHED_ADDRESSES_FILE]) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), readRepoFile(path))
    }
    const redirects = [
      { from: '/services/oracle-ebs', to: '/services/oracle-erp' },
      { from: '/services/oracle-erp', to: '/services/oracle-ebs' },
      { from: '/services/old-sap', to: '/services/sap-s4' },
      { from: '/services/sap-s4', to: '/services/sap' },
      { from: '/services/retired', to: '/services/no-such-service' },
    ]
    writeFileSync(join(root, 'content/data/redirects.json'), JSON.stringify({ redirects }))

    const run = spawnSync(process.execPath, ['scripts/build-steps/check-content.ts', root], {
      cwd: repo,
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    const lines = run.stderr.split('\n')
    expect(lines[0]).toBe('check-content: 4 problems')
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/redirect 1 \("\/services\/oracle-ebs"\): it leads back to itself/),
        expect.stringMatching(/redirect 2 \("\/services\/oracle-erp"\): it leads back to itself/),
        expect.stringMatching(/redirect 3 \("\/services\/old-sap"\): .* which is itself redirected/),
        expect.stringMatching(/redirect 5 \("\/services\/retired"\): .* which is not a page of the site/),
      ]),
    )
  })
})
