import { ChevronLeft, ChevronRight } from 'lucide-react'
import { MotionToggle } from '#app/components/ui/motion-toggle.tsx'
import { RotationDots } from '#app/components/ui/rotation-dots.tsx'
import { cn } from '#app/lib/cn.ts'

interface CarouselControlsProps {
  /** The slides' titles, in order: each dot is named after its slide. */
  titles: readonly string[]
  index: number
  onSelect: (index: number) => void
  /** Omitted under reduced motion, when nothing turns and there is nothing to pause. */
  motion?: { paused: boolean; onToggle: () => void }
  className?: string
}

const arrowStyles =
  'inline-flex size-11 items-center justify-center rounded-full border border-white/60 hover:bg-white/10'

/** Previous, one dot per slide, next, and the pause control, for a carousel on a dark background. */
export function CarouselControls({ titles, index, onSelect, motion, className }: CarouselControlsProps) {
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <button
        type="button"
        aria-label="Previous slide"
        onClick={() => onSelect(index - 1)}
        className={arrowStyles}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <RotationDots
        labels={titles.map((title, slideIndex) => `Slide ${slideIndex + 1}: ${title}`)}
        current={index}
        onSelect={onSelect}
      />
      <button
        type="button"
        aria-label="Next slide"
        onClick={() => onSelect(index + 1)}
        className={arrowStyles}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
      {motion ? (
        <MotionToggle
          tone="dark"
          subject="slideshow"
          paused={motion.paused}
          onToggle={motion.onToggle}
          className="ml-1"
        />
      ) : null}
    </div>
  )
}
