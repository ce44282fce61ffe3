import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { INLINE_HASHES_FILE } from '../server/http/security-headers.ts'
import { rebuildKeepingLastGood } from './rebuild-keeping-last-good.ts'

const root = resolve(import.meta.dirname, '..')
// Written by the last build step, so an interrupted build is rebuilt.
const buildMarker = join(root, 'build/client', INLINE_HASHES_FILE)
// assets/ holds the source artwork, so new art rebuilds the site too; the pages read the enquiry
// contract, and the build also builds the editor's page.
const SOURCE_DIRS = ['app', 'assets', 'content', 'contract', 'editor', 'public', 'scripts']
const SOURCE_FILES = ['keystatic.config.ts', 'package-lock.json', 'react-router.config.ts', 'vite.config.ts']

async function newestSourceTime(): Promise<number> {
  let newest = 0
  for (const file of SOURCE_FILES)
    newest = Math.max(newest, (await stat(join(root, file)).catch(() => null))?.mtimeMs ?? 0)
  for (const dir of SOURCE_DIRS) {
    const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      if (entry.isFile()) newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs)
    }
  }
  return newest
}

async function buildIfStale() {
  const builtAt = (await stat(buildMarker).catch(() => null))?.mtimeMs ?? 0
  if (builtAt !== 0 && (await newestSourceTime()) <= builtAt) return
  console.log(
    builtAt === 0
      ? 'No build found: building the site…'
      : 'Sources changed since the last build: rebuilding…',
  )
  const outcome = await rebuildKeepingLastGood(
    join(root, 'build'),
    () => spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status === 0,
    () => existsSync(buildMarker),
  )
  if (outcome === 'failed') process.exit(1)
  if (outcome === 'kept-last-good')
    console.error(
      `\nThe site could not be rebuilt: the messages above say why. Serving the last good build, from ${new Date(builtAt).toLocaleString('en-US')}, until the problem is fixed and the server restarted.\n`,
    )
}

// A site built elsewhere and named by SITE_DIR is served as it is.
if (!process.env.SITE_DIR) await buildIfStale()

// This is the production server, whatever the shell says: libraries key safety on it (Secure cookies,
// development-only routes), and the build above sets its own.
process.env.NODE_ENV = 'production'
await import('../server/index.ts')
