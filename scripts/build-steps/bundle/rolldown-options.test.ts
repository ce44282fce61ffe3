import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, createLogger, type Logger, type Rolldown } from 'vite'
import { afterAll, expect, it } from 'vitest'
import { COMPILE_ON_LOAD_HINT, createChunkRules } from './chunk-rules.ts'
import { siteRolldownOptions } from './rolldown-options.ts'

const site = mkdtempSync(join(tmpdir(), 'rolldown-options-'))
afterAll(() => rmSync(site, { recursive: true, force: true }))

/** A client entry with its framework module, and two budget pages that share a card. */
const FILES = {
  'entry.client.js': "import { render } from './framework.js'\nrender('entry')\n",
  'framework.js': 'export const render = (name) => globalThis.console.log(name)\n',
  'home.js': "import { card } from './card.js'\nglobalThis.console.log(card('home'))\n",
  'about.js': "import { card } from './card.js'\nglobalThis.console.log(card('about'))\n",
  'card.js': "export const card = (title) => 'Card: ' + title\n",
}
for (const [name, text] of Object.entries(FILES)) writeFileSync(join(site, name), text)

/** Rolldown reports slow callbacks once they add up to seconds; waiting costs the machine nothing. */
const SLOW_PLUGIN: Rolldown.Plugin = {
  name: 'slow-transform',
  async transform(code, id) {
    if (id.endsWith('card.js')) await new Promise((resolve) => setTimeout(resolve, 3_500))
    return code
  },
}

function recordingLogger(warnings: string[]): Logger {
  const logger = createLogger('warn')
  return {
    ...logger,
    warn: (message) => warnings.push(message),
    warnOnce: (message) => warnings.push(message),
  }
}

it('a build with the site’s bundling options prints no warning, even when a plugin is slow, and still groups the chunks', async () => {
  const warnings: string[] = []
  const chunkRules = createChunkRules({
    clientEntry: join(site, 'entry.client.js'),
    budgetRoutes: [join(site, 'home.js'), join(site, 'about.js')],
  })
  const output = await build({
    configFile: false,
    root: site,
    logLevel: 'warn',
    customLogger: recordingLogger(warnings),
    plugins: [SLOW_PLUGIN],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        ...siteRolldownOptions(chunkRules),
        input: ['entry.client.js', 'home.js', 'about.js'].map((name) => join(site, name)),
      },
    },
  })
  expect(warnings).toEqual([])
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    'output' in result ? result.output : [],
  )
  expect(chunks.map((chunk) => chunk.name).sort()).toEqual([
    'about',
    'entry.client',
    'framework',
    'home',
    'shared',
  ])
  const hinted = chunks.flatMap((chunk) =>
    chunk.type === 'chunk' && chunk.code.startsWith(`${COMPILE_ON_LOAD_HINT}\n`) ? [chunk.name] : [],
  )
  expect(hinted).toEqual(['framework'])
}, 60_000)
