import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      // Vite resolves package.json "imports" itself; these keep vitest's resolver in step for .tsx too.
      '#app': fileURLToPath(new URL('./app', import.meta.url)),
      '#content': fileURLToPath(new URL('./content', import.meta.url)),
      '#contract': fileURLToPath(new URL('./contract', import.meta.url)),
      '#server': fileURLToPath(new URL('./server', import.meta.url)),
    },
  },
  test: {
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    environment: 'node',
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one, on the two-core CI machine. Most of the
    // suite waits on servers, child processes and databases rather than computing, so two files at a
    // time finish sooner (unit project: 112 s with one worker, 87 s with two, 90 s with three).
    maxWorkers: 2,
    projects: [
      {
        // The source tests (`npm run test:unit`): they need no build, so they run before it.
        extends: true,
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'content/**/*.test.ts',
            'contract/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        // Checks of the finished build in build/client (`npm run test:built`, after `npm run build`).
        // A test that reads build/ belongs in tests/built/.
        extends: true,
        test: { name: 'built', include: ['tests/built/**/*.test.ts'] },
      },
    ],
  },
})
