import { type FormEvent, useId } from 'react'
import { addToast, FORM_RESULT_DURATION_MS } from '#app/components/notifications/toast-store.ts'
import { preloadToaster } from '#app/components/notifications/toaster-island.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Send } from '#app/components/ui/icons.tsx'
import { CONTACT_API_URL, type StoredAnswer } from '#app/lib/send-enquiry.ts'
import { useEnquirySubmit } from '#app/lib/use-enquiry-submit.ts'
import type { ShortFormFields } from '#contract/enquiry-fields.ts'
import { SEND_RESULT } from '#contract/enquiry-labels.ts'
import type { ShortFormService } from '#contract/enquiry-rules.ts'
import { FORM_TYPE_WIRE, serviceToWire } from '#contract/enquiry-wire.ts'
import { HoneypotField, MessageField, TextField } from './form-field.tsx'
import { PrivacyNoticeLink } from './privacy-notice-link.tsx'

/** Who is asking and how to reach them, above the message. */
const contactFields = ({ labels, limits }: ShortFormFields) =>
  [
    { name: 'name', label: labels.name, autoComplete: 'name', required: true, maxLength: limits.name },
    {
      name: 'email',
      label: labels.email,
      type: 'email',
      autoComplete: 'email',
      required: true,
      maxLength: limits.email,
    },
    {
      name: 'phone',
      label: labels.phone,
      type: 'tel',
      autoComplete: 'tel',
      maxLength: limits.phone,
    },
    { name: 'company', label: labels.company, autoComplete: 'organization', maxLength: limits.company },
  ] as const

export interface ShortEnquiryFormProps {
  service: ShortFormService
  messageLabel: string
  /** From the route's loader data (`shortFormFields`). */
  fields: ShortFormFields
}

/** Without JavaScript it posts to the API and lands on the thank-you page; with it, a notification. */
export function ShortEnquiryForm({ service, messageLabel, fields }: ShortEnquiryFormProps) {
  const id = useId()
  const { sending, send } = useEnquirySubmit()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (name: string) => String(data.get(name) ?? '')
    // aria-disabled rather than disabled keeps keyboard focus on the button while it sends; a press
    // while a send is under way gets null and does nothing.
    const result = await send(() => ({
      form_type: FORM_TYPE_WIRE.short,
      service: serviceToWire(service),
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      company: text('company'),
      message: text('message'),
      website: text('website'),
    }))
    if (!result) return
    if (result.ok) form.reset()
    const words = result.ok ? SEND_RESULT.short.success : SEND_RESULT.short.failure
    addToast({
      ...words,
      note: result.ok ? (result.data as StoredAnswer | null)?.referenceLine : undefined,
      durationMs: FORM_RESULT_DURATION_MS,
      tone: result.ok ? 'success' : 'error',
    })
  }

  const field = (name: string) => `${id}-${name}`
  return (
    <form
      method="post"
      action={CONTACT_API_URL}
      onSubmit={handleSubmit}
      onFocus={preloadToaster}
      className="relative grid gap-5 sm:grid-cols-2"
      aria-busy={sending}
    >
      <input type="hidden" name="form_type" value={FORM_TYPE_WIRE.short} />
      <input type="hidden" name="service" value={serviceToWire(service)} />
      <HoneypotField />
      {contactFields(fields).map((contactField) => (
        <TextField key={contactField.name} id={field(contactField.name)} {...contactField} />
      ))}
      <MessageField id={field('message')} label={messageLabel} rows={5} />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" aria-disabled={sending || undefined}>
          <Send aria-hidden="true" className="size-5" />
          {SEND_RESULT.short.submit}
        </Button>
      </div>
      <PrivacyNoticeLink className="sm:col-span-2" />
    </form>
  )
}
