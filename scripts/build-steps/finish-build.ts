import { createHash } from 'node:crypto'
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { NOT_FOUND_PATH } from '../../content/paths.ts'
import { clientDirectory } from './build-directory.ts'
import { COMPILE_ON_LOAD_HINT } from './bundle/chunk-rules.ts'
import { deferHydration } from './html/defer-hydration.ts'
import { allIconsDocument, trimIconSprite } from './html/trim-icon-sprite.ts'

const clientDir = clientDirectory()
const COMPRESSIBLE = /\.(html|js|css|svg|json|data|xml|txt|webmanifest|map)$/
/** Small files gain nothing from compression. */
const MIN_BYTES = 512

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

async function moveNotFoundPage(): Promise<void> {
  const prerendered = join(clientDir, NOT_FOUND_PATH, 'index.html')
  await rename(prerendered, join(clientDir, '404.html'))
  await rm(join(clientDir, NOT_FOUND_PATH), { recursive: true })
  await rm(join(clientDir, `${NOT_FOUND_PATH}.data`), { force: true })
  // Unknown URLs get the real not-found page, so the empty SPA shell is not needed.
  await rm(join(clientDir, '__spa-fallback.html'), { force: true })
}

async function listPages(): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Every page renders the same sprite; one file holds all of it, named by its content so it caches for good. */
async function writeAllIcons(pages: string[]): Promise<string> {
  const documents = new Set(
    await Promise.all(pages.map(async (path) => allIconsDocument(await readFile(path, 'utf8')))),
  )
  if (documents.size !== 1) throw new Error('finish-build: the pages render different icon sprites')
  const [document = ''] = documents
  const name = `icons-${createHash('sha256').update(document).digest('base64url').slice(0, 8)}.svg`
  await writeFile(join(clientDir, 'assets', name), document)
  return `/assets/${name}`
}

/** The framework chunk is the one the bundler marked for compiling on load (rolldown-options.ts). */
async function listFrameworkChunks(): Promise<string[]> {
  const assets = join(clientDir, 'assets')
  const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'))
  const marked = await Promise.all(
    scripts.map(async (name) =>
      (await readFile(join(assets, name), 'utf8')).startsWith(COMPILE_ON_LOAD_HINT)
        ? `/assets/${name}`
        : null,
    ),
  )
  const found = marked.filter((href) => href !== null)
  if (found.length !== 1) throw new Error(`finish-build: expected one framework chunk, found ${found.length}`)
  return found
}

async function finishEveryPage(pages: string[], allIconsHref: string): Promise<void> {
  const evaluateFirst = await listFrameworkChunks()
  await Promise.all(
    pages.map(async (path) => {
      const html = await readFile(path, 'utf8')
      await writeFile(path, deferHydration(trimIconSprite(html, allIconsHref), { evaluateFirst }))
    }),
  )
}

async function precompress(): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 }
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true })
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name)
        const source = await readFile(path)
        if (source.length < MIN_BYTES) return
        const [br, gzipped] = await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gz(source, { level: 9 }),
        ])
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)])
        totals.files += 1
        totals.bytes += source.length
        totals.brotliBytes += br.length
      }),
  )
  return totals
}

await stat(join(clientDir, 'index.html')).catch(() => {
  throw new Error(`No build found in ${clientDir}: run react-router build first`)
})
await moveNotFoundPage()
const pages = await listPages()
const allIconsHref = await writeAllIcons(pages)
await finishEveryPage(pages, allIconsHref)
const totals = await precompress()
console.log(
  `finish-build: wrote 404.html and ${allIconsHref}; kept in each page's sprite the icons it shows; deferred the scripts of ${pages.length} pages; precompressed ${totals.files} files (${(totals.bytes / 1024).toFixed(0)} KB -> ${(totals.brotliBytes / 1024).toFixed(0)} KB brotli)`,
)
