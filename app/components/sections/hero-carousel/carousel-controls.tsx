import { MotionToggle } from '#app/components/ui/motion-toggle.tsx'
import { RotationNav } from '#app/components/ui/rotation-nav.tsx'
import { cn } from '#app/lib/cn.ts'
import { controlWords } from '#content/chrome.ts'

interface CarouselControlsProps {
  /** The slides' titles, in order: each dot is named after its slide. */
  titles: readonly string[]
  index: number
  onSelect: (index: number) => void
  /** Omitted under reduced motion, when nothing turns and there is nothing to pause. */
  motion?: { paused: boolean; onToggle: () => void }
  className?: string
}

export function CarouselControls({ titles, index, onSelect, motion, className }: CarouselControlsProps) {
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <RotationNav noun={controlWords.slide} names={titles} current={index} onSelect={onSelect} />
      {motion ? (
        <MotionToggle
          tone="dark"
          subject={controlWords.slideshow}
          paused={motion.paused}
          onToggle={motion.onToggle}
          className="ml-1"
        />
      ) : null}
    </div>
  )
}
