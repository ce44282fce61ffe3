import { readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { findDataProblems } from '../../content/check-data.ts'

const DATA_DIR = join('content', 'data')

/** A repository file's text, or undefined when it does not exist (for findDataProblems). */
export function readRepositoryText(root: string, path: string): string | undefined {
  try {
    return readFileSync(resolve(root, path), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/**
 * Under `npm run dev`, checks the data files again whenever one changes (the editor saving, say),
 * as scripts/check-content.ts does before the build: problems go to the terminal and the error
 * overlay, in the same words.
 */
export function contentGatePlugin(root: string): Plugin {
  return {
    name: 'content-gate',
    apply: 'serve',
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!relative(root, file).startsWith(`${DATA_DIR}${sep}`)) return
        const problems = findDataProblems((path) => readRepositoryText(root, path))
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
