import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      // Keeps vitest's resolver in step with Vite's package.json "imports" handling for .tsx too.
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
    // Most of the suite waits on servers and databases rather than computing, so two workers finish sooner than one.
    maxWorkers: 2,
    projects: [
      {
        // No build needed, so these run before it.
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
        // Real server processes behind the repository's Caddyfile (Caddy and PostgreSQL required), no build.
        extends: true,
        test: { name: 'fleet', include: ['tests/fleet/**/*.test.ts'] },
      },
      {
        // The container image built by scripts/build-steps/container/build-image.sh (buildah required).
        extends: true,
        test: { name: 'container', include: ['tests/container/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        // A test that reads build/ belongs in tests/built/.
        extends: true,
        test: { name: 'built', include: ['tests/built/**/*.test.ts'] },
      },
    ],
  },
})
