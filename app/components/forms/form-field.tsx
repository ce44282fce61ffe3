import type { ChangeEventHandler, ComponentProps, ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'
import { FIELD_STATUS } from '#contract/enquiry-labels.ts'
import { FIELD_LIMITS } from '#contract/enquiry-rules.ts'

export const controlClass =
  'mt-1.5 block w-full rounded-control border border-control bg-surface px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-muted/80 focus-visible:border-navy-700 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700'

interface FieldShellProps {
  id: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  children: ReactNode
  className?: string
}

export function FieldShell({ id, label, required, hint, error, children, className }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-muted">{FIELD_STATUS.optional}</span>
        )}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function describedBy(
  id: string,
  { hint, error }: { hint?: string; error?: string },
): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

/** The honeypot: hidden from people and assistive technology, tempting to form-filling bots. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClass, className)} {...props} />
}

export interface TextFieldProps {
  id: string
  name: string
  label: string
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  required?: boolean
  pattern?: string
  maxLength: number
  error?: string
  onChange?: ChangeEventHandler<HTMLInputElement>
}

export function TextField({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  required,
  pattern,
  maxLength,
  error,
  onChange,
}: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error}>
      <TextInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        pattern={pattern}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        onChange={onChange}
      />
    </FieldShell>
  )
}

interface MessageFieldProps {
  id: string
  label: string
  rows: number
  error?: string
  onChange?: ChangeEventHandler<HTMLTextAreaElement>
}

export function MessageField({ id, label, rows, error, onChange }: MessageFieldProps) {
  return (
    <FieldShell id={id} label={label} required error={error} className="sm:col-span-2">
      <textarea
        id={id}
        name="message"
        rows={rows}
        required
        maxLength={FIELD_LIMITS.message}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error })}
        onChange={onChange}
      />
    </FieldShell>
  )
}
