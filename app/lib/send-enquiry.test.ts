import { describe, expect, it } from 'vitest'
import { createIdempotencyKeys, fieldErrorsOf } from './send-enquiry.ts'

describe('createIdempotencyKeys', () => {
  it('reuses the key for the same values and starts a new one when they change or after a success', () => {
    const keys = createIdempotencyKeys()
    const first = keys.keyFor({ name: 'Dana', message: 'First wording' })
    expect(keys.keyFor({ name: 'Dana', message: 'First wording' })).toBe(first)
    const edited = keys.keyFor({ name: 'Dana', message: 'Second wording' })
    expect(edited).not.toBe(first)
    // Going back to the first wording is a new send too: the server must never see a key twice
    // with different content.
    expect(keys.keyFor({ name: 'Dana', message: 'First wording' })).not.toBe(first)
    keys.reset()
    const afterSuccess = keys.keyFor({ name: 'Dana', message: 'Second wording' })
    expect(afterSuccess).not.toBe(edited)
  })
})

describe('fieldErrorsOf', () => {
  it('reads the field messages of an API refusal and ignores anything else', () => {
    expect(fieldErrorsOf({ error: 'unsupported_document', fields: { document: 'Attach a PDF' } })).toEqual({
      document: 'Attach a PDF',
    })
    expect(fieldErrorsOf({ fields: { email: 42, phone: 'Enter a valid phone number' } })).toEqual({
      phone: 'Enter a valid phone number',
    })
    expect(fieldErrorsOf('Request failed')).toEqual({})
    expect(fieldErrorsOf(null)).toEqual({})
  })
})
