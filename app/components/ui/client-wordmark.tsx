import { cn } from '#app/lib/cn.ts'
import type { Client } from '#content/schema.ts'

/** The short mark is hidden from assistive technology, which reads the full name once. */
export function ClientWordmark({ client, className }: { client: Client; className?: string }) {
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
