import { describe, expect, it } from 'vitest'
import { checkEditorRequest, cookieNameFor, createEditorKey, printedAddress } from './editor-lock.ts'

const lock = { port: 4701, key: createEditorKey() }
const cookie = `${cookieNameFor(lock.port)}=${lock.key}`
const own = { host: '127.0.0.1:4701' }

const check = (method: string, url: string, headers: Record<string, string>) =>
  checkEditorRequest(lock, { method, url, headers }).kind

describe('the local editor’s lock', () => {
  it('prints an address that carries a fresh key of 256 random bits', () => {
    expect(printedAddress(lock)).toBe(`http://127.0.0.1:4701/keystatic?token=${lock.key}`)
    expect(lock.key).toMatch(/^[\w-]{43}$/)
    expect(createEditorKey()).not.toBe(lock.key)
  })

  it('trades the key in the address for a cookie and the same address without it', () => {
    expect(
      checkEditorRequest(lock, {
        method: 'GET',
        url: `/keystatic/singleton/home?token=${lock.key}&view=1`,
        headers: { host: 'localhost:4701', 'sec-fetch-site': 'none' },
      }),
    ).toEqual({
      kind: 'unlocked',
      location: '/keystatic/singleton/home?view=1',
      cookie: `${cookie}; Path=/; HttpOnly; SameSite=Strict`,
    })
  })

  it('lets through this origin’s requests that carry the key cookie', () => {
    expect(check('GET', '/main.tsx', { ...own, cookie: `other=1; ${cookie}` })).toBe('allowed')
    expect(
      check('POST', '/api/keystatic/update', {
        ...own,
        cookie,
        origin: 'http://127.0.0.1:4701',
        'sec-fetch-site': 'same-origin',
      }),
    ).toBe('allowed')
  })

  it('refuses another name for this address, as DNS rebinding sends, even with the key', () => {
    for (const host of ['rebind.attacker.example:4701', '127.0.0.1:4702', '127.0.0.1', '0.0.0.0:4701', ''])
      expect(check('GET', '/keystatic', { host, cookie }), host).toBe('refused')
    expect(check('GET', '/keystatic', { cookie })).toBe('refused')
  })

  it('refuses another origin, another site’s fetch and a write that names no origin', () => {
    const refusedHeaders: Record<string, string>[] = [
      { origin: 'http://rebind.attacker.example:4701' },
      { origin: 'http://localhost:4701' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of refusedHeaders)
      expect(check('POST', '/api/keystatic/update', { ...own, cookie, ...headers })).toBe('refused')
    expect(check('POST', '/api/keystatic/update', { ...own, cookie })).toBe('refused')
  })

  it('refuses a missing, wrong or other port’s key', () => {
    expect(check('GET', '/keystatic', own)).toBe('refused')
    expect(check('GET', '/keystatic', { ...own, cookie: `${cookieNameFor(4702)}=${lock.key}` })).toBe(
      'refused',
    )
    expect(check('GET', '/keystatic', { ...own, cookie: `${cookieNameFor(4701)}=${lock.key}x` })).toBe(
      'refused',
    )
    expect(check('GET', `/keystatic?token=${lock.key.slice(0, -1)}`, { ...own, cookie })).toBe('refused')
    expect(check('GET', '/keystatic?token=', own)).toBe('refused')
  })
})

describe('the site preview’s lock: its own address, the editor’s key', () => {
  const preview = { port: 4702, key: lock.key }
  const options = { cookiePort: lock.port, openFromSite: true }
  const at = { host: '127.0.0.1:4702' }
  const navigation = {
    'sec-fetch-site': 'same-site',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
  }
  const checkPreview = (method: string, headers: Record<string, string>, url = '/services/sap') =>
    checkEditorRequest(preview, { method, url, headers }, options).kind

  it('opens for the editor’s cookie, a link from the editor’s tab included, and for nothing else', () => {
    expect(checkPreview('GET', { ...at, cookie, 'sec-fetch-site': 'none' })).toBe('allowed')
    expect(checkPreview('GET', { ...at, cookie, ...navigation })).toBe('allowed')
    expect(checkPreview('GET', { ...at, cookie: `${cookieNameFor(4702)}=${lock.key}` })).toBe('refused')
    expect(checkPreview('GET', { ...at, ...navigation })).toBe('refused')
    expect(checkPreview('GET', { host: '127.0.0.1:4701', cookie })).toBe('refused')
    expect(checkPreview('GET', { host: 'rebind.attacker.example:4702', cookie, ...navigation })).toBe(
      'refused',
    )
  })

  it('lets another local port navigate to a page, but not fetch it, embed it or send it anything', () => {
    expect(
      checkPreview('GET', { ...at, cookie, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors' }),
    ).toBe('refused')
    expect(checkPreview('GET', { ...at, cookie, ...navigation, 'sec-fetch-dest': 'iframe' })).toBe('refused')
    expect(checkPreview('POST', { ...at, cookie, ...navigation, origin: 'http://127.0.0.1:4702' })).toBe(
      'refused',
    )
    expect(
      checkPreview('GET', { ...at, cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }),
    ).toBe('refused')
  })

  it('keeps the key from the preview’s own address in the editor’s cookie', () => {
    expect(
      checkEditorRequest(preview, { method: 'GET', url: `/?token=${lock.key}`, headers: at }, options),
    ).toEqual({ kind: 'unlocked', location: '/', cookie: `${cookie}; Path=/; HttpOnly; SameSite=Strict` })
  })
})
