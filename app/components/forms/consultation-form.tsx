import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Paperclip } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import { CONTACT_API_URL, fieldErrorsOf, type StoredAnswer } from '#app/lib/send-enquiry.ts'
import { useEnquirySubmit } from '#app/lib/use-enquiry-submit.ts'
import type { ConsultationFormFields } from '#contract/enquiry-fields.ts'
import {
  CONSULTATION_HINTS,
  FIELD_STATUS,
  PROJECT_TYPE_LABELS,
  SEND_RESULT,
} from '#contract/enquiry-labels.ts'
import { hasDocumentExtension, MAX_DOCUMENT_BYTES, MESSAGES, PROJECT_TYPES } from '#contract/enquiry-rules.ts'
import type { FieldErrors } from '#contract/enquiry-schema.ts'
import { FORM_TYPE_WIRE } from '#contract/enquiry-wire.ts'
import {
  controlClass,
  describedBy,
  FieldShell,
  HoneypotField,
  MessageField,
  TextField,
  type TextFieldProps,
} from './form-field.tsx'
import { PrivacyNoticeLink } from './privacy-notice-link.tsx'

/** The validation library is fetched when the visitor starts on the form, not with the page. */
const loadSchema = () => import('#contract/enquiry-schema.ts')
const preloadSchema = () => {
  loadSchema().catch(() => {})
}

const WORDS = SEND_RESULT.consultation

type Outcome = 'success' | 'failure' | null

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/**
 * The Request Consultation section and form of /contact. Validates with the schema
 * the server also applies; without JavaScript the browser's own checks run and the form posts as multipart.
 */
/** The consultation form; the page supplies the section and its heading (`labelledBy`). */
export function ConsultationForm({
  labelledBy,
  fields: { labels, limits },
}: {
  labelledBy: string
  fields: ConsultationFormFields
}) {
  /** Fields in page order (the labels' order): focus goes to the first one with an error. */
  const fieldOrder: string[] = Object.keys(labels)
  /** The fields sent as text; the document goes as filename and fileContent. */
  const textFields = fieldOrder.filter((name) => name !== 'document')
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [reference, setReference] = useState('')
  const [fileName, setFileName] = useState('')
  const { sending: submitting, isSending, send } = useEnquirySubmit()

  useEffect(() => {
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
    if (isSending()) return
    const form = event.currentTarget
    const data = new FormData(form)
    const values = {
      form_type: FORM_TYPE_WIRE.consultation,
      ...Object.fromEntries(textFields.map((name) => [name, String(data.get(name) ?? '')])),
    }
    let schema: Awaited<ReturnType<typeof loadSchema>>
    try {
      schema = await loadSchema()
    } catch {
      // The page's code could not be fetched (offline, or a new release replaced it): say so plainly.
      setOutcome('failure')
      return
    }
    const parsed = schema.ConsultationSchema.safeParse(values)
    if (!parsed.success) {
      const found = schema.collectFieldErrors(parsed.error)
      setErrors(found)
      setOutcome(null)
      const first = fieldOrder.find((name) => found[name])
      if (first) focusField(first)
      return
    }
    setErrors({})
    setOutcome(null)
    setReference('')
    const file = fileRef.current?.files?.[0]
    const result = await send(async () => ({
      ...values,
      ...(file ? { filename: file.name, fileContent: await readAsBase64(file) } : {}),
      website: String(data.get('website') ?? ''),
    }))
    if (!result) return
    if (result.ok) {
      form.reset()
      setFileName('')
      setOutcome('success')
      setReference(String((result.data as StoredAnswer | null)?.referenceLine ?? ''))
    } else {
      // Problems the server found (a document it refused, say) are shown at their fields as well.
      const serverErrors = Object.fromEntries(
        Object.entries(fieldErrorsOf(result.data)).filter(([name]) => fieldOrder.includes(name)),
      )
      if (Object.keys(serverErrors).length > 0) setErrors(serverErrors)
      setOutcome('failure')
    }
  }

  const errorCount = Object.keys(errors).length
  // The specification shows the failure in red ; the result decides, not the words.
  const failed = !submitting && outcome === 'failure'
  const message = submitting || !outcome ? '' : WORDS[outcome]

  const text = (
    name: string,
    label: string,
    options: Omit<TextFieldProps, 'id' | 'name' | 'label' | 'error' | 'onChange'>,
  ) => (
    <TextField
      id={field(name)}
      name={name}
      label={label}
      error={errors[name]}
      onChange={() => clearError(name)}
      {...options}
    />
  )

  return (
    <>
      <p className="mb-6 text-muted">{CONSULTATION_HINTS.required}</p>
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
        <input type="hidden" name="form_type" value={FORM_TYPE_WIRE.consultation} />
        <HoneypotField />
        {/* Announced politely when a submit finds problems; focus moves to the first field as well. */}
        <p role="status" className="sr-only">
          {errorCount > 0 ? FIELD_STATUS.needAttention(errorCount) : ''}
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('firstName', labels.firstName, {
            required: true,
            autoComplete: 'given-name',
            maxLength: limits.firstName,
          })}
          {text('lastName', labels.lastName, {
            required: true,
            autoComplete: 'family-name',
            maxLength: limits.lastName,
          })}
          {text('email', labels.email, {
            required: true,
            type: 'email',
            autoComplete: 'email',
            maxLength: limits.email,
          })}
          {text('phone', labels.phone, {
            required: true,
            type: 'tel',
            autoComplete: 'tel',
            pattern: '\\+?[0-9 \\-]{7,15}',
            maxLength: limits.phone,
          })}
          {text('company', labels.company, {
            required: true,
            autoComplete: 'organization',
            maxLength: limits.company,
          })}
          {text('title', labels.title, { autoComplete: 'organization-title', maxLength: limits.title })}
          <FieldShell id={field('projectType')} label={labels.projectType} className="sm:col-span-2">
            <select
              id={field('projectType')}
              name="projectType"
              defaultValue=""
              className={controlClass}
              onChange={() => clearError('projectType')}
            >
              <option value="">{CONSULTATION_HINTS.projectType}</option>
              {PROJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PROJECT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </FieldShell>
          <MessageField
            id={field('message')}
            label={labels.message}
            rows={6}
            error={errors.message}
            onChange={() => clearError('message')}
          />
          <FieldShell
            id={field('document')}
            label={labels.document}
            hint={CONSULTATION_HINTS.document}
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
                  hint: CONSULTATION_HINTS.document,
                  error: errors.document,
                })}
                className="block w-full text-sm text-ink file:mr-4 file:min-h-11 file:rounded-control file:border-2 file:border-navy-900 file:bg-surface file:px-4 file:font-semibold file:text-navy-900 hover:file:bg-navy-50"
              />
            </div>
            {fileName ? <p className="mt-1 text-sm text-muted">{FIELD_STATUS.attached(fileName)}</p> : null}
          </FieldShell>
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Button type="submit" size="lg" aria-disabled={submitting || undefined}>
            {submitting ? WORDS.submitting : WORDS.submit}
          </Button>
        </div>
        <PrivacyNoticeLink className="mt-4" />
        {/* Both regions are always present so screen readers announce the result when it appears. */}
        <p
          role="status"
          className={cn('mt-4 font-medium text-emerald-800', !message || failed ? 'sr-only' : '')}
        >
          {failed ? '' : message}
          {/* Empty until a send succeeds, and cleared when the next one starts. */}
          <span className="block">{reference}</span>
        </p>
        <p role="alert" className={cn('mt-4 font-medium text-red-700', failed ? '' : 'sr-only')}>
          {failed ? message : ''}
        </p>
      </form>
    </>
  )
}
