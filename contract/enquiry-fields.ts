import { enquiryCopyLabels as copy } from '#content/enquiry-copy-labels.ts'
import { enquiryProblems } from '#content/enquiry-problems.ts'
import { enquiryWords } from '#content/enquiry-words.ts'
import { projectTypeLabel, SHORT_FORM_MESSAGE_LABEL } from './enquiry-labels.ts'
import {
  type EnquiryForm,
  FIELD_LIMITS,
  MESSAGES,
  PROJECT_TYPES,
  type ShortFormService,
} from './enquiry-rules.ts'
import { FORM_TYPE_WIRE, formFromWire, serviceFromStored, serviceToWire } from './enquiry-wire.ts'

const form = enquiryWords.formLabels
// Every enquiry field, described once, in the order of stored columns, webhook body, CSV and e-mail rows.

/** How a value is kept in the database, the CSV and the fingerprint; wire values are converted only here. */
export interface Codec<Value> {
  toStored(value: Value): string | null
  fromStored(stored: unknown): Value
}

const text: Codec<string> = { toStored: (value) => value, fromStored: (stored) => String(stored ?? '') }
const optional: Codec<string | null> = {
  toStored: (value) => value,
  fromStored: (stored) => (stored === null || stored === undefined ? null : String(stored)),
}
const formCodec: Codec<EnquiryForm> = {
  toStored: (form) => FORM_TYPE_WIRE[form],
  fromStored: (stored) => formFromWire(stored) ?? 'short',
}
const serviceCodec: Codec<ShortFormService | null> = {
  toStored: (service) => (service ? serviceToWire(service) : null),
  fromStored: serviceFromStored,
}

export type InputRule =
  /** Single-line text, or several lines with `multiLine`; empty is refused with `required`, else kept as ''. */
  | { kind: 'text'; max: number; required?: string; multiLine?: boolean }
  | { kind: 'email'; max: number }
  /** Required, a pattern, and at least seven digits. */
  | { kind: 'phone'; max: number }
  /** One of `options`, or nothing ('' or absent). */
  | { kind: 'choice'; options: readonly [string, ...string[]] }
  | { kind: 'form' }
  /** One of the short forms' posted values, which the server reads from the content (short-enquiry-schema.ts). */
  | { kind: 'page' }

/** What one form does with a field: posts it under `wire`, or computes it from what the form posted. */
export type FormEntry =
  | { wire: string; label?: string; rule: InputRule }
  | { derive: (posted: Readonly<Record<string, unknown>>) => string }

export interface EmailRow {
  label: string
  /** Shown for an empty value; without it an empty value is shown empty. */
  whenEmpty?: string
  /** Leaves the row out when empty, so older e-mails keep their lines. */
  omitWhenEmpty?: boolean
  show?: (value: string) => string
  /** After the fields the visitor typed (which page a form came from). */
  trailing?: boolean
}

/** What kind of personal data a field holds; the Privacy Notice names each kind a form collects. */
export const PRIVACY_CATEGORIES = ['identity', 'contact', 'organization', 'enquiry', 'origin'] as const
export type PrivacyCategory = (typeof PRIVACY_CATEGORIES)[number]

export interface FieldDescription<Name extends string = string, Value = unknown> {
  name: Name
  codec: Codec<Value>
  /** Each form's part; a form without an entry stores `absent`. */
  forms: Partial<Record<EnquiryForm, FormEntry>>
  absent?: Value
  column: string
  /** The name staff exports and the idempotency fingerprint use (default `name`). */
  exportKey?: string
  /** The e-mail rows per form; `body` for the message, which follows the rows under its own label. */
  email: Partial<Record<EnquiryForm, EmailRow | { body: string }>>
  /** In the webhook body under `key` (default `name`), as stored unless `as` says the domain value. */
  webhook: { key?: string; as?: 'domain' } | false
  csv: string
  /** 'always': hashed even when empty (the first fingerprints' fields); 'when-given': only with a value. */
  fingerprint: 'always' | 'when-given'
  privacy: PrivacyCategory
}

// Keeps each entry's literal shape (names, wire names, labels), so the types below can read it.
const field = <const D extends FieldDescription<string, unknown>>(description: D) => description
type CodecValue<C> = C extends Codec<infer Value> ? Value : never

export const ENQUIRY_FIELDS = [
  field({
    name: 'form',
    codec: formCodec,
    forms: {
      consultation: { wire: 'form_type', rule: { kind: 'form' } },
      short: { wire: 'form_type', rule: { kind: 'form' } },
    },
    column: 'form_type',
    exportKey: 'formType',
    email: {},
    webhook: { as: 'domain' },
    csv: 'form_type',
    fingerprint: 'always',
    privacy: 'origin',
  }),
  field({
    name: 'service',
    codec: serviceCodec,
    forms: { short: { wire: 'service', rule: { kind: 'page' } } },
    absent: null,
    column: 'service',
    email: {
      short: { label: copy.sentFrom, trailing: true },
    },
    webhook: {},
    csv: 'service',
    fingerprint: 'always',
    privacy: 'origin',
  }),
  field({
    name: 'name',
    codec: text,
    forms: {
      short: {
        wire: 'name',
        label: form.fullName,
        rule: { kind: 'text', max: FIELD_LIMITS.name, required: MESSAGES.name },
      },
      consultation: { derive: (posted) => `${posted.firstName} ${posted.lastName}` },
    },
    column: 'name',
    email: { short: { label: copy.name } },
    webhook: {},
    csv: 'name',
    fingerprint: 'always',
    privacy: 'identity',
  }),
  field({
    name: 'firstName',
    codec: optional,
    forms: {
      consultation: {
        wire: 'firstName',
        label: form.firstName,
        rule: { kind: 'text', max: FIELD_LIMITS.firstName, required: MESSAGES.firstName },
      },
    },
    absent: null,
    column: 'first_name',
    email: { consultation: { label: copy.firstName } },
    webhook: {},
    csv: 'first_name',
    fingerprint: 'always',
    privacy: 'identity',
  }),
  field({
    name: 'lastName',
    codec: optional,
    forms: {
      consultation: {
        wire: 'lastName',
        label: form.lastName,
        rule: { kind: 'text', max: FIELD_LIMITS.lastName, required: MESSAGES.lastName },
      },
    },
    absent: null,
    column: 'last_name',
    email: { consultation: { label: copy.lastName } },
    webhook: {},
    csv: 'last_name',
    fingerprint: 'always',
    privacy: 'identity',
  }),
  field({
    name: 'email',
    codec: text,
    forms: {
      consultation: {
        wire: 'email',
        label: form.email,
        rule: { kind: 'email', max: FIELD_LIMITS.email },
      },
      short: {
        wire: 'email',
        label: form.emailAddress,
        rule: { kind: 'email', max: FIELD_LIMITS.email },
      },
    },
    column: 'email',
    email: { consultation: { label: copy.email }, short: { label: copy.email } },
    webhook: {},
    csv: 'email',
    fingerprint: 'always',
    privacy: 'contact',
  }),
  field({
    name: 'phone',
    codec: text,
    forms: {
      consultation: {
        wire: 'phone',
        label: form.phone,
        rule: { kind: 'phone', max: FIELD_LIMITS.phone },
      },
      short: {
        wire: 'phone',
        label: form.phone,
        rule: { kind: 'text', max: FIELD_LIMITS.shortPhone },
      },
    },
    column: 'phone',
    email: { consultation: { label: copy.phone }, short: { label: copy.phone, whenEmpty: copy.notGiven } },
    webhook: {},
    csv: 'phone',
    fingerprint: 'always',
    privacy: 'contact',
  }),
  field({
    name: 'company',
    codec: text,
    forms: {
      consultation: {
        wire: 'company',
        label: form.organization,
        rule: { kind: 'text', max: FIELD_LIMITS.company, required: MESSAGES.company },
      },
      short: {
        wire: 'company',
        label: form.companyOrganization,
        rule: { kind: 'text', max: FIELD_LIMITS.company },
      },
    },
    column: 'company',
    email: {
      consultation: { label: copy.organization },
      short: { label: copy.companyOrganization, whenEmpty: copy.notGiven },
    },
    webhook: {},
    csv: 'company',
    fingerprint: 'always',
    privacy: 'organization',
  }),
  field({
    name: 'title',
    codec: text,
    forms: {
      consultation: {
        wire: 'title',
        label: form.titleRole,
        rule: { kind: 'text', max: FIELD_LIMITS.title },
      },
    },
    absent: '',
    column: 'title',
    email: { consultation: { label: copy.titleRole, whenEmpty: copy.notGiven } },
    webhook: {},
    csv: 'title',
    fingerprint: 'always',
    privacy: 'organization',
  }),
  field({
    name: 'projectType',
    codec: optional,
    forms: {
      consultation: {
        wire: 'projectType',
        label: form.projectType,
        rule: { kind: 'choice', options: PROJECT_TYPES },
      },
    },
    absent: null,
    column: 'project_type',
    email: {
      consultation: { label: copy.projectType, whenEmpty: copy.notSpecified, show: projectTypeLabel },
    },
    webhook: {},
    csv: 'project_type',
    fingerprint: 'always',
    privacy: 'enquiry',
  }),
  field({
    name: 'message',
    codec: text,
    forms: {
      consultation: {
        wire: 'message',
        label: form.requirements,
        rule: { kind: 'text', max: FIELD_LIMITS.message, required: MESSAGES.message, multiLine: true },
      },
      short: {
        wire: 'message',
        rule: { kind: 'text', max: FIELD_LIMITS.message, required: MESSAGES.shortMessage, multiLine: true },
      },
    },
    column: 'message',
    email: { consultation: { body: copy.requirements }, short: { body: SHORT_FORM_MESSAGE_LABEL } },
    webhook: {},
    csv: 'message',
    fingerprint: 'always',
    privacy: 'enquiry',
  }),
] as const

/** The attached document: checked by its bytes, stored apart, described (never carried) in e-mail, webhook and CSV. */
export const DOCUMENT_FIELD = {
  name: 'document',
  label: form.supportingDocument,
  wire: { filename: 'filename', content: 'fileContent' },
  csv: 'document',
  privacy: 'document',
} as const

type Described = (typeof ENQUIRY_FIELDS)[number]
export type EnquiryFieldName = Described['name']
type ValueOf<D> = D extends { codec: infer C } ? CodecValue<C> : never

export type EnquiryValues = { [D in Described as D['name']]: ValueOf<D> }

/** The values of an enquiry to store: a field with an `absent` value may be left out, and stores it. */
export type NewEnquiryValues = {
  [D in Described as D extends { absent: unknown } ? never : D['name']]: ValueOf<D>
} & {
  [D in Described as D extends { absent: unknown } ? D['name'] : never]?: ValueOf<D>
}

export const enquiryFields: readonly FieldDescription<EnquiryFieldName, unknown>[] = ENQUIRY_FIELDS

export function postedFields(form: EnquiryForm) {
  return enquiryFields.flatMap((description) => {
    const entry = description.forms[form]
    return entry && 'wire' in entry ? [{ description, entry }] : []
  })
}

type EntryOn<D, Form extends EnquiryForm> = D extends { forms: infer Forms }
  ? Form extends keyof Forms
    ? Forms[Form]
    : never
  : never
type Labels<Form extends EnquiryForm> = {
  [D in Described as EntryOn<D, Form> extends { wire: infer Wire extends string; label: string }
    ? Wire
    : never]: string
}

function labelsOf(form: EnquiryForm): Record<string, string> {
  return Object.fromEntries(
    postedFields(form).flatMap(({ entry }) => (entry.label ? [[entry.wire, entry.label]] : [])),
  )
}

/** The consultation form's labels in page order, the document last (focus order and what the form sends). */
export const CONSULTATION_LABELS = {
  ...(labelsOf('consultation') as Labels<'consultation'>),
  document: DOCUMENT_FIELD.label,
}

/** The short forms' labels; the message's label is the page's own. */
export const SHORT_FORM_LABELS = labelsOf('short') as Labels<'short'>

type Limits<Form extends EnquiryForm> = {
  [D in Described as EntryOn<D, Form> extends { wire: infer Wire extends string; rule: { max: number } }
    ? Wire
    : never]: number
}

/** The longest value each posted field accepts on `form`, by wire name: the forms' maxlength. */
export function fieldLimits<Form extends EnquiryForm>(form: Form): Limits<Form> {
  return Object.fromEntries(
    postedFields(form).flatMap(({ entry }) => ('max' in entry.rule ? [[entry.wire, entry.rule.max]] : [])),
  ) as Limits<Form>
}

// Passed as prerendered loader data, out of the first load (docs/decisions/012-performance-budget.md).
export const consultationFormFields = () => ({
  labels: CONSULTATION_LABELS,
  limits: fieldLimits('consultation'),
})
export type ConsultationFormFields = ReturnType<typeof consultationFormFields>
export const shortFormFields = () => ({ labels: SHORT_FORM_LABELS, limits: fieldLimits('short') })
export type ShortFormFields = ReturnType<typeof shortFormFields>

/** Field names on the plain-post problem page: shared fields take the consultation form's label, except the message. */
export const PROBLEM_FIELD_LABELS: Record<string, string> = {
  ...CONSULTATION_LABELS,
  name: SHORT_FORM_LABELS.name,
  message: SHORT_FORM_MESSAGE_LABEL,
  service: enquiryProblems.formField,
  form_type: enquiryProblems.formField,
  form: enquiryProblems.formField,
}

/** A field's domain value, or the value it stores when left out. */
const valueToStore = (values: NewEnquiryValues, description: FieldDescription<EnquiryFieldName>) =>
  (values as Partial<EnquiryValues>)[description.name] ?? description.absent

export function storedValues(values: NewEnquiryValues): (string | null)[] {
  return enquiryFields.map((description) => description.codec.toStored(valueToStore(values, description)))
}

export function valuesFromStored(row: Readonly<Record<string, unknown>>): EnquiryValues {
  return Object.fromEntries(
    enquiryFields.map((description) => [
      description.name,
      description.codec.fromStored(row[description.column]),
    ]),
  ) as EnquiryValues
}

/** The values as stored (wire values) under their export keys: what staff exports show. */
export function exportedValues(values: EnquiryValues): Record<string, string | null> {
  return Object.fromEntries(
    enquiryFields.map((description) => [
      description.exportKey ?? description.name,
      description.codec.toStored(values[description.name]),
    ]),
  )
}

/** What the idempotency fingerprint hashes: exported values, a 'when-given' field only when it has one. */
export function fingerprintedValues(values: NewEnquiryValues): Record<string, string | null> {
  return Object.fromEntries(
    enquiryFields.flatMap((description) => {
      const stored = description.codec.toStored(valueToStore(values, description))
      const given = stored !== null && stored !== ''
      return description.fingerprint === 'always' || given
        ? [[description.exportKey ?? description.name, stored]]
        : []
    }),
  )
}
