import { expect, it, vi } from 'vitest'
import { acknowledgesVisitors, readEnv, staffSignInOptions } from './env.ts'

it('acknowledges visitors by default once SMTP is set, and ACKNOWLEDGE_VISITORS decides when given', () => {
  expect(acknowledgesVisitors(readEnv({}))).toBe(false)
  expect(acknowledgesVisitors(readEnv({ SMTP_HOST: 'smtp.example.com' }))).toBe(true)
  expect(
    acknowledgesVisitors(readEnv({ SMTP_HOST: 'smtp.example.com', ACKNOWLEDGE_VISITORS: 'false' })),
  ).toBe(false)
  expect(acknowledgesVisitors(readEnv({ ACKNOWLEDGE_VISITORS: 'true' }))).toBe(true)
})

it('takes its retention defaults from the Privacy Notice settings', () => {
  const env = readEnv({})
  expect([env.RETENTION_DAYS, env.DOCUMENT_RETENTION_DAYS]).toEqual([365, 90])
})

it('keeps the content editor off by default and, to turn it on, requires every GitHub setting', () => {
  expect(readEnv({}).CONTENT_EDITOR).toBe('off')
  const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
    throw new Error('exit')
  })
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(() => readEnv({ CONTENT_EDITOR: 'github', KEYSTATIC_SECRET: 'too-short' })).toThrow('exit')
  const message = String(error.mock.calls[0]?.[0])
  for (const name of [
    'KEYSTATIC_GITHUB_REPO',
    'KEYSTATIC_GITHUB_CLIENT_ID',
    'KEYSTATIC_GITHUB_CLIENT_SECRET',
  ])
    expect(message).toContain(`${name}: required when CONTENT_EDITOR=github`)
  expect(message).toContain('KEYSTATIC_SECRET: must be at least 32 characters')
  expect(exit).toHaveBeenCalledWith(1)
  const on = readEnv({
    CONTENT_EDITOR: 'github',
    KEYSTATIC_GITHUB_REPO: 'globaltekforce/website',
    KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.0123456789abcdef',
    KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret',
    KEYSTATIC_SECRET: 'x'.repeat(32),
  })
  expect(on.CONTENT_EDITOR).toBe('github')
})

it('keeps the health detail private unless a HEALTH_TOKEN of at least 32 characters is set', () => {
  expect(readEnv({}).HEALTH_TOKEN).toBeUndefined()
  expect(readEnv({ HEALTH_TOKEN: 'h'.repeat(32) }).HEALTH_TOKEN).toBe('h'.repeat(32))
  const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
    throw new Error('exit')
  })
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(() => readEnv({ HEALTH_TOKEN: 'guessable' })).toThrow('exit')
  expect(String(error.mock.calls[0]?.[0])).toContain('HEALTH_TOKEN: must be at least 32 characters')
  expect(exit).toHaveBeenCalledWith(1)
})

it('reads PUBLIC_ORIGIN as an origin, and refuses an address with a path or another scheme', () => {
  expect(readEnv({}).PUBLIC_ORIGIN).toBeUndefined()
  expect(readEnv({ PUBLIC_ORIGIN: 'https://www.globaltekforce.com/' }).PUBLIC_ORIGIN).toBe(
    'https://www.globaltekforce.com',
  )
  const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
    throw new Error('exit')
  })
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  for (const value of [
    'https://www.globaltekforce.com/editor',
    'ftp://www.globaltekforce.com',
    'www.globaltekforce.com',
  ]) {
    expect(() => readEnv({ PUBLIC_ORIGIN: value })).toThrow('exit')
    expect(String(error.mock.lastCall?.[0])).toContain('PUBLIC_ORIGIN: not an origin')
  }
  expect(exit).toHaveBeenCalledWith(1)
})

it('reads EDITOR_ORIGIN as an origin of its own, which must not be the public one', () => {
  expect(readEnv({ EDITOR_ORIGIN: 'https://edit.globaltekforce.com' }).EDITOR_ORIGIN).toBe(
    'https://edit.globaltekforce.com',
  )
  const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
    throw new Error('exit')
  })
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(() =>
    readEnv({
      EDITOR_ORIGIN: 'https://www.globaltekforce.com',
      PUBLIC_ORIGIN: 'https://www.globaltekforce.com',
    }),
  ).toThrow('exit')
  expect(String(error.mock.lastCall?.[0])).toContain('EDITOR_ORIGIN: must be another host than PUBLIC_ORIGIN')
  expect(exit).toHaveBeenCalledWith(1)
})

it('keeps the staff inbox off by default and, to turn it on, requires its settings', () => {
  expect(staffSignInOptions(readEnv({}))).toBeUndefined()
  const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
    throw new Error('exit')
  })
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  expect(() =>
    readEnv({
      STAFF_OIDC_ISSUER: 'http://login.example.com',
      STAFF_SITE_URL: 'https://www.example.com/staff',
      STAFF_GROUP_CLAIM: 'groups',
    }),
  ).toThrow('exit')
  const message = String(error.mock.calls[0]?.[0])
  expect(message).toContain('STAFF_OIDC_ISSUER: must be https:// (http:// only for localhost)')
  expect(message).toContain('STAFF_SITE_URL: must be an origin')
  for (const name of ['STAFF_OIDC_CLIENT_ID', 'STAFF_OIDC_CLIENT_SECRET', 'STAFF_FIRST_ADMIN_EMAIL'])
    expect(message).toContain(`${name}: required for the staff inbox`)
  expect(message).toContain('STAFF_GROUP_VALUE: STAFF_GROUP_CLAIM and STAFF_GROUP_VALUE go together')
  exit.mockRestore()
  error.mockRestore()

  const options = staffSignInOptions(
    readEnv({
      STAFF_OIDC_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
      STAFF_OIDC_CLIENT_ID: 'client',
      STAFF_OIDC_CLIENT_SECRET: 'secret',
      STAFF_SITE_URL: 'https://www.globaltekforce.com',
      STAFF_ALLOWED_DOMAINS: 'GlobalTekForce.com, example.org',
      STAFF_FIRST_ADMIN_EMAIL: 'IT@globaltekforce.com',
    }),
  )
  expect(options).toMatchObject({
    siteOrigin: 'https://www.globaltekforce.com',
    access: { domains: ['globaltekforce.com', 'example.org'], group: undefined },
    firstAdminEmail: 'it@globaltekforce.com',
    idleLimitMs: 30 * 60_000,
    absoluteLimitMs: 12 * 60 * 60_000,
  })
})
