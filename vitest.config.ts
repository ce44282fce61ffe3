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
