import type { ReactNode } from 'react'
import { Container } from '#app/components/ui/container.tsx'

interface CtaBandProps {
  id: string
  title: string
  lead: string
  /** The links, primary first. */
  children: ReactNode
}

export function CtaBand({ id, title, lead, children }: CtaBandProps) {
  const headingId = `${id}-heading`
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden bg-navy-950 py-16 text-white sm:py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_80%_0%,rgb(36_80_158/0.6),transparent_55%),radial-gradient(ellipse_at_0%_100%,rgb(242_181_68/0.14),transparent_50%)]"
      />
      <Container className="relative text-center">
        <h2
          id={headingId}
          className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-navy-100">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </Container>
    </section>
  )
}
