import { expect, type Page, test } from '@playwright/test'
import { serviceStaticSections, staticSections } from '../../content/static-sections.ts'
import { collectPageErrors, openHydrated, pagePaths, waitForHydration } from './support.ts'

// Static sections (decision 025): the first load keeps their prerendered HTML without data, their links
// navigate in the browser, and a visit by link renders them exactly as the prerender did.
const home = staticSections.home()
const services = staticSections.services()
const capability = staticSections.corporateCapability()
const oracle = serviceStaticSections.load('oracle-financials')
const titlesOf = (sections: Record<string, { title: string }>) =>
  Object.values(sections).map((words) => words.title)

const firstOf = <Item>(items: readonly Item[]): Item => {
  const [first] = items
  if (first === undefined) throw new Error('the content lists nothing')
  return first
}

/** Pages with static sections: titles, a link in one, and the page linking there (`from`, default /about). */
const pages = [
  {
    path: pagePaths.home,
    staticTitles: titlesOf(home.sections),
    link: { section: home.sections.solutionsWeDeliver.title, ...firstOf(home.categories) },
    arrive: (page: Page) => page.locator('header').getByRole('link', { name: 'Home', exact: true }).first(),
  },
  {
    path: pagePaths.services,
    staticTitles: titlesOf(services.sections),
    link: { section: services.sections.areas.title, ...firstOf(services.cards) },
    arrive: (page: Page) => page.locator('footer').getByRole('link', { name: 'Services', exact: true }),
  },
  {
    path: pagePaths.corporateCapability,
    staticTitles: titlesOf(capability.sections),
    link: { section: capability.sections.services.title, ...firstOf(capability.services) },
    arrive: (page: Page) => page.locator('header').getByRole('link', { name: 'Corporate Capability' }),
  },
  {
    path: '/services/oracle-financials',
    staticTitles: titlesOf(oracle.sections),
    link: {
      section: oracle.sections.related.title,
      title: firstOf(oracle.related).name,
      href: firstOf(oracle.related).href,
    },
    from: '/services/erp-solutions',
    arrive: (page: Page) => page.getByRole('main').getByRole('link', { name: 'Oracle Financials' }).first(),
  },
]

/** Each static section's inside by title, minus React's text separators: from `html`, else the page. */
function readStaticSections(
  page: Page,
  staticTitles: string[],
  html?: string,
): Promise<Record<string, string>> {
  return page.evaluate(
    ({ html, titles }) => {
      const root = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html')
      return Object.fromEntries(
        titles.map((title) => {
          const heading = [...root.querySelectorAll('h2')].find((h2) => h2.textContent === title)
          const section = heading?.closest('section')?.cloneNode(true) as Element | undefined
          if (!section) return [title, `(no section titled ${title})`]
          const comments = document.createTreeWalker(section, NodeFilter.SHOW_COMMENT)
          const separators: Node[] = []
          while (comments.nextNode()) separators.push(comments.currentNode)
          for (const separator of separators) separator.parentNode?.removeChild(separator)
          return [title, section.innerHTML]
        }),
      )
    },
    { html, titles: staticTitles },
  )
}

const prerenderedSections = async (page: Page, path: string, staticTitles: string[]) =>
  readStaticSections(page, staticTitles, await (await page.request.get(path)).text())

/** Marks the current document; a page reached without reloading it still has the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as { sameDocument?: boolean }).sameDocument = true
  })
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

for (const { path, staticTitles, link, arrive, from = pagePaths.about } of pages) {
  test(`${path}: the first load keeps the static sections exactly as prerendered, with no error`, async ({
    page,
  }) => {
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
    const expected = await prerenderedSections(page, path, staticTitles)
    await openHydrated(page, path)
    // React hydrates the slices below the shell in later, low-priority passes: let them all run.
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))))
    expect(await readStaticSections(page, staticTitles)).toEqual(expected)
    expect(
      await page.evaluate(
        () => (window as unknown as { staticSectionChanges: string[] }).staticSectionChanges,
      ),
    ).toEqual([`observing ${staticTitles.length}`])
    expect(errors).toEqual([])
  })

  test(`${path}: links in the static sections move between pages without reloading`, async ({ page }) => {
    await openHydrated(page, path)
    await markDocument(page)
    await page.getByRole('region', { name: link.section }).getByRole('link', { name: link.title }).click()
    await expect(page).toHaveURL(link.href)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(link.title)
    expect(await isSameDocument(page)).toBe(true)
  })

  test(`${path}: a visit by link renders the static sections as the prerendered page has them`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page)
    const expected = await prerenderedSections(page, path, staticTitles)
    await openHydrated(page, from)
    await markDocument(page)
    await arrive(page).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { name: staticTitles.at(-1) })).toBeVisible()
    expect(await isSameDocument(page)).toBe(true)
    expect(await readStaticSections(page, staticTitles)).toEqual(expected)
    await waitForHydration(page)
    expect(errors).toEqual([])
  })
}

test('a static section link followed by keyboard moves between pages without reloading', async ({ page }) => {
  await openHydrated(page, pagePaths.home)
  await markDocument(page)
  const firstSolution = firstOf(home.solutions)
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
  const firstArea = firstOf(home.categories)
  const opened = context.waitForEvent('page')
  await page
    .getByRole('region', { name: home.sections.solutionsWeDeliver.title })
    .getByRole('link', { name: firstArea.title })
    .click({ modifiers: ['ControlOrMeta'] })
  const tab = await opened
  // A tab opened by a modified click starts at about:blank, whose load can finish before the link's begins.
  await expect(tab).toHaveURL((url) => url.pathname === firstArea.href)
  expect(new URL(page.url()).pathname).toBe(pagePaths.home)
})
