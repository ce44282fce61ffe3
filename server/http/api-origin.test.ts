import { describe, expect, it } from 'vitest'
import { parseApiOrigin, readApiOrigin } from './api-origin.ts'

describe('PUBLIC_API_ORIGIN', () => {
  it('accepts an https origin, with a port or a trailing slash, as its origin', () => {
    expect(parseApiOrigin('https://api.example.gov')).toBe('https://api.example.gov')
    expect(parseApiOrigin('https://API.example.gov/')).toBe('https://api.example.gov')
    expect(parseApiOrigin('https://api.example.gov:8443')).toBe('https://api.example.gov:8443')
  })

  it('accepts plain http only on the loopback, where it never crosses a network', () => {
    expect(parseApiOrigin('http://127.0.0.1:4413')).toBe('http://127.0.0.1:4413')
    expect(parseApiOrigin('http://localhost:3000')).toBe('http://localhost:3000')
    expect(parseApiOrigin('http://[::1]:3000')).toBe('http://[::1]:3000')
    for (const insecure of ['http://api.example.gov', 'http://127.0.0.1.example.gov', 'http://10.0.0.5'])
      expect(parseApiOrigin(insecure)).toMatchObject({ error: expect.stringMatching(/https/) })
  })

  it('refuses paths, queries, credentials, other schemes and non-URLs', () => {
    for (const value of [
      'https://api.example.gov/api',
      'https://api.example.gov/api/contact',
      'https://api.example.gov?x=1',
      'https://api.example.gov#top',
      'https://user:pass@api.example.gov',
      'ftp://api.example.gov',
      'javascript:alert(1)',
      'api.example.gov',
      '//api.example.gov',
    ])
      expect(parseApiOrigin(value), value).toMatchObject({ error: expect.any(String) })
  })

  it('is the pages own origin when unset or empty, and stops the build when wrong', () => {
    expect(readApiOrigin({})).toBe('')
    expect(readApiOrigin({ PUBLIC_API_ORIGIN: ' ' })).toBe('')
    expect(readApiOrigin({ PUBLIC_API_ORIGIN: 'https://api.example.gov/' })).toBe('https://api.example.gov')
    expect(() => readApiOrigin({ PUBLIC_API_ORIGIN: 'https://api.example.gov/api' })).toThrow(/no path/)
  })
})
