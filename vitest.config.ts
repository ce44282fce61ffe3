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
    include: [
      'app/**/*.test.{ts,tsx}',
      'content/**/*.test.ts',
      'contract/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      // These read the finished build in build/client: run `npm run build` first (npm test does).
      'tests/built/**/*.test.ts',
    ],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    environment: 'node',
    restoreMocks: true,
  },
})
