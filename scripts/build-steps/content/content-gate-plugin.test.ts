import { EventEmitter } from 'node:events'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import type { ViteDevServer } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dataFiles } from '../../../content/data-files.ts'
import { contentGatePlugin } from './content-gate-plugin.ts'

const repo = resolve(import.meta.dirname, '../../..')
const LEADERSHIP = dataFiles.leadership.path

/** A development server as far as the plugin uses it: file events, a logger and the overlay socket. */
function startStubServer(root: string) {
  const watcher = new EventEmitter()
  const logger = { info: vi.fn(), error: vi.fn() }
  const ws = { send: vi.fn() }
  const plugin = contentGatePlugin(root)
  const configureServer = plugin.configureServer as (server: ViteDevServer) => void
  configureServer({ watcher, ws, config: { logger } } as unknown as ViteDevServer)
  return { watcher, logger, ws }
}

describe('the content gate under npm run dev', () => {
  let root: string | undefined
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it('reports an invalid data file when it changes, in the gate’s words, and a corrected one as valid', () => {
    root = mkdtempSync(join(tmpdir(), 'content-gate-'))
    for (const { path } of Object.values(dataFiles)) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), readFileSync(join(repo, path)))
    }
    const { watcher, logger, ws } = startStubServer(root)

    const leadership = JSON.parse(readFileSync(join(repo, LEADERSHIP), 'utf8'))
    leadership.people[2].bio = ''
    writeFileSync(join(root, LEADERSHIP), JSON.stringify(leadership))
    watcher.emit('change', join(root, 'app/root.tsx'))
    expect(logger.error).not.toHaveBeenCalled()
    watcher.emit('change', join(root, LEADERSHIP))
    const problem =
      'content/data/leadership.json: Leader "Priya Venkatesh", bio: is required (must not be empty)'
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining(problem), { timestamp: true })
    expect(ws.send).toHaveBeenCalledWith({
      type: 'error',
      err: { message: expect.stringContaining(problem), stack: '' },
    })

    writeFileSync(join(root, LEADERSHIP), readFileSync(join(repo, LEADERSHIP)))
    watcher.emit('change', join(root, LEADERSHIP))
    expect(logger.info).toHaveBeenCalledWith('content: the data files are valid', { timestamp: true })
    expect(logger.error).toHaveBeenCalledTimes(1)
  })

  it('lets a menu name a words file added since the server started', () => {
    root = mkdtempSync(join(tmpdir(), 'content-gate-'))
    cpSync(join(repo, 'content/data'), join(root, 'content/data'), { recursive: true })
    const { watcher, logger } = startStubServer(root)
    const MENU = dataFiles.solutionMenu.path
    const menu = JSON.parse(readFileSync(join(repo, MENU), 'utf8'))
    menu.solutions.push({ slug: 'granthub', name: 'Grant Hub', key: 'granthub', draft: true })
    writeFileSync(join(root, MENU), JSON.stringify(menu))
    watcher.emit('change', join(root, MENU))
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('"Words file" must name one of the words files in content/data/solutions'),
      { timestamp: true },
    )
    writeFileSync(
      join(root, 'content/data/solutions/granthub.json'),
      readFileSync(join(repo, 'content/data/solutions/userprovisioning.json')),
    )
    watcher.emit('change', join(root, MENU))
    expect(logger.error).toHaveBeenCalledTimes(1)
  })
})
