import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  confirmationWords,
  createSaveCheck,
  createSaveConfirmation,
  findSaveProblems,
  refusalWords,
} from './check-save.ts'

const repo = resolve(import.meta.dirname, '../..')
const LEADERSHIP = 'content/data/leadership.json'

function savedWith<T>(path: string, edit: (data: T) => unknown) {
  const data = JSON.parse(readFileSync(join(repo, path), 'utf8')) as T
  const contents = Buffer.from(`${JSON.stringify(edit(data), null, 2)}\n`).toString('base64')
  return { additions: [{ path, contents }] }
}

describe('a save the local editor checks before writing', () => {
  it('passes when every data file it writes passes the content gate', () => {
    expect(findSaveProblems(savedWith(LEADERSHIP, (data) => data))).toEqual([])
  })

  it('names each problem in the gate’s words, and the entry by its name rather than its place', () => {
    const problems = findSaveProblems(
      savedWith(LEADERSHIP, (data: { people: { name: string; bio: string }[] }) => ({
        people: data.people.map((person) => (person.name === 'Laura Chen' ? { ...person, bio: '' } : person)),
      })),
    )
    expect(problems).toEqual([
      'content/data/leadership.json: Leader "Laura Chen", bio: is required (must not be empty)',
    ])
    expect(refusalWords(problems)).toBe(
      'Not saved, nothing was written: the content check found one problem.\ncontent/data/leadership.json: Leader "Laura Chen", bio: is required (must not be empty)',
    )
  })

  it('leaves uploads to the upload rules', () => {
    const upload = { path: 'assets/images/clients/clients/0/logo.png', contents: 'iVBORw0KGgo=' }
    expect(findSaveProblems({ additions: [upload] })).toEqual([])
  })

  it('stops checking for the rest of the run once a save writes a file its rules were read from', () => {
    const check = createSaveCheck()
    const emptyBio = savedWith(LEADERSHIP, (data: { people: { bio: string }[] }) => ({
      people: data.people.map((person, index) => (index === 0 ? { ...person, bio: '' } : person)),
    }))
    expect(check(emptyBio)).toHaveLength(1)
    expect(check(savedWith('content/data/catalog.json', (data) => data))).toEqual([])
    expect(check(emptyBio)).toEqual([])
  })
})

it('refuses a menu file that keeps a page set to retire: only the local editor’s save retires it', () => {
  type Menu = { categories: { services: { retireTo?: string }[] }[] }
  const saved = savedWith<Menu>('content/data/catalog.json', (menu) => {
    const [erp] = menu.categories
    if (erp?.services[1]) erp.services[1].retireTo = '/services/oracle-financials'
    return menu
  })
  expect(findSaveProblems(saved)).toEqual([
    expect.stringMatching(/retireTo: a page is retired only in the local editor \(npm run edit\)/),
  ])
})

describe('a save that changes more than its own screen', () => {
  const redirects = [{ from: '/services/sap', to: '/services/oracle-financials' }]

  it('says which other files it changes and which redirects it records', () => {
    expect(confirmationWords({ alsoChanged: [], redirects: [] })).toBeUndefined()
    expect(
      confirmationWords({
        alsoChanged: ['content/data/categories/erp-solutions.json', 'content/data/redirects.json'],
        redirects,
      }),
    ).toBe(
      'Not saved yet: this save also changes 2 other files (content/data/categories/erp-solutions.json, content/data/redirects.json) and records this redirect: /services/sap → /services/oracle-financials. Save again to confirm, or change it back to undo.',
    )
  })

  it('goes through when the same save comes a second time in a row, and only then', () => {
    const confirm = createSaveConfirmation()
    const save = { additions: [{ path: 'content/data/catalog.json', contents: 'e30=' }] }
    const other = { additions: [{ path: 'content/data/catalog.json', contents: 'e30K' }] }
    expect(confirm.isConfirmed(save)).toBe(false)
    expect(confirm.isConfirmed(other)).toBe(false)
    expect(confirm.isConfirmed(save)).toBe(false)
    expect(confirm.isConfirmed(save)).toBe(true)
    expect(confirm.isConfirmed(save)).toBe(false)
  })
})
