import type { ReactNode } from 'react'
import { Container } from '#app/components/ui/container.tsx'

interface CtaBandProps {
  id: string
  title: string
  lead: string
  /** The actions, usually a LinkButton to /contact. */
  children: ReactNode
}

/** The closing call to action of a page. */
export function CtaBand({ id, title, lead, children }: CtaBandProps) {
  const headingId = `${id}-heading`
  return (
    <section aria-labelledby={headingId} className="bg-navy-900 text-white">
      <Container className="py-16 text-center sm:py-20">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-navy-100">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </Container>
    </section>
  )
}
