import { Paperclip } from 'lucide-react'
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { cn } from '#app/lib/cn.ts'
import {
  FIELD_LIMITS,
  hasDocumentExtension,
  MAX_DOCUMENT_BYTES,
  MESSAGES,
  PROJECT_TYPES,
  type ProjectType,
} from '#app/lib/enquiry-rules.ts'
import type { FieldErrors } from '#app/lib/enquiry-schema.ts'
import { CONTACT_API_URL, createIdempotencyKeys, fieldErrorsOf, sendEnquiry } from '#app/lib/send-enquiry.ts'
import { company } from '#content/site.ts'
import { controlClass, describedBy, FieldShell, HoneypotField, TextInput } from './form-field.tsx'
import { PrivacyNoticeLink } from './privacy-notice-link.tsx'

/** The validation library is fetched when the visitor starts on the form, not with the page. */
const loadSchema = () => import('#app/lib/enquiry-schema.ts')
const preloadSchema = () => {
  loadSchema().catch(() => {})
}

const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  'enterprise-architecture': 'Enterprise Architecture',
  'custom-development': 'Custom Development',
  'devops-automation': 'DevOps & Automation',
  'erp-integration': 'ERP Integration',
  'infrastructure-cybersecurity': 'Infrastructure & Cybersecurity',
  'program-management': 'Program Management',
  'data-analytics-ai': 'Data Analytics & AI',
  other: 'Other',
}

/** Fields in page order: focus goes to the first one with an error. */
const FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'title',
  'projectType',
  'message',
  'document',
]

const DOCUMENT_HINT = 'PDF, DOC or DOCX, up to 10 MB: a statement of work, RFI or requirements summary.'
const SUCCESS = 'Thank you! We will contact you within 24 hours.'
const FAILURE = `Submission failed. Please try again or email ${company.email}`

type Status = { state: 'idle' } | { state: 'submitting' } | { state: 'done'; message: string }

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/**
 * The Request Consultation section and form of /contact (SPEC.md sections 3, 4, 5 and 8). Validates with the schema
 * the server also applies; without JavaScript the browser's own checks run and the form posts as multipart.
 */
/** The consultation form; the page supplies the section and its heading (`labelledBy`). */
export function ConsultationForm({ labelledBy }: { labelledBy: string }) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<Status>({ state: 'idle' })
  const [fileName, setFileName] = useState('')
  const openedAt = useRef(0)
  const idempotencyKeys = useRef(createIdempotencyKeys())
  const inFlight = useRef(false)

  useEffect(() => {
    openedAt.current = Date.now()
    // With JavaScript the schema's messages replace the browser's; without it, required/pattern still apply.
    if (formRef.current) formRef.current.noValidate = true
  }, [])

  const field = (name: string) => `${id}-${name}`

  function focusField(name: string) {
    const target =
      name === 'document' ? fileRef.current : formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)
    target?.focus()
  }

  function clearError(name: string) {
    if (errors[name]) setErrors(({ [name]: _removed, ...rest }) => rest)
  }

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    clearError('document')
    const file = event.currentTarget.files?.[0]
    if (!file) {
      setFileName('')
      return
    }
    const problem =
      file.size > MAX_DOCUMENT_BYTES
        ? MESSAGES.documentTooLarge
        : hasDocumentExtension(file.name)
          ? null
          : MESSAGES.documentType
    if (problem) {
      // The file is not kept: the input is emptied so it cannot be sent.
      event.currentTarget.value = ''
      setFileName('')
      setErrors((current) => ({ ...current, document: problem }))
      return
    }
    setFileName(file.name)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The button is aria-disabled, not disabled, while a request is on its way (a disabled button
    // drops keyboard focus to the page), so a second press or Enter in a field is ignored here.
    if (inFlight.current) return
    const form = event.currentTarget
    const data = new FormData(form)
    const values = {
      form_type: 'dedicated',
      firstName: String(data.get('firstName') ?? ''),
      lastName: String(data.get('lastName') ?? ''),
      email: String(data.get('email') ?? ''),
      phone: String(data.get('phone') ?? ''),
      company: String(data.get('company') ?? ''),
      title: String(data.get('title') ?? ''),
      projectType: String(data.get('projectType') ?? ''),
      message: String(data.get('message') ?? ''),
    }
    let schema: Awaited<ReturnType<typeof loadSchema>>
    try {
      schema = await loadSchema()
    } catch {
      // The page's code could not be fetched (offline, or a new release replaced it): say so plainly.
      setStatus({ state: 'done', message: FAILURE })
      return
    }
    const parsed = schema.ConsultationSchema.safeParse(values)
    if (!parsed.success) {
      const found = schema.collectFieldErrors(parsed.error)
      setErrors(found)
      setStatus({ state: 'idle' })
      const first = FIELD_ORDER.find((name) => found[name])
      if (first) focusField(first)
      return
    }
    setErrors({})
    inFlight.current = true
    setStatus({ state: 'submitting' })
    const file = fileRef.current?.files?.[0]
    let document: { filename: string; fileContent: string } | Record<string, never> = {}
    if (file) {
      try {
        document = { filename: file.name, fileContent: await readAsBase64(file) }
      } catch {
        inFlight.current = false
        setStatus({ state: 'done', message: FAILURE })
        return
      }
    }
    const content = { ...values, ...document, website: String(data.get('website') ?? '') }
    const result = await sendEnquiry(
      { ...content, fill_ms: Date.now() - openedAt.current },
      { idempotencyKey: idempotencyKeys.current.keyFor(content) },
    )
    inFlight.current = false
    if (result.ok) {
      form.reset()
      setFileName('')
      idempotencyKeys.current.reset()
      openedAt.current = Date.now()
      setStatus({ state: 'done', message: SUCCESS })
    } else {
      // Problems the server found (a document it refused, say) are shown at their fields as well.
      const serverErrors = Object.fromEntries(
        Object.entries(fieldErrorsOf(result.data)).filter(([name]) => FIELD_ORDER.includes(name)),
      )
      if (Object.keys(serverErrors).length > 0) setErrors(serverErrors)
      setStatus({ state: 'done', message: FAILURE })
    }
  }

  const errorCount = Object.keys(errors).length
  const submitting = status.state === 'submitting'
  const message = status.state === 'done' ? status.message : ''
  const failed = /failed/i.test(message)

  const text = (
    name: string,
    label: string,
    options: {
      required?: boolean
      type?: string
      autoComplete?: string
      pattern?: string
      maxLength: number
    },
  ) => (
    <FieldShell id={field(name)} label={label} required={options.required} error={errors[name]}>
      <TextInput
        id={field(name)}
        name={name}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        required={options.required}
        pattern={options.pattern}
        maxLength={options.maxLength}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(field(name), { error: errors[name] })}
        onChange={() => clearError(name)}
      />
    </FieldShell>
  )

  return (
    <>
      <p className="mb-6 text-muted">Fields marked * are required.</p>
      <form
        ref={formRef}
        aria-labelledby={labelledBy}
        method="post"
        action={CONTACT_API_URL}
        encType="multipart/form-data"
        onSubmit={handleSubmit}
        onFocus={preloadSchema}
        aria-busy={submitting}
        className="relative"
      >
        <input type="hidden" name="form_type" value="dedicated" />
        <HoneypotField />
        {/* Announced politely when a submit finds problems; focus moves to the first field as well. */}
        <p role="status" className="sr-only">
          {errorCount > 0
            ? `${errorCount} ${errorCount === 1 ? 'field needs' : 'fields need'} attention.`
            : ''}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('firstName', 'First Name', {
            required: true,
            autoComplete: 'given-name',
            maxLength: FIELD_LIMITS.firstName,
          })}
          {text('lastName', 'Last Name', {
            required: true,
            autoComplete: 'family-name',
            maxLength: FIELD_LIMITS.lastName,
          })}
          {text('email', 'Email', {
            required: true,
            type: 'email',
            autoComplete: 'email',
            maxLength: FIELD_LIMITS.email,
          })}
          {text('phone', 'Phone', {
            required: true,
            type: 'tel',
            autoComplete: 'tel',
            pattern: '\\+?[0-9 \\-]{7,15}',
            maxLength: FIELD_LIMITS.phone,
          })}
          {text('company', 'Organization', {
            required: true,
            autoComplete: 'organization',
            maxLength: FIELD_LIMITS.company,
          })}
          {text('title', 'Title/Role', { autoComplete: 'organization-title', maxLength: FIELD_LIMITS.title })}
          <FieldShell id={field('projectType')} label="Project Type" className="sm:col-span-2">
            <select
              id={field('projectType')}
              name="projectType"
              defaultValue=""
              className={controlClass}
              onChange={() => clearError('projectType')}
            >
              <option value="">Select a project type</option>
              {PROJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PROJECT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </FieldShell>
          <FieldShell
            id={field('message')}
            label="Requirements"
            required
            error={errors.message}
            className="sm:col-span-2"
          >
            <textarea
              id={field('message')}
              name="message"
              rows={6}
              required
              maxLength={FIELD_LIMITS.message}
              className={controlClass}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy(field('message'), { error: errors.message })}
              onChange={() => clearError('message')}
            />
          </FieldShell>
          <FieldShell
            id={field('document')}
            label="Supporting Document"
            hint={DOCUMENT_HINT}
            error={errors.document}
            className="sm:col-span-2"
          >
            <div className="mt-1.5 flex items-center gap-3">
              <Paperclip aria-hidden="true" className="size-5 shrink-0 text-muted" />
              <input
                ref={fileRef}
                id={field('document')}
                name="document"
                type="file"
                accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                onChange={handleFile}
                aria-invalid={errors.document ? true : undefined}
                aria-describedby={describedBy(field('document'), {
                  hint: DOCUMENT_HINT,
                  error: errors.document,
                })}
                className="block w-full text-sm text-ink file:mr-4 file:min-h-11 file:rounded-control file:border-2 file:border-navy-900 file:bg-surface file:px-4 file:font-semibold file:text-navy-900 hover:file:bg-navy-50"
              />
            </div>
            {fileName ? <p className="mt-1 text-sm text-muted">Attached: {fileName}</p> : null}
          </FieldShell>
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Button type="submit" size="lg" aria-disabled={submitting || undefined}>
            {submitting ? 'Submitting...' : 'Submit Request'}
          </Button>
        </div>
        <PrivacyNoticeLink className="mt-4" />
        {/* Both regions are always present so screen readers announce the result when it appears. */}
        <p
          role="status"
          className={cn('mt-4 font-medium text-emerald-800', !message || failed ? 'sr-only' : '')}
        >
          {failed ? '' : message}
        </p>
        <p role="alert" className={cn('mt-4 font-medium text-red-700', failed ? '' : 'sr-only')}>
          {failed ? message : ''}
        </p>
      </form>
    </>
  )
}
