import { expect, type Page, test } from '@playwright/test'
import { staticSections } from '../../content/static-sections.ts'
import { collectPageErrors, openHydrated, pagePaths, waitForHydration } from './support.ts'

/**
 * The home page's static sections (decision 025): the first load keeps their prerendered HTML without
 * their data, their links still move between pages in the browser, and a visit by link renders them
 * exactly as the prerender did.
 */
const home = staticSections.home()
const staticTitles: string[] = Object.values(home.sections).map((words) => words.title)

/**
 * Each static section's inside, by title, with React's text separators dropped: as the prerendered HTML
 * has it when `html` is given, else as the page shows it now.
 */
function readStaticSections(page: Page, html?: string): Promise<Record<string, string>> {
  return page.evaluate(
    ({ html, titles }) => {
      const root = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html')
      return Object.fromEntries(
        titles.map((title) => {
          const heading = [...root.querySelectorAll('h2')].find((h2) => h2.textContent === title)
          const section = heading?.closest('section')
          return [
            title,
            section ? section.innerHTML.replace(/<!--.*?-->/g, '') : `(no section titled ${title})`,
          ]
        }),
      )
    },
    { html, titles: staticTitles },
  )
}

const prerenderedSections = async (page: Page) =>
  readStaticSections(page, await (await page.request.get(pagePaths.home)).text())

/** Marks the current document; a page reached without reloading it still has the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as { sameDocument?: boolean }).sameDocument = true
  })
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

test('the first load keeps the static sections exactly as prerendered, with no error', async ({ page }) => {
  const errors = collectPageErrors(page)
  // Records every change inside the static sections from the moment the document is parsed.
  await page.addInitScript((titles) => {
    const changes: string[] = []
    ;(window as unknown as { staticSectionChanges: string[] }).staticSectionChanges = changes
    document.addEventListener('DOMContentLoaded', () => {
      const sections = [...document.querySelectorAll('h2')]
        .filter((h2) => titles.includes(h2.textContent ?? ''))
        .map((h2) => h2.closest('section'))
      for (const section of sections) {
        if (!section) continue
        new MutationObserver((records) => {
          for (const record of records)
            changes.push(`${record.type} in ${section.getAttribute('aria-labelledby')}`)
        }).observe(section, { subtree: true, childList: true, attributes: true, characterData: true })
      }
      changes.push(`observing ${sections.length}`)
    })
  }, staticTitles)
  const expected = await prerenderedSections(page)
  await openHydrated(page, pagePaths.home)
  // React hydrates the slices below the shell in later, low-priority passes: let them all run.
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))))
  expect(await readStaticSections(page)).toEqual(expected)
  expect(
    await page.evaluate(() => (window as unknown as { staticSectionChanges: string[] }).staticSectionChanges),
  ).toEqual([`observing ${staticTitles.length}`])
  expect(errors).toEqual([])
})

test('links in the static sections move between pages without reloading, by pointer and by keyboard', async ({
  page,
}) => {
  await openHydrated(page, pagePaths.home)
  const firstArea = home.categories[0]
  if (!firstArea) throw new Error('no practice areas')
  await markDocument(page)
  await page
    .getByRole('region', { name: home.sections.solutionsWeDeliver.title })
    .getByRole('link', { name: firstArea.title })
    .click()
  await expect(page).toHaveURL(firstArea.href)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstArea.title)
  expect(await isSameDocument(page)).toBe(true)

  await page.goBack()
  await expect(page).toHaveURL(pagePaths.home)
  const firstSolution = home.solutions[0]
  if (!firstSolution) throw new Error('no solutions')
  const solutionLink = page
    .getByRole('region', { name: home.sections.solutions.title })
    .getByRole('link', { name: firstSolution.title })
  await solutionLink.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(firstSolution.href)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstSolution.title)
  expect(await isSameDocument(page)).toBe(true)
})

test('a click with a modifier key on a static section link is left to the browser', async ({
  page,
  context,
}) => {
  await openHydrated(page, pagePaths.home)
  const firstArea = home.categories[0]
  if (!firstArea) throw new Error('no practice areas')
  const opened = context.waitForEvent('page')
  await page
    .getByRole('region', { name: home.sections.solutionsWeDeliver.title })
    .getByRole('link', { name: firstArea.title })
    .click({ modifiers: ['ControlOrMeta'] })
  const tab = await opened
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe(firstArea.href)
  expect(new URL(page.url()).pathname).toBe(pagePaths.home)
})

test('a visit by link renders the static sections as the prerendered page has them', async ({ page }) => {
  const errors = collectPageErrors(page)
  const expected = await prerenderedSections(page)
  await openHydrated(page, pagePaths.about)
  await markDocument(page)
  await page.locator('header').getByRole('link', { name: 'Home', exact: true }).first().click()
  await expect(page).toHaveURL(pagePaths.home)
  await expect(page.getByRole('heading', { name: home.sections.certifications.title })).toBeVisible()
  expect(await isSameDocument(page)).toBe(true)
  expect(await readStaticSections(page)).toEqual(expected)
  await waitForHydration(page)
  expect(errors).toEqual([])
})
