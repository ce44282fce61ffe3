import type { FormEvent } from 'react'
import { Button } from '#app/components/ui/button.tsx'

export interface ShortEnquiryFormProps {
  service: 'DigitalTransformation' | 'databaseinfrastructuremanagement'
  messageLabel: string
}

const fieldClass =
  'mt-1.5 block w-full rounded-control border border-muted bg-surface px-3.5 py-2.5 text-base text-ink shadow-xs focus-visible:border-focus'
const labelClass = 'block text-sm font-semibold text-ink'

/**
 * The short enquiry form of the Digital Transformation and Database & Infrastructure pages, with the
 * specification's fields and browser-native validation. Submission is wired by the enquiry work,
 * which replaces this file; until then submitting sends nothing and claims nothing.
 */
export function ShortEnquiryForm({ service, messageLabel }: ShortEnquiryFormProps) {
  const id = (name: string) => `${service}-${name}`
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
  }
  return (
    <form onSubmit={handleSubmit} className="grid gap-5 sm:grid-cols-2">
      <p className="text-sm text-muted sm:col-span-2">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div>
        <label htmlFor={id('name')} className={labelClass}>
          Full Name <span aria-hidden="true">*</span>
        </label>
        <input id={id('name')} name="name" type="text" autoComplete="name" required className={fieldClass} />
      </div>
      <div>
        <label htmlFor={id('email')} className={labelClass}>
          Email Address <span aria-hidden="true">*</span>
        </label>
        <input
          id={id('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={id('phone')} className={labelClass}>
          Phone <span className="font-normal text-muted">(optional)</span>
        </label>
        <input id={id('phone')} name="phone" type="tel" autoComplete="tel" className={fieldClass} />
      </div>
      <div>
        <label htmlFor={id('company')} className={labelClass}>
          Company/Organization <span className="font-normal text-muted">(optional)</span>
        </label>
        <input
          id={id('company')}
          name="company"
          type="text"
          autoComplete="organization"
          className={fieldClass}
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={id('message')} className={labelClass}>
          {messageLabel} <span aria-hidden="true">*</span>
        </label>
        <textarea id={id('message')} name="message" rows={5} required className={fieldClass} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" tone="secondary" size="lg">
          Send Request
        </Button>
      </div>
    </form>
  )
}
