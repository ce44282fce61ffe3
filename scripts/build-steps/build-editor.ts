/** Builds the content editor's page for the production server's GitHub mode into build/editor. */
import { resolve } from 'node:path'
import { build } from 'vite'
import { EDITOR_PATH } from '../../server/editor/content-editor.ts'

const repo = resolve(import.meta.dirname, '../..')
const outDir = resolve(repo, 'build/editor')
const QUIET = new Set(['MODULE_LEVEL_DIRECTIVE', 'INEFFECTIVE_DYNAMIC_IMPORT'])

await build({
  configFile: false,
  root: resolve(repo, 'editor'),
  base: `${EDITOR_PATH}/`,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: true,
    reportCompressedSize: false,
    // One bundle of a few megabytes for staff; the public site's budgets do not apply to it.
    chunkSizeWarningLimit: 10_000,
    rolldownOptions: {
      // Keystatic's components carry "use client" for server-component frameworks; this is a plain client
      // bundle, one file, so a lazy import of a file also imported eagerly (the words folders' key lists) splits nothing.
      onwarn(warning, warn) {
        if (!QUIET.has(warning.code ?? '')) warn(warning)
      },
    },
  },
})
console.log(`build-editor: the content editor's page is in ${outDir}`)
