import { cn } from '#app/lib/cn.ts'
import type { Client } from '#content/schema.ts'
import { ClientLogo } from './client-logo.tsx'

/**
 * The client's own logo where it has allowed one, else our wordmark. The short mark is hidden from assistive
 * technology, which reads the full name once; a logo is read by its alt text.
 */
export function ClientWordmark({ client, className }: { client: Client; className?: string }) {
  if (client.logo)
    return (
      <span className={cn('flex items-center justify-center', className)} data-client-logo={client.mark}>
        <ClientLogo logo={client.logo} alt={client.logoAlt ?? client.name} />
      </span>
    )
  return (
    <span className={cn('flex items-center gap-3', className)}>
      <span
        aria-hidden="true"
        className="flex h-12 min-w-12 shrink-0 items-center justify-center rounded-lg bg-navy-900 px-2 text-sm font-extrabold tracking-wide text-gold-300"
      >
        {client.mark}
      </span>
      <span className="text-sm leading-snug font-semibold text-navy-900">{client.name}</span>
    </span>
  )
}
