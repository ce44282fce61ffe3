import { describe, expect, it } from 'vitest'
import {
  buildContentSecurityPolicy,
  COMMON_SECURITY_HEADERS,
  DEFAULT_CONTENT_SECURITY_POLICY,
} from '../../../server/http/security-headers.ts'
import { htmlFileUrl, planHeaderRules, renderHeadersFile } from './headers-file.ts'

const hashes = { scripts: ['sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='], styleAttributes: [] }

describe('htmlFileUrl', () => {
  it.each([
    ['index.html', '/'],
    ['about/index.html', '/about'],
    ['services/sap/index.html', '/services/sap'],
    ['404.html', '/404.html'],
  ])('%s is served at %s', (file, url) => {
    expect(htmlFileUrl(file)).toBe(url)
  })
})

describe('planHeaderRules', () => {
  const rules = planHeaderRules({ files: { 'index.html': hashes, 'services/sap/index.html': hashes } }, [
    'assets/a.js',
    'assets/b.css',
    'img/x.svg',
    'favicon.svg',
    'brochure.pdf',
    '_.data',
    'services.data',
    'services/sap.data',
  ])
  const patterns = rules.map((rule) => rule.pattern)

  it('puts the common headers on every URL and nothing else there', () => {
    expect(rules[0]).toEqual({ pattern: '/*', headers: COMMON_SECURITY_HEADERS })
  })

  it('gives each page its own policy at its canonical URL', () => {
    expect(rules.find((rule) => rule.pattern === '/services/sap')?.headers).toEqual({
      'Content-Security-Policy': buildContentSecurityPolicy(hashes),
    })
  })

  it('groups files under a folder without pages, or by an extension no other rule can reach', () => {
    expect(patterns).toEqual(
      expect.arrayContaining(['/assets/*', '/img/*', '/*.data', '/favicon.svg', '/brochure.pdf']),
    )
    // "/*.svg" would also match /img/x.svg, which already has a rule.
    expect(patterns).not.toContain('/*.svg')
    for (const rule of rules.slice(3)) {
      expect(rule.headers).toEqual({ 'Content-Security-Policy': DEFAULT_CONTENT_SECURITY_POLICY })
    }
  })
})

describe('renderHeadersFile', () => {
  it('writes a path line, then indented "Name: value" lines, blocks apart', () => {
    expect(renderHeadersFile([{ pattern: '/x', headers: { A: '1', B: '2' } }])).toMatch(
      /\n\n\/x\n {2}A: 1\n {2}B: 2\n$/,
    )
  })
})
