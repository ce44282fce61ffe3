import type { ReactNode } from 'react'
import { HydrationSlice } from '#app/components/ui/hydration-slice.tsx'
import { useKeptMarkup } from '#app/lib/use-kept-markup.ts'
import {
  headingIdOf,
  SectionBody,
  type SectionFrame,
  type SectionWords,
  sectionClass,
} from './content-section.tsx'

/**
 * A ContentSection that never changes on the client: without `words` (the first load) it keeps its
 * prerendered HTML, so the page needs no data for it (`useKeptMarkup`).
 */
export function StaticContentSection({
  id,
  anchor,
  tone = 'plain',
  words,
  children,
}: SectionFrame & { words: SectionWords | undefined; children?: ReactNode }) {
  const headingId = headingIdOf(id)
  const inside = useKeptMarkup(
    `section[aria-labelledby="${headingId}"]`,
    words && (
      <SectionBody id={id} words={words}>
        {children}
      </SectionBody>
    ),
  )
  return (
    <HydrationSlice>
      <section
        key={inside.key}
        id={anchor}
        aria-labelledby={headingId}
        className={sectionClass(tone)}
        {...inside.props}
      />
    </HydrationSlice>
  )
}
