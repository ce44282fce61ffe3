import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiteFixture } from '../../tests/fixtures/site-fixture.ts'
import { createApp } from '../app.ts'
import { CSP_HEADER } from '../http/security-headers.ts'
import type { GitHubEditorOptions } from './content-editor.ts'

const EDITOR_PAGE =
  '<!doctype html><html><head><title>Editor</title></head><body><div id="editor"></div></body></html>'
const EDITOR_SCRIPT = 'console.log("editor")'

async function createEditorFixture(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'editor-fixture-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), EDITOR_PAGE)
  await writeFile(join(dir, 'assets/index-abc123.js'), EDITOR_SCRIPT)
  return dir
}

const dirs: string[] = []
let off: FastifyInstance
let on: FastifyInstance
let ownOrigin: FastifyInstance
let options: GitHubEditorOptions

beforeAll(async () => {
  const clientDir = await createSiteFixture()
  const editorDir = await createEditorFixture()
  dirs.push(clientDir, editorDir)
  options = {
    editorDir,
    repo: { owner: 'globaltekforce', name: 'website' },
    clientId: 'Iv1.0123456789abcdef',
    clientSecret: 'client-secret-for-tests',
    secret: 'a-secret-of-at-least-thirty-two-characters',
  }
  off = await createApp({ clientDir, logLevel: 'silent' })
  on = await createApp({ clientDir, logLevel: 'silent', githubEditor: options, trustProxy: 1 })
  ownOrigin = await createApp({
    clientDir,
    logLevel: 'silent',
    githubEditor: { ...options, editorOrigin: 'https://edit.globaltekforce.com' },
  })
}, 60_000)

afterAll(async () => {
  await Promise.all([off?.close(), on?.close(), ownOrigin?.close()])
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('when the editor is off (the default)', () => {
  it.each(['/keystatic', '/keystatic/singleton/company', '/keystatic/assets/index-abc123.js'])(
    'GET %s is the site’s 404 page',
    async (url) => {
      const response = await off.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain(EDITOR_SCRIPT)
    },
  )

  it.each(['GET', 'POST'] as const)(
    '%s on the editor’s API answers 404 and never redirects to GitHub',
    async (method) => {
      const response = await off.inject({ method, url: '/api/keystatic/github/login' })
      expect(response.statusCode).toBe(404)
      expect(response.headers.location).toBeUndefined()
    },
  )
})

describe('when the editor is on in GitHub mode', () => {
  it('sends a visitor who signs in to GitHub’s authorization page for this app, with the callback on this origin', async () => {
    const response = await on.inject({
      method: 'GET',
      url: '/api/keystatic/github/login',
      headers: { host: 'www.globaltekforce.com', 'x-forwarded-proto': 'https' },
    })
    expect(response.statusCode).toBe(307)
    const location = new URL(String(response.headers.location))
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize')
    expect(location.searchParams.get('client_id')).toBe(options.clientId)
    expect(location.searchParams.get('redirect_uri')).toBe(
      'https://www.globaltekforce.com/api/keystatic/github/oauth/callback',
    )
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it.each(['/keystatic', '/keystatic/singleton/company'])(
    'GET %s serves the editor’s page with the repository to save to and its own headers',
    async (url) => {
      const response = await on.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.body).toContain(
        '<script type="application/json" id="editor-settings">{"storage":"github","repo":{"owner":"globaltekforce","name":"website"}}</script>',
      )
      const policy = String(response.headers[CSP_HEADER.toLowerCase()])
      expect(policy).toContain("style-src 'self' 'unsafe-inline'")
      expect(policy).toContain("script-src 'self';")
      expect(policy).toContain("connect-src 'self' https://api.github.com")
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow')
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers['x-frame-options']).toBe('DENY')
      expect(response.headers['strict-transport-security']).toContain('max-age=')
    },
  )

  it('serves the editor’s hashed script from its own path, cached for good', async () => {
    const response = await on.inject({ method: 'GET', url: '/keystatic/assets/index-abc123.js' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(EDITOR_SCRIPT)
    expect(response.headers['cache-control']).toContain('immutable')
  })

  it('leaves the public pages’ policy as strict as when the editor is off', async () => {
    const [withEditor, without] = await Promise.all([
      on.inject({ method: 'GET', url: '/' }),
      off.inject({ method: 'GET', url: '/' }),
    ])
    expect(withEditor.statusCode).toBe(200)
    expect(withEditor.headers[CSP_HEADER.toLowerCase()]).toBe(without.headers[CSP_HEADER.toLowerCase()])
    expect(String(withEditor.headers[CSP_HEADER.toLowerCase()])).not.toContain('unsafe-inline')
  })
})

describe('when the editor has an origin of its own (EDITOR_ORIGIN)', () => {
  const editorHost = { host: 'edit.globaltekforce.com' }
  const siteHost = { host: 'www.globaltekforce.com' }

  it.each([
    '/keystatic',
    '/keystatic/singleton/company',
    '/%6Beystatic/singleton/company',
    '/api/keystatic/github/login',
  ])('serves %s on the editor’s host only', async (url) => {
    const onEditorHost = await ownOrigin.inject({ method: 'GET', url, headers: editorHost })
    expect([200, 307]).toContain(onEditorHost.statusCode)
    const onSiteHost = await ownOrigin.inject({ method: 'GET', url, headers: siteHost })
    expect(onSiteHost.statusCode).toBe(404)
    expect(onSiteHost.headers.location).toBeUndefined()
    expect(onSiteHost.body).not.toContain('editor-settings')
  })

  it('serves no public page on the editor’s host, so none shares its origin or cookies', async () => {
    const page = await ownOrigin.inject({ method: 'GET', url: '/', headers: editorHost })
    expect(page.statusCode).toBe(404)
    expect((await ownOrigin.inject({ method: 'GET', url: '/', headers: siteHost })).statusCode).toBe(200)
    expect((await ownOrigin.inject({ method: 'GET', url: '/livez', headers: editorHost })).statusCode).toBe(
      200,
    )
  })

  it('sends GitHub’s callback to the editor’s origin', async () => {
    const response = await ownOrigin.inject({
      method: 'GET',
      url: '/api/keystatic/github/login',
      headers: editorHost,
    })
    expect(new URL(String(response.headers.location)).searchParams.get('redirect_uri')).toBe(
      'https://edit.globaltekforce.com/api/keystatic/github/oauth/callback',
    )
  })
})
