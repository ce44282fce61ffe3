import type { BuildEnvironmentOptions } from 'vite'
import type { createChunkRules } from './chunk-rules.ts'

type ChunkRules = ReturnType<typeof createChunkRules>

/** The site's bundling rules, apart from vite.config.ts so a test can build with exactly these. */
export function siteRolldownOptions(chunkRules: ChunkRules) {
  return {
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
            debugName: 'framework',
            name: (id, context) => (chunkRules.isFramework(id, context) ? 'framework' : null),
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
