import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import {
  freePort,
  killAllServerProcesses,
  type ServerProcess,
  startServerProcess,
  waitUntilListening,
} from '../fixtures/server-process.ts'

const repo = resolve(import.meta.dirname, '../..')
const CLIENT_ID = 'Iv1.0123456789abcdef'

let dataDir: string
let server: ServerProcess
let base: string

test.beforeAll(async () => {
  mkdirSync(join(repo, '.e2e-data'), { recursive: true })
  dataDir = mkdtempSync(join(repo, '.e2e-data', 'github-editor-'))
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = startServerProcess({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CONTENT_EDITOR: 'github',
    KEYSTATIC_GITHUB_REPO: 'globaltekforce/website',
    KEYSTATIC_GITHUB_CLIENT_ID: CLIENT_ID,
    KEYSTATIC_GITHUB_CLIENT_SECRET: 'client-secret-for-tests',
    KEYSTATIC_SECRET: 'a-secret-of-at-least-thirty-two-characters',
  })
  await waitUntilListening(base, server.stderr)
})

test.afterAll(() => {
  killAllServerProcesses()
  rmSync(dataDir, { recursive: true, force: true })
})

test('in GitHub mode the production server’s editor sends staff to GitHub to sign in', async ({ page }) => {
  // GitHub cannot be reached from here: the server's answer to "Log in" is recorded and the sign-in page stubbed.
  const offMachine: string[] = []
  await page.context().route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => {
    offMachine.push(route.request().url())
    return route.abort()
  })
  let signIn: { status: number; location: string } | undefined
  await page.route('**/api/keystatic/github/login**', async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 })
    signIn = { status: answer.status(), location: answer.headers().location ?? '' }
    return route.fulfill({ contentType: 'text/html', body: '<title>Sign in to GitHub</title>' })
  })
  const response = await page.goto(`${base}/keystatic`)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'")
  await page
    .getByRole('link', { name: /Log in with GitHub/i })
    .or(page.getByRole('button', { name: /Log in with GitHub/i }))
    .click()
  await expect(page).toHaveTitle('Sign in to GitHub')
  expect(signIn?.status).toBe(307)
  const location = new URL(signIn?.location ?? '')
  expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize')
  expect(location.searchParams.get('client_id')).toBe(CLIENT_ID)
  expect(location.searchParams.get('redirect_uri')).toBe(`${base}/api/keystatic/github/oauth/callback`)
  // The state GitHub hands back is bound to this browser by a cookie only the callback receives.
  expect(location.searchParams.get('state')).toMatch(/^[\w-]{43}$/)
  // Before signing in, the editor asks no other host for anything but its web font, which is refused.
  expect(offMachine.filter((url) => !url.startsWith('https://fonts.googleapis.com/'))).toEqual([])
})

test('the editor’s script finds the GitHub token in the cookie scoped to the editor, and no public page sees it', async ({
  page,
}) => {
  const token = 'ghu_tokenForTheEditorsScript0123456789'
  await page.context().addCookies([
    {
      name: 'keystatic-gh-access-token',
      value: token,
      // As the sign-in's callback sets it (server/editor/github-sign-in.ts).
      domain: '127.0.0.1',
      path: '/keystatic',
      secure: true,
      sameSite: 'Lax',
    },
  ])
  const authorizations: string[] = []
  await page.context().route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) => {
    const url = route.request().url()
    if (url.startsWith('https://api.github.com/'))
      authorizations.push(route.request().headers().authorization ?? '')
    return route.abort()
  })
  // The sign-in would leave for GitHub once its API fails; that is not what this test is about.
  await page.route('**/api/keystatic/github/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Sign in to GitHub</title>' }),
  )
  await page.goto(`${base}/keystatic`)
  await expect.poll(() => authorizations.length).toBeGreaterThan(0)
  expect(authorizations.every((header) => header.endsWith(token))).toBe(true)

  await page.goto(`${base}/`)
  expect(await page.evaluate(() => document.cookie)).toBe('')
})
