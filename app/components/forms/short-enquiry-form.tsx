import { Send } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { addToast, FORM_RESULT_DURATION_MS } from '#app/components/notifications/toast-store.ts'
import { preloadToaster } from '#app/components/notifications/toaster-island.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { FIELD_LIMITS, type ShortFormService } from '#app/lib/enquiry-rules.ts'
import { CONTACT_API_URL, createIdempotencyKeys, sendEnquiry } from '#app/lib/send-enquiry.ts'
import { company } from '#content/site.ts'
import { controlClass, FieldShell, HoneypotField, TextInput } from './form-field.tsx'
import { PrivacyNoticeLink } from './privacy-notice-link.tsx'

export interface ShortEnquiryFormProps {
  service: ShortFormService
  messageLabel: string
}

/**
 * The short enquiry form of the Digital Transformation and Database & Infrastructure pages.
 * Browser-native validation only (SPEC.md section 5). Without JavaScript it posts to the API and lands
 * on the thank-you page; with it, the result arrives as a notification.
 */
export function ShortEnquiryForm({ service, messageLabel }: ShortEnquiryFormProps) {
  const id = useId()
  const [sending, setSending] = useState(false)
  const sendingRef = useRef(false)
  const openedAt = useRef(0)
  // One key per set of values: a retry after a lost answer is stored once; a new enquiry gets a new key.
  const idempotencyKeys = useRef(createIdempotencyKeys())

  useEffect(() => {
    openedAt.current = Date.now()
  }, [])

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // aria-disabled rather than disabled keeps keyboard focus on the button while it sends.
    if (sendingRef.current) return
    sendingRef.current = true
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (name: string) => String(data.get(name) ?? '')
    setSending(true)
    const content = {
      form_type: 'common',
      service,
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      company: text('company'),
      message: text('message'),
      website: text('website'),
    }
    const result = await sendEnquiry(
      { ...content, fill_ms: Date.now() - openedAt.current },
      { idempotencyKey: idempotencyKeys.current.keyFor(content) },
    )
    sendingRef.current = false
    setSending(false)
    if (result.ok) {
      form.reset()
      idempotencyKeys.current.reset()
      openedAt.current = Date.now()
      addToast({
        title: 'Request sent',
        description: 'Our team will contact you within 24 hours.',
        durationMs: FORM_RESULT_DURATION_MS,
        tone: 'success',
      })
    } else {
      addToast({
        title: 'Submission failed',
        description: `Please try again or email ${company.email}`,
        durationMs: FORM_RESULT_DURATION_MS,
        tone: 'error',
      })
    }
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
      <input type="hidden" name="form_type" value="common" />
      <input type="hidden" name="service" value={service} />
      <HoneypotField />
      <FieldShell id={field('name')} label="Full Name" required>
        <TextInput
          id={field('name')}
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={FIELD_LIMITS.name}
        />
      </FieldShell>
      <FieldShell id={field('email')} label="Email Address" required>
        <TextInput
          id={field('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={FIELD_LIMITS.email}
        />
      </FieldShell>
      <FieldShell id={field('phone')} label="Phone">
        <TextInput
          id={field('phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={FIELD_LIMITS.shortPhone}
        />
      </FieldShell>
      <FieldShell id={field('company')} label="Company/Organization">
        <TextInput
          id={field('company')}
          name="company"
          type="text"
          autoComplete="organization"
          maxLength={FIELD_LIMITS.company}
        />
      </FieldShell>
      <FieldShell id={field('message')} label={messageLabel} required className="sm:col-span-2">
        <textarea
          id={field('message')}
          name="message"
          rows={5}
          required
          maxLength={FIELD_LIMITS.message}
          className={controlClass}
        />
      </FieldShell>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" aria-disabled={sending || undefined}>
          <Send aria-hidden="true" className="size-5" />
          Send Request
        </Button>
      </div>
      <PrivacyNoticeLink className="sm:col-span-2" />
    </form>
  )
}
