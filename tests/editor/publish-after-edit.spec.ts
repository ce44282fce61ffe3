import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { CLIENT_LOGO_DIR } from '../../content/client-logos.ts'
import { HERO_UPLOAD_DIR } from '../../content/hero-uploads.ts'
import { heroSlides } from '../../content/home.ts'
import { extractPdfText } from '../../scripts/pdf/pdf-text.ts'
import { killAllServerProcesses } from '../fixtures/server-process.ts'
import {
  buildAndServe,
  checkoutWithEdits,
  editListItem,
  NEW_BIO,
  NEW_CLIENT_NAME,
  renameFairfaxClient,
  saveEdits,
  sharedLocalEditor,
  uploadClientLogo,
  uploadHeroPicture,
  writeFixtureHeroPicture,
  writeFixtureLogo,
} from './local-editor.ts'

const session = sharedLocalEditor()

const LOGO_ALT = 'Fixture logo, drawn for this test'
const HERO_ALT = 'Fixture banner picture: a navy half beside a gold half'
const FIRST_SLIDE_TITLE = heroSlides[0]?.title ?? ''
const NEW_TAGLINE =
  'A woman-owned small business modernizing ERP, financial management and cybersecurity for government, education and enterprise.'

// Editing, a full production build of a copy of the repository, and a server: minutes on a busy machine.
test.setTimeout(900_000)

let site: string

test.afterAll(() => {
  killAllServerProcesses()
  if (site) rmSync(site, { recursive: true, force: true })
})

test('after an edit and logo and banner picture uploads are built, the About page, the home page and the capability PDF show them', async ({
  page,
}) => {
  await editListItem(page, session.current.url, 'leadership', 'Laura Chen', 'Biography', NEW_BIO)
  await expect
    .poll(() => readFileSync(join(session.current.root, 'content/data/leadership.json'), 'utf8'))
    .toContain('Treasury reporting, A-123')
  await renameFairfaxClient(page, session.current.url)
  await expect
    .poll(() => readFileSync(join(session.current.root, 'content/data/clients.json'), 'utf8'))
    .toContain(NEW_CLIENT_NAME)
  await page.goto(`${session.current.url}/keystatic/singleton/company`)
  await page.getByRole('textbox', { name: 'Tagline' }).fill(NEW_TAGLINE)
  await saveEdits(page)
  await expect
    .poll(() => readFileSync(join(session.current.root, 'content/data/company.json'), 'utf8'))
    .toContain(NEW_TAGLINE)

  // About 2 MB, sent by the editor as base64 in one JSON request.
  const logo = await writeFixtureLogo(session.current.root)
  await uploadClientLogo(page, session.current.url, 'Federal Aviation Administration', logo, LOGO_ALT)
  const logoPath = `${CLIENT_LOGO_DIR}/clients/2/logo.png`
  await expect
    .poll(
      () =>
        JSON.parse(readFileSync(join(session.current.root, 'content/data/clients.json'), 'utf8')).clients[2],
    )
    .toMatchObject({ mark: 'FAA', logo: logoPath, logoAlt: LOGO_ALT })
  expect(readFileSync(join(session.current.root, logoPath)).equals(readFileSync(logo))).toBe(true)

  await uploadHeroPicture(
    page,
    session.current.url,
    FIRST_SLIDE_TITLE,
    await writeFixtureHeroPicture(session.current.root),
    HERO_ALT,
  )
  const homeFile = join(session.current.root, 'content/data/home.json')
  await expect
    .poll(() => JSON.parse(readFileSync(homeFile, 'utf8')).heroSlides[0].image)
    .toMatchObject({
      alt: HERO_ALT,
      upload: expect.stringMatching(new RegExp(`^${HERO_UPLOAD_DIR}/home/.+\\.jpg$`)),
    })

  site = checkoutWithEdits(session.current.root)
  const base = await buildAndServe(site)

  await page.goto(`${base}/about`)
  await expect(page.getByText(NEW_BIO)).toBeVisible()
  await page.goto(`${base}/`)
  await expect(page.getByText(NEW_CLIENT_NAME).first()).toBeAttached()
  await expect(page.getByText('Fairfax County Government')).toHaveCount(0)
  const logoImage = page.getByTestId('logo-row').first().getByRole('img', { name: LOGO_ALT }).first()
  await expect(logoImage).toHaveAttribute('loading', 'lazy')
  await expect(logoImage).toHaveAttribute('width', '160')
  await expect(logoImage).toHaveAttribute('height', '48')
  const variants = await logoImage.evaluate((image) =>
    [image, ...(image.parentElement?.querySelectorAll('source') ?? [])].flatMap((element) =>
      (element.getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[0] ?? ''),
    ),
  )
  expect(variants).toHaveLength(6)
  for (const variant of variants) {
    const response = await page.request.get(`${base}${variant}`)
    expect(response.status(), variant).toBe(200)
    expect(response.headers()['content-type'], variant).toMatch(/^image\/(avif|webp|png)$/)
  }

  const heroImage = page.locator('section[aria-roledescription="carousel"] img').first()
  await expect(page.getByRole('img', { name: HERO_ALT })).toBeVisible()
  await expect(heroImage).toHaveAttribute('alt', HERO_ALT)
  await expect(heroImage).toHaveAttribute('fetchpriority', 'high')
  await expect(heroImage).toHaveAttribute('width', '1920')
  await expect(heroImage).toHaveAttribute('height', '1080')
  const preload = page.locator('link[rel="preload"][as="image"]')
  await expect(preload).toHaveAttribute('fetchpriority', 'high')
  await expect(preload).toHaveAttribute('imagesrcset', /\/img\/hero-uploads\/.+-1920\.avif 1920w/)
  const heroVariants = await heroImage.evaluate((image) =>
    [image, ...(image.parentElement?.querySelectorAll('source') ?? [])].flatMap((element) =>
      (element.getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[0] ?? ''),
    ),
  )
  expect(heroVariants).toHaveLength(12)
  for (const variant of heroVariants) {
    expect(variant).toMatch(/^\/img\/hero-uploads\//)
    const response = await page.request.get(`${base}${variant}`)
    expect(response.status(), variant).toBe(200)
    expect(response.headers()['content-type'], variant).toMatch(/^image\/(avif|webp|jpeg)$/)
  }

  const pdf = await extractPdfText(readFileSync(join(site, 'build/client/GlobalTekForce_Capability.pdf')))
  expect(pdf).toContain(NEW_TAGLINE)
})
