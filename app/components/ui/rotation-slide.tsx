import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'
import { controlWords } from '#content/chrome.ts'

interface RotationSlideProps {
  position: number
  count: number
  current: boolean
  className?: string
  children: ReactNode
  /** A data attribute that names the slide for the browser tests, such as data-slide. */
  [dataAttribute: `data-${string}`]: string
}

/** Slides share one grid cell, so the rotation keeps its tallest one's height; others leave the tab order. */
export function RotationSlide({
  position,
  count,
  current,
  className,
  children,
  ...data
}: RotationSlideProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide is role="group" in the WAI-ARIA carousel pattern; <fieldset> is for form controls
    <div
      role="group"
      aria-roledescription={controlWords.slide}
      aria-label={`${position + 1} of ${count}`}
      aria-hidden={!current}
      inert={!current}
      {...data}
      className={cn(
        'col-start-1 row-start-1',
        className,
        'transition-opacity duration-1000 ease-in-out',
        current ? 'opacity-100' : 'opacity-0',
      )}
    >
      {children}
    </div>
  )
}
