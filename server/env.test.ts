import { expect, it } from 'vitest'
import { acknowledgesVisitors, readEnv } from './env.ts'

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
