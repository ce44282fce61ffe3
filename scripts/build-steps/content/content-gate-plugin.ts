import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { findDataProblems } from '../../../content/check-data.ts'

const DATA_DIR = join('content', 'data')

export function readRepositoryText(root: string, path: string): string | undefined {
  try {
    return readFileSync(resolve(root, path), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** The words files of content/data/<folder> as they are now: the server runs on while staff add them. */
export function listWordsKeys(root: string, folder: string): string[] {
  return readdirSync(join(root, DATA_DIR, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort()
}

/** Rechecks data files on change under `npm run dev`, reporting in the same words as the build gate. */
export function contentGatePlugin(root: string): Plugin {
  return {
    name: 'content-gate',
    apply: 'serve',
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!relative(root, file).startsWith(`${DATA_DIR}${sep}`)) return
        const problems = findDataProblems(
          (path) => readRepositoryText(root, path),
          (folder) => listWordsKeys(root, folder),
        )
        const { logger } = server.config
        if (problems.length === 0) {
          logger.info('content: the data files are valid', { timestamp: true })
          return
        }
        const message = `content: ${problems.join('\n  ')}`
        logger.error(message, { timestamp: true })
        server.ws.send({ type: 'error', err: { message, stack: '' } })
      })
    },
  }
}
