/** The whole site from the content copy being edited, drafts shown and marked: React Router's dev server, never a build. */
import { existsSync, utimesSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve, sep } from 'node:path'
import { createRequestHandler, type ServerBuild } from 'react-router'
import {
  createServer as createViteServer,
  isRunnableDevEnvironment,
  type Plugin,
  type ViteDevServer,
} from 'vite'
import { SITE_PREVIEW_DRAFTS } from '../../../content/site-paths.ts'
import { checkEditorRequest, type EditorLock, redirectUnlocked } from '../editor-lock.ts'
import { listDraftPages } from './draft-paths.ts'
import { previewBanner, VERSION_PATH } from './preview-banner.ts'
import { wordsPageAddress } from './words-pages.ts'

const HOST = '127.0.0.1'
const DATA_PREFIX = '\0preview-data:'
const SEARCH_DOCUMENTS = 'virtual:search-documents'
const STATIC_SECTIONS = 'virtual:static-sections/'
const SERVICE_SECTIONS = `${STATIC_SECTIONS}service`
const SERVER_BUILD = '\0virtual:react-router/server-build'
const MENU_FILES = ['content/data/catalog.json', 'content/data/solution-menu.json']
/** The editor's link to a words file's page (editor/preview-links.ts): answered with its current address. */
const WORDS_PAGE = /^\/_preview\/(categories|solutions)\/([a-z0-9-]+)$/

export interface SitePreview {
  port: number
  close(): Promise<void>
}

interface PreviewOptions {
  repo: string
  contentRoot: string
  /** The editor's own lock: the preview answers the same key, at its own address. */
  editorLock: EditorLock
  port: number
}

export async function startSitePreview({ repo, contentRoot, editorLock, port }: PreviewOptions) {
  const repoData = resolve(repo, 'content/data') + sep
  const copyData = resolve(contentRoot, 'content/data') + sep
  // The copy's own modules list the copy's folders, so an entry created in the editor has its page.
  const folderListings = ['content/word-file-keys.ts', 'content/word-files.ts'].map((file) => ({
    repo: resolve(repo, file),
    copy: resolve(contentRoot, file),
  }))
  const listingOf = (id: string) =>
    contentRoot === repo
      ? undefined
      : folderListings.find((listing) => listing.repo === id && existsSync(listing.copy))
  let version = 0
  let vite: ViteDevServer | undefined
  const runner = () => {
    const ssr = vite?.environments.ssr
    if (!ssr || !isRunnableDevEnvironment(ssr))
      throw new Error('the preview needs a runnable server environment')
    return ssr.runner
  }
  const load = <T>(file: string) => runner().import(resolve(repo, file)) as Promise<T>

  const plugin: Plugin = {
    name: 'site-preview',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === SEARCH_DOCUMENTS || source.startsWith(STATIC_SECTIONS)) return `${DATA_PREFIX}${source}`
      if (source.startsWith('\0')) return undefined
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved) return undefined
      if (resolved.id === resolve(repo, 'content/draft-view.ts'))
        return resolve(import.meta.dirname, 'draft-view.ts')
      if (resolved.id.startsWith(repoData)) return copyData + resolved.id.slice(repoData.length)
      return listingOf(resolved.id)?.copy ?? resolved
    },
    // Computed here from the edited copy, where the site's build computes them once from the repository.
    async load(id) {
      if (!id.startsWith(DATA_PREFIX)) return undefined
      const source = id.slice(DATA_PREFIX.length)
      const json = (value: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))})`
      if (source === SEARCH_DOCUMENTS) {
        const { listSearchDocuments } = await load<typeof import('../../../content/search-documents.ts')>(
          'content/search-documents.ts',
        )
        return json(listSearchDocuments())
      }
      const sections = await load<typeof import('../../../content/static-sections.ts')>(
        'content/static-sections.ts',
      )
      if (source === SERVICE_SECTIONS) {
        const loaders = sections.serviceStaticSections
          .slugs()
          .map(
            (slug) =>
              `${JSON.stringify(slug)}: () => import(${JSON.stringify(`${SERVICE_SECTIONS}/${slug}`)})`,
          )
        return `export default {${loaders.join(',')}}`
      }
      if (source.startsWith(`${SERVICE_SECTIONS}/`))
        return json(sections.serviceStaticSections.load(source.slice(SERVICE_SECTIONS.length + 1)))
      const page = source.slice(STATIC_SECTIONS.length) as keyof typeof sections.staticSections
      return json(sections.staticSections[page]())
    },
  }

  // The route list and the pages served whole are read with drafts (app/routes.ts, react-router.config.ts).
  process.env[SITE_PREVIEW_DRAFTS] = '1'
  vite = await createViteServer({
    configFile: resolve(repo, 'vite.config.ts'),
    root: repo,
    appType: 'custom',
    // Its own cache: the editor's and the site's dev server may run alongside.
    cacheDir: resolve(repo, 'node_modules/.vite-preview'),
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false, fs: { allow: [repo, contentRoot] } },
    plugins: [plugin],
  })
  const dev = vite
  dev.watcher.add(copyData)
  // No hot reload: a saved file invalidates what was built from it, and the page's banner reloads it.
  const onContentChange = (file: string, listingChanged = false) => {
    if (!file.startsWith(copyData)) return
    version += 1
    // A file added or removed changes its folder's listing, which the listing modules hold.
    const listings = listingChanged ? folderListings.flatMap((listing) => [listing.repo, listing.copy]) : []
    const listed = [file, ...listings]
    for (const environment of Object.values(dev.environments)) {
      const graph = environment.moduleGraph
      const seen = new Set<unknown>()
      const stale = listed.flatMap((changed) => [...(graph.getModulesByFile(changed) ?? [])])
      for (const module of graph.idToModuleMap.values())
        if (module.id?.startsWith(DATA_PREFIX)) stale.push(module)
      while (stale.length > 0) {
        const module = stale.pop()
        if (!module || seen.has(module)) continue
        seen.add(module)
        graph.invalidateModule(module)
        stale.push(...module.importers)
      }
    }
    runner().clearCache()
  }
  // React Router reads its routes once, watching only app/: a saved menu has it read them again.
  const routesFile = resolve(repo, 'app/routes.ts')
  const rereadRoutes = (file: string) => {
    if (contentRoot !== repo || !MENU_FILES.some((menu) => file === resolve(contentRoot, menu))) return
    const now = new Date()
    utimesSync(routesFile, now, now)
  }
  dev.watcher.on('change', (file) => {
    onContentChange(file)
    rereadRoutes(file)
  })
  dev.watcher.on('add', (file) => onContentChange(file, true))
  dev.watcher.on('unlink', (file) => onContentChange(file, true))

  const render = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    // React Router rereads its routes when a menu changes and drops the build made from them.
    const built = dev.environments.ssr?.moduleGraph.getModuleById(SERVER_BUILD)
    if (built && !built.transformResult) runner().clearCache()
    const build = (await runner().import('virtual:react-router/server-build')) as ServerBuild
    const handler = createRequestHandler(build, 'development')
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value)
    const answer = await handler(
      new Request(`http://${request.headers.host}${request.url}`, { method: request.method, headers }),
    )
    const type = answer.headers.get('content-type') ?? ''
    const outgoing = Object.fromEntries(answer.headers)
    outgoing['cache-control'] = 'no-store'
    if (!type.startsWith('text/html')) {
      response.writeHead(answer.status, outgoing)
      return response.end(Buffer.from(await answer.arrayBuffer()))
    }
    const banner = previewBanner(path.replace(/\/$/, ''), listDraftPages(contentRoot), version)
    const html = (await answer.text()).replace(/<body[^>]*>/, (body) => `${body}${banner}`)
    delete outgoing['content-length']
    response.writeHead(answer.status, outgoing)
    response.end(html)
  }

  const server: Server = createServer((request, response) => {
    const lock = { ...editorLock, port: previewPort() }
    const verdict = checkEditorRequest(
      lock,
      {
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        headers: request.headers,
      },
      { cookiePort: editorLock.port, openFromSite: true },
    )
    if (verdict.kind === 'refused') {
      response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
      return response.end(
        `Refused: ${verdict.reason}. Open the editor with the address \`npm run edit\` printed first, then its preview.\n`,
      )
    }
    if (verdict.kind === 'unlocked') return redirectUnlocked(response, verdict)
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { 'content-type': 'text/plain; charset=utf-8' })
      return response.end('The preview is only read.\n')
    }
    const path = new URL(request.url ?? '/', `http://${HOST}`).pathname
    if (path === VERSION_PATH) {
      response.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
      return response.end(String(version))
    }
    const words = WORDS_PAGE.exec(path)
    if (words) {
      const [, collection = '', key = ''] = words
      const address = wordsPageAddress(contentRoot, collection, key)
      if (address) {
        response.writeHead(302, { location: address, 'cache-control': 'no-store' })
        return response.end()
      }
      const menu = collection === 'categories' ? 'Service menu' : 'Solution menu'
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
      return response.end(
        `No page uses these words yet: add an entry whose "Words file" is ${key} to the ${menu} and save it, then open the preview again.\n`,
      )
    }
    const fail = (error: unknown) => {
      console.error(error)
      if (!response.headersSent) response.writeHead(500)
      response.end()
    }
    dev.middlewares(request, response, () => {
      render(request, response, path).catch(fail)
    })
  })
  const previewPort = () => (server.address() as AddressInfo).port
  await new Promise<void>((listening) => server.listen(port, HOST, listening))
  return {
    port: previewPort(),
    async close() {
      server.close()
      await dev.close()
    },
  } satisfies SitePreview
}
