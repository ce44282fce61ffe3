import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { expect, it } from 'vitest'
import { startLocalOidcProvider } from './staff/local-oidc-provider.ts'

it('refuses to run the password-less demo with NODE_ENV=production, before listening or writing anything', () => {
  const run = spawnSync(process.execPath, [resolve(import.meta.dirname, 'staff-demo.ts')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', DATA_DIR: '/nonexistent/never-written' },
    encoding: 'utf8',
    timeout: 30_000,
  })
  expect(run.status).toBe(1)
  expect(run.stderr).toContain('never runs with NODE_ENV=production')
})

it('never starts the local identity provider in production', async () => {
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await expect(startLocalOidcProvider({ accounts: {}, clients: [] })).rejects.toThrow(
      /never runs in production/,
    )
  } finally {
    process.env.NODE_ENV = previous
  }
})
