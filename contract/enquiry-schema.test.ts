import { describe, expect, it } from 'vitest'
import { SPEC_PROJECT_TYPES } from '../tests/fixtures/spec-facts.ts'
import { PROJECT_TYPES } from './enquiry-rules.ts'
import { base64DecodedSize, ConsultationSchema, collectFieldErrors } from './enquiry-schema.ts'
import { ShortEnquirySchema } from './short-enquiry-schema.ts'

const consultation = {
  form_type: 'dedicated',
  firstName: 'Marcus',
  lastName: 'Ellery',
  email: 'marcus@example.edu',
  phone: '+1 703-555-0199',
  company: 'Example State University',
  message: 'ERP integration',
}

const errorsOf = (input: unknown) => {
  const parsed = ConsultationSchema.safeParse(input)
  return parsed.success ? {} : collectFieldErrors(parsed.error)
}

describe('consultation schema', () => {
  it('accepts a complete request, trimming text and reading an empty project type as none', () => {
    const parsed = ConsultationSchema.parse({ ...consultation, firstName: '  Marcus ', projectType: '' })
    expect(parsed.firstName).toBe('Marcus')
    expect(parsed.projectType).toBeNull()
    expect(parsed.form).toBe('consultation')
    expect(parsed).not.toHaveProperty('form_type')
  })

  it.each(['1234567', '+1 703 555 0199', '703-555-0199', '+123456789012345'])('accepts phone %s', (phone) => {
    expect(errorsOf({ ...consultation, phone })).toEqual({})
  })

  it.each(['123456', '1234567890123456', '703.555.0199', '(703) 555-0199', '++1234567', 'phone'])(
    'refuses phone %s',
    (phone) => {
      expect(errorsOf({ ...consultation, phone })).toEqual({ phone: 'Enter a valid phone number' })
    },
  )

  it.each(['a@b', 'a b@c.d', '@b.c', 'a@b.'])('refuses email %s', (email) => {
    expect(errorsOf({ ...consultation, email })).toEqual({ email: 'Enter a valid email address' })
  })

  it('says what is required, after trimming', () => {
    expect(
      errorsOf({
        form_type: 'dedicated',
        firstName: ' ',
        lastName: '',
        email: '',
        phone: ' ',
        company: '',
        message: '',
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      company: 'Organization is required',
      message: 'Project requirements are required',
    })
  })

  it('knows the project types of the specification', () => {
    expect(PROJECT_TYPES).toEqual(SPEC_PROJECT_TYPES)
    for (const projectType of PROJECT_TYPES) expect(errorsOf({ ...consultation, projectType })).toEqual({})
    expect(Object.keys(errorsOf({ ...consultation, projectType: 'carpentry' }))).toEqual(['projectType'])
  })

  it('accepts only .pdf, .doc and .docx documents in base64', () => {
    const content = Buffer.from('%PDF-1.7').toString('base64')
    expect(errorsOf({ ...consultation, filename: 'a.PDF', fileContent: content })).toEqual({})
    expect(errorsOf({ ...consultation, filename: 'a.exe', fileContent: content })).toHaveProperty('document')
    expect(errorsOf({ ...consultation, filename: 'a.pdf', fileContent: 'not base64!' })).toHaveProperty(
      'document',
    )
    expect(errorsOf({ ...consultation, filename: 'a.pdf' })).toHaveProperty('document')
  })

  it('computes decoded sizes without decoding', () => {
    for (const size of [0, 1, 2, 3, 10, 1000]) {
      expect(base64DecodedSize(Buffer.alloc(size).toString('base64'))).toBe(size)
    }
  })
})

describe('short form schema', () => {
  it('needs name, email and message, and one of the two services', () => {
    const base = {
      form_type: 'common',
      service: 'DigitalTransformation',
      name: 'A',
      email: 'a@b.co',
      message: 'm',
    }
    const parsed = ShortEnquirySchema.parse(base)
    expect(parsed).toMatchObject({ form: 'short', service: 'digital-transformation', phone: '', company: '' })
    expect(parsed).not.toHaveProperty('form_type')
    expect(ShortEnquirySchema.safeParse({ ...base, service: 'Other' }).success).toBe(false)
    expect(ShortEnquirySchema.safeParse({ ...base, name: '  ' }).success).toBe(false)
    expect(ShortEnquirySchema.safeParse({ ...base, message: '' }).success).toBe(false)
  })
})
