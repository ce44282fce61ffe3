import { describe, expect, it } from 'vitest'
import { ENQUIRY_FORMS } from './enquiry-rules.ts'
import { FORM_TYPE_WIRE, formFromWire, serviceFromStored, serviceToWire } from './enquiry-wire.ts'
import { consultationPayload, shortPayload } from './sample-enquiries.ts'
import { schemaForWire } from './short-enquiry-schema.ts'
import { SHORT_FORM_SERVICES, serviceFromWire, WIRE_SERVICES } from './short-form-services.ts'

describe('wire mapping', () => {
  it('posts and stores the values of the specification', () => {
    expect(FORM_TYPE_WIRE).toEqual({ consultation: 'dedicated', short: 'common' })
    expect(SHORT_FORM_SERVICES).toEqual(['digital-transformation', 'database-infrastructure'])
    expect(WIRE_SERVICES).toEqual(['DigitalTransformation', 'databaseinfrastructuremanagement'])
  })

  it('posts and stores the key of a form added later as it is', () => {
    expect(serviceToWire('cloud-services')).toBe('cloud-services')
    expect(serviceFromStored('cloud-services')).toBe('cloud-services')
    expect(serviceFromStored('databaseinfrastructuremanagement')).toBe('database-infrastructure')
    expect(serviceFromStored(null)).toBeNull()
  })

  it('maps every domain value to a wire value and back', () => {
    for (const form of ENQUIRY_FORMS) expect(formFromWire(FORM_TYPE_WIRE[form])).toBe(form)
    for (const service of SHORT_FORM_SERVICES) expect(serviceFromWire(serviceToWire(service))).toBe(service)
  })

  it('reads nothing else as a form or a service', () => {
    for (const value of ['consultation', 'short', 'Dedicated', '', 'toString', '__proto__', null, 1]) {
      expect(formFromWire(value)).toBeNull()
    }
    for (const value of ['digital-transformation', 'digitaltransformation', 'constructor', undefined]) {
      expect(serviceFromWire(value)).toBeNull()
    }
  })

  it('gives the domain values past the schema, whatever the form', () => {
    expect(
      schemaForWire('common').parse(shortPayload({ service: 'databaseinfrastructuremanagement' })),
    ).toMatchObject({ form: 'short', service: 'database-infrastructure' })
    expect(schemaForWire('dedicated').parse(consultationPayload())).toMatchObject({ form: 'consultation' })
    // An unknown form_type is judged as a short form, so the answer names the field that is wrong.
    expect(schemaForWire('other').safeParse(consultationPayload()).success).toBe(false)
  })
})
