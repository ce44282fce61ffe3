import type { BuildEnvironmentOptions, Rolldown } from 'vite'
import { COMPILE_ON_LOAD_HINT, type createChunkRules, FRAMEWORK_CHUNK } from './chunk-rules.ts'

type ChunkRules = ReturnType<typeof createChunkRules>

/**
 * Puts V8's hint on the framework chunk's first line once the code is minified, which would drop the comment.
 * Not `postBanner`: that gives every other chunk a leading newline, a few bytes of gzip each.
 */
export const compileOnLoadHint: Rolldown.Plugin = {
  name: 'compile-on-load-hint',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type === 'chunk' && file.name === FRAMEWORK_CHUNK)
        file.code = `${COMPILE_ON_LOAD_HINT}\n${file.code}`
    }
  },
}

/** The site's bundling rules, apart from vite.config.ts so a test can build with exactly these. */
export function siteRolldownOptions(chunkRules: ChunkRules) {
  return {
    plugins: [compileOnLoadHint],
    // Radix's packages call their bundler's `__name` helper, which only names functions, after each
    // declaration; as a pure call, an unused declaration goes with it (1.3 KB gzip off every first load).
    treeshake: { manualPureFunctions: ['__name'] },
    // The report of slow plugins and callbacks depends on how busy the machine is, not on the site, and
    // prints a warning block a staff member running the build would take for a failure. Set it to true
    // when investigating build time.
    checks: { bundlerTimings: false },
    output: {
      // Each request costs a round trip on slow mobile, more than the bytes of a shared module.
      codeSplitting: {
        // A group named by a function has a `debugName`, which labels it in the bundler's timing report
        // (rolldown warns without one); it changes no chunk or file name.
        groups: [
          // With interop in the facades, only this chunk needs the runtime helpers, so they ship with it.
          {
            debugName: FRAMEWORK_CHUNK,
            name: (id, context) => (chunkRules.isFramework(id, context) ? FRAMEWORK_CHUNK : null),
            priority: 3,
          },
          // One shared file instead of a chunk per combination (scripts/build-steps/bundle/chunk-rules.ts).
          {
            debugName: 'shared',
            name: (id, context) => (chunkRules.isShared(id, context) ? 'shared' : null),
            minShareCount: 2,
            tags: ['$initial'],
            priority: 2,
          },
        ],
      },
    },
  } satisfies BuildEnvironmentOptions['rolldownOptions']
}
