import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { enquiryProblems } from '#content/enquiry-problems.ts'
import { company } from '#content/site.ts'
import {
  applyEdits,
  attributeOf,
  type Edit,
  outerSpanOf,
  type PageElement,
  pageElements,
  type Span,
  tokensOf,
} from '../html/parse-page.ts'
import {
  buildContentSecurityPolicy,
  INLINE_HASHES_FILE,
  InlineHashesManifestSchema,
} from '../http/security-headers.ts'

/** The prerendered not-found page lends its header, footer and styles to the problem page. */
const SHELL_FILE = '404.html'

export interface ProblemPageContent {
  title: string
  intro: string
  problems?: string[]
  backHref: string
  /** The pages' origin when the form was on another one: the shell's links lead back there. */
  linkOrigin?: string
}

export interface ProblemPages {
  render(content: ProblemPageContent): string
  /** No inline script runs on the page; the shell's style attributes keep their hashes. */
  contentSecurityPolicy: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Hydration code and the description. */
const isLeftOut = (element: PageElement) =>
  (element.tagName === 'script' && attributeOf(element, 'type') !== 'application/ld+json') ||
  (element.tagName === 'link' && tokensOf(element, 'rel').includes('modulepreload')) ||
  (element.tagName === 'meta' && attributeOf(element, 'name') === 'description')

interface ShellLink extends Span {
  path: string
}

function readShell(shell: string): {
  leftOut: Edit[]
  main: Span | undefined
  title: Span | undefined
  links: ShellLink[]
} {
  const elements = pageElements(shell)
  const mainElement = elements.find((element) => element.tagName === 'main')
  const bodyEnd = elements.find((element) => element.tagName === 'body')?.sourceCodeLocation?.endTag
  const main = mainElement
    ? outerSpanOf(mainElement)
    : bodyEnd && { start: bodyEnd.startOffset, end: bodyEnd.startOffset }
  const inMain = (span: Span) => main !== undefined && span.start >= main.start && span.end <= main.end
  const leftOut = elements
    .filter(isLeftOut)
    .map(outerSpanOf)
    .filter((span) => !inMain(span))
    .map((span) => ({ ...span, text: '' }))
  const titleElement = elements.find((element) => element.tagName === 'title')
  const links = elements.flatMap((element): ShellLink[] => {
    const path = element.tagName === 'a' ? attributeOf(element, 'href') : undefined
    const where = element.sourceCodeLocation?.attrs?.href
    if (!path?.startsWith('/') || path.startsWith('//') || !where) return []
    const span = { start: where.startOffset, end: where.endOffset }
    return inMain(span) ? [] : [{ ...span, path }]
  })
  return { leftOut, main, title: titleElement && outerSpanOf(titleElement), links }
}

/** Built from the 404 page with its hydration scripts removed, since a client render would replace the problems. */
export async function loadProblemPages(clientDir: string): Promise<ProblemPages> {
  const shell = await readFile(join(clientDir, SHELL_FILE), 'utf8')
  const parts = readShell(shell)
  const manifest = InlineHashesManifestSchema.parse(
    JSON.parse(await readFile(join(clientDir, INLINE_HASHES_FILE), 'utf8')),
  )
  const styleAttributes = manifest.files[SHELL_FILE]?.styleAttributes ?? []

  const render = ({ title, intro, problems = [], backHref, linkOrigin }: ProblemPageContent) => {
    const list =
      problems.length > 0
        ? `<ul class="mt-6 max-w-3xl list-disc space-y-2 pl-6 text-lg leading-relaxed text-white">${problems
            .map((problem) => `<li>${escapeHtml(problem)}</li>`)
            .join('')}</ul>`
        : ''
    const main = `<main id="main-content" tabindex="-1" class="outline-none pt-header"><section aria-labelledby="page-title" class="relative overflow-hidden bg-navy-900 text-white"><div class="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 relative py-16 sm:py-20 lg:py-24"><p class="mb-4 text-sm font-semibold uppercase tracking-[0.16em] text-gold-300">${escapeHtml(enquiryProblems.eyebrow)}</p><h1 id="page-title" class="max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">${escapeHtml(title)}</h1><p class="mt-6 max-w-3xl text-lg leading-relaxed text-navy-100 sm:text-xl">${escapeHtml(intro)}</p>${list}<p class="mt-6 max-w-3xl text-base leading-relaxed text-navy-100">${escapeHtml(enquiryProblems.contactLine)}</p><div class="mt-8 flex flex-wrap gap-3"><a class="inline-flex min-h-11 items-center justify-center gap-2 rounded-control font-semibold transition-colors duration-150 forced-colors:border-2 bg-gold-400 text-navy-950 hover:bg-gold-300 px-7 py-3.5 text-lg" href="${escapeHtml(backHref)}">${escapeHtml(enquiryProblems.backToForm)}</a></div></div></section></main>`
    const titleTag = `<title>${escapeHtml(title)} | ${escapeHtml(company.name)}</title>`
    return applyEdits(shell, [
      ...parts.leftOut,
      ...(parts.main ? [{ ...parts.main, text: main }] : []),
      ...(parts.title ? [{ ...parts.title, text: titleTag }] : []),
      ...(linkOrigin
        ? parts.links.map(({ path, ...span }) => ({
            ...span,
            text: `href="${escapeHtml(linkOrigin + path)}"`,
          }))
        : []),
    ])
  }
  return { render, contentSecurityPolicy: buildContentSecurityPolicy({ scripts: [], styleAttributes }) }
}
