import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { CLIENT_LOGO_MAX_BYTES } from '../../content/client-logos.ts'
import { findClientLogoFileProblems } from '../build-steps/content/client-logo-files.ts'
import { diskFiles } from '../build-steps/content/content-files.ts'
import {
  confirmationWords,
  createSaveCheck,
  createSaveConfirmation,
  findSaveDeletionProblems,
  findSaveDraftProblems,
  findSaveProblems,
  findSaveUploadProblems,
  refusalWords,
  wordsKeysAfterSave,
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

  it('stops checking data for the rest of the run once a save writes a file its rules were read from', async () => {
    const check = createSaveCheck(repo)
    const emptyBio = savedWith(LEADERSHIP, (data: { people: { bio: string }[] }) => ({
      people: data.people.map((person, index) => (index === 0 ? { ...person, bio: '' } : person)),
    }))
    expect(await check(emptyBio)).toHaveLength(1)
    expect(await check(savedWith('content/data/catalog.json', (data) => data))).toEqual([])
    expect(await check(emptyBio)).toEqual([])
    const tooBig = withLogo(Buffer.concat([await png(200), Buffer.alloc(CLIENT_LOGO_MAX_BYTES)]))
    expect(await check(tooBig)).toHaveLength(1)
  })
})

const CLIENTS = 'content/data/clients.json'
const HOME = 'content/data/home.json'
const LOGO = 'assets/images/clients/clients/2/logo.png'
const PICTURE = 'assets/images/uploads/home/heroSlides/0/image/upload.jpg'
const LOGO_PLACE = `${CLIENTS}: Client "Federal Aviation Administration", logo`
const base64 = (bytes: Buffer) => bytes.toString('base64')

const png = (width: number) =>
  sharp({ create: { width, height: Math.round(width / 3), channels: 4, background: '#1d3a6e' } })
    .png()
    .toBuffer()

/** What Keystatic sends when a logo is chosen for the third client: the whole list, and the file beside it. */
function withLogo(bytes: Buffer, path = LOGO) {
  const clients = savedWith(CLIENTS, (data: { clients: Record<string, unknown>[] }) => ({
    clients: data.clients.map((client, index) =>
      index === 2 ? { ...client, logo: path, logoAlt: 'FAA logo' } : client,
    ),
  }))
  return { additions: [...clients.additions, { path, contents: base64(bytes) }], deletions: [] }
}

/** What Keystatic sends when a picture is chosen for the home page's first banner slide. */
function withPicture(bytes: Buffer) {
  const home = savedWith(HOME, (data: { heroSlides: { image: Record<string, unknown> }[] }) => ({
    ...data,
    heroSlides: data.heroSlides.map((slide, index) =>
      index === 0 ? { ...slide, image: { ...slide.image, upload: PICTURE } } : slide,
    ),
  }))
  return { additions: [...home.additions, { path: PICTURE, contents: base64(bytes) }] }
}

describe('the uploads a save carries, checked by the build’s own rules before anything is written', () => {
  it('passes a logo and a banner picture the build would accept', async () => {
    expect(await findSaveUploadProblems(repo, withLogo(await png(600)))).toEqual([])
    const picture = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: '#c9a227' } })
      .jpeg()
      .toBuffer()
    expect(await findSaveUploadProblems(repo, withPicture(picture))).toEqual([])
  })

  it('refuses a logo over the size limit and a PDF named .png, naming the client', async () => {
    const big = Buffer.concat([await png(600), Buffer.alloc(20 * 1024 * 1024)])
    expect(await findSaveUploadProblems(repo, withLogo(big))).toEqual([
      `${LOGO_PLACE}: the logo file is 20 MB, more than the 3 MB a logo may be; export it smaller (1000 pixels wide is plenty) and upload it again`,
    ])
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n')
    expect(await findSaveUploadProblems(repo, withLogo(pdf))).toEqual([
      `${LOGO_PLACE}: the logo file is not an SVG, PNG, JPEG or WebP image, whatever its name says; export it in one of those formats and upload it again`,
    ])
  })

  it('says exactly what the build says about the same files', async () => {
    const save = withLogo(Buffer.from('GIF89a'))
    const copy = mkdtempSync(join(tmpdir(), 'save-as-built-'))
    try {
      for (const { path, contents } of save.additions) {
        mkdirSync(dirname(join(copy, path)), { recursive: true })
        writeFileSync(join(copy, path), Buffer.from(contents, 'base64'))
      }
      const built = findClientLogoFileProblems(diskFiles(copy))
      expect(built).toHaveLength(1)
      expect(await findSaveUploadProblems(repo, save)).toEqual(built)
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })

  it('refuses a banner picture narrower than the build allows, naming the slide', async () => {
    const narrow = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#c9a227' } })
      .jpeg()
      .toBuffer()
    expect(await findSaveUploadProblems(repo, withPicture(narrow))).toEqual([
      `${HOME}: Banner slide "Federal Expertise You Can Rely On", image.upload: the picture is 800 pixels wide, narrower than the 1280 a banner picture must be so it stays sharp on wide screens; upload a larger one (1920 × 1080 is ideal)`,
    ])
  })

  it('refuses a save that deletes a logo its data still names', async () => {
    const root = mkdtempSync(join(tmpdir(), 'save-deletes-'))
    try {
      cpSync(join(repo, CLIENTS), join(root, CLIENTS))
      mkdirSync(dirname(join(root, LOGO)), { recursive: true })
      writeFileSync(join(root, LOGO), await png(600))
      const save = { ...withLogo(await png(600)), deletions: [{ path: LOGO }] }
      save.additions = save.additions.filter(({ path }) => path === CLIENTS)
      expect(await findSaveUploadProblems(root, save)).toEqual([
        `${LOGO_PLACE}: ${LOGO} does not exist; upload the logo again in the editor`,
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('checks an upload no saved data file names by its folder’s rules', async () => {
    const stray = 'assets/images/clients/stray.png'
    const save = { additions: [{ path: stray, contents: base64(Buffer.from('%PDF-1.7')) }] }
    expect(await findSaveUploadProblems(repo, save)).toEqual([
      `${stray}: the logo file is not an SVG, PNG, JPEG or WebP image, whatever its name says; export it in one of those formats and upload it again`,
    ])
  })
})

describe('a save that makes a draft of something a published page names', () => {
  const draftClient = (mark: string) =>
    savedWith(CLIENTS, (data: { clients: Record<string, unknown>[] }) => ({
      clients: data.clients.map((client) => (client.mark === mark ? { ...client, draft: true } : client)),
    }))

  it('is refused in the build’s words, naming the file that still points at it', async () => {
    const problem =
      'content/data/about.json: rotatingClientMarks[1]: names the client "Federal Aviation Administration", a draft that is not published: remove it here, or publish it first (clear its "Draft" box)'
    expect(findSaveDraftProblems(repo, draftClient('FAA'))).toEqual([problem])
    expect(await createSaveCheck(repo)(draftClient('FAA'))).toEqual([problem])
  })

  it('passes for a draft nothing names', () => {
    expect(findSaveDraftProblems(repo, draftClient('DOL'))).toEqual([])
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

const SOLUTION_MENU = 'content/data/solution-menu.json'
const CATALOG = 'content/data/catalog.json'
const NEW_SOLUTION = 'content/data/solutions/grantreportinghub.json'
const NEW_CATEGORY = 'content/data/categories/grants-and-awards.json'
const encoded = (data: unknown) => Buffer.from(`${JSON.stringify(data, null, 2)}\n`).toString('base64')
const readData = <T>(path: string) => JSON.parse(readFileSync(join(repo, path), 'utf8')) as T

/** A copy of content/ to save into, as the editor's tests edit one. */
function contentCopy() {
  const root = mkdtempSync(join(tmpdir(), 'save-words-'))
  cpSync(join(repo, 'content/data'), join(root, 'content/data'), { recursive: true })
  return root
}

type SolutionMenu = { solutions: { slug: string; name: string; key: string; draft?: boolean }[] }
type Catalog = {
  categories: {
    slug: string
    name: string
    key: string
    area: string
    services: unknown[]
    draft?: boolean
  }[]
}

const solutionMenuWith = (entry: SolutionMenu['solutions'][number]) => {
  const menu = readData<SolutionMenu>(SOLUTION_MENU)
  return { path: SOLUTION_MENU, contents: encoded({ solutions: [...menu.solutions, entry] }) }
}
const grantHub = {
  slug: 'grantreportinghub',
  name: 'Grant Reporting Hub',
  key: 'grantreportinghub',
  draft: true,
}

describe('a save of the words files, which staff may create and delete in the editor', () => {
  const solutionWords = readData<Record<string, unknown>>('content/data/solutions/userprovisioning.json')

  it('checks a new solution’s words with the solutions’ schema, found by its folder', () => {
    const valid = { additions: [{ path: NEW_SOLUTION, contents: encoded(solutionWords) }] }
    expect(findSaveProblems(valid)).toEqual([])
    const short = { ...solutionWords, summary: 'Too short.' }
    expect(findSaveProblems({ additions: [{ path: NEW_SOLUTION, contents: encoded(short) }] })).toEqual([
      `${NEW_SOLUTION}: summary: must be at least 80 characters long (it has 10)`,
    ])
  })

  it('lets a menu name a words file created in this run, and refuses one that does not exist', async () => {
    const root = contentCopy()
    try {
      const check = createSaveCheck(root)
      const menu = { additions: [solutionMenuWith(grantHub)] }
      expect(findSaveProblems(menu, root)).toEqual([
        expect.stringMatching(
          /^content\/data\/solution-menu\.json: Solution "Grant Reporting Hub", key: "Words file" must name one of the words files in content\/data\/solutions: agriculturedatasolutions, /,
        ),
      ])
      expect(await check({ additions: [{ path: NEW_SOLUTION, contents: encoded(solutionWords) }] })).toEqual(
        [],
      )
      writeFileSync(join(root, NEW_SOLUTION), Buffer.from(encoded(solutionWords), 'base64'))
      expect(wordsKeysAfterSave(root, menu, 'content/data/solutions')).toContain('grantreportinghub')
      expect(await check(menu)).toEqual([])
      expect(
        findSaveProblems({ additions: [solutionMenuWith({ ...grantHub, key: 'grantreportinghu' })] }, root),
      ).toHaveLength(1)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('checks a new category’s words against the services its new menu entry lists, in one save or two', async () => {
    const erp = readData<{ services: { slug: string }[] }>('content/data/categories/erp-solutions.json')
    const [sapWords] = erp.services
    const words = {
      ...readData<Record<string, unknown>>('content/data/categories/erp-solutions.json'),
      heroSlides: undefined,
      services: [{ ...sapWords, slug: 'grant-award-tracking' }],
    }
    const catalog = readData<Catalog>(CATALOG)
    const entry = {
      slug: 'grants-and-awards',
      name: 'Grants and Awards',
      key: 'grants-and-awards',
      area: 'Government',
      services: [{ slug: 'grant-award-tracking', name: 'Grant Award Tracking', key: 'grant-award-tracking' }],
      draft: true,
    }
    const newCatalog = {
      path: CATALOG,
      contents: encoded({ ...catalog, categories: [...catalog.categories, entry] }),
    }
    const newWords = (data: unknown) => ({ path: NEW_CATEGORY, contents: encoded(data) })
    expect(findSaveProblems({ additions: [newWords(words), newCatalog] })).toEqual([])
    const wrongService = { ...words, services: [{ ...sapWords, slug: 'sap' }] }
    expect(findSaveProblems({ additions: [newWords(wrongService), newCatalog] })).toEqual([
      `${NEW_CATEGORY}: services: must hold the words of exactly the services the menu (content/data/catalog.json) lists under Grants and Awards, once each: grant-award-tracking (it holds sap)`,
    ])

    const root = contentCopy()
    try {
      const check = createSaveCheck(root)
      expect(await check({ additions: [newWords(wrongService)] })).toEqual([])
      writeFileSync(join(root, NEW_CATEGORY), Buffer.from(newWords(words).contents, 'base64'))
      expect(await check({ additions: [newCatalog] })).toEqual([])
      writeFileSync(join(root, CATALOG), Buffer.from(newCatalog.contents, 'base64'))
      expect(await check({ additions: [newWords(wrongService)] })).toEqual([
        expect.stringContaining(`${NEW_CATEGORY}: services: must hold the words of exactly the services`),
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('checks the banner pictures of a new category’s words, though the category was not there at start', async () => {
    const upload = 'assets/images/uploads/categories/grants-and-awards/heroSlides/0/image/upload.jpg'
    const [slide] = readData<{ heroSlides: { image: Record<string, unknown> }[] }>(HOME).heroSlides
    const words = {
      ...readData<Record<string, unknown>>('content/data/categories/erp-solutions.json'),
      heroSlides: [{ ...slide, image: { ...slide?.image, upload } }],
    }
    const narrow = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#c9a227' } })
      .jpeg()
      .toBuffer()
    const save = {
      additions: [
        { path: NEW_CATEGORY, contents: encoded(words) },
        { path: upload, contents: base64(narrow) },
      ],
    }
    expect(await findSaveUploadProblems(repo, save)).toEqual([
      expect.stringMatching(
        /^content\/data\/categories\/grants-and-awards\.json: Banner slide ".+", image\.upload: the picture is 800 pixels wide/,
      ),
    ])
  })

  it('refuses to delete a words file a menu entry still names, and deletes one the same save takes out', async () => {
    const used = 'content/data/solutions/userprovisioning.json'
    const remove = { additions: [], deletions: [{ path: used }] }
    const problem = `${used}: "User Provisioning" in the Solution menu still uses these words; remove it from the Solution menu (or retire its page there) and save that first, then delete its words`
    expect(findSaveDeletionProblems(repo, remove)).toEqual([problem])
    expect(await createSaveCheck(repo)(remove)).toEqual([problem])
    expect(
      findSaveDeletionProblems(repo, {
        additions: [],
        deletions: [{ path: 'content/data/categories/erp-solutions.json' }],
      }),
    ).toEqual([expect.stringMatching(/"ERP Solutions" in the Service menu still uses these words/)])
    const menu = readData<SolutionMenu>(SOLUTION_MENU)
    const without = {
      path: SOLUTION_MENU,
      contents: encoded({
        solutions: menu.solutions.filter((solution) => solution.key !== 'userprovisioning'),
      }),
    }
    expect(findSaveDeletionProblems(repo, { additions: [without], deletions: [{ path: used }] })).toEqual([])
    // A changed "Words file" moves the file: the menu would name words that are gone.
    const renamed = { additions: [{ path: NEW_SOLUTION, contents: 'e30K' }], deletions: [{ path: used }] }
    expect(findSaveDeletionProblems(repo, renamed)).toEqual([problem])
    expect(findSaveDeletionProblems(repo, { additions: [], deletions: [{ path: NEW_SOLUTION }] })).toEqual([])
  })
})
