import { Pause, Play } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import { controlWords } from '#content/chrome.ts'

interface MotionToggleProps {
  paused: boolean
  onToggle: () => void
  /** What moves, e.g. "client logos": the button reads "Pause client logos". */
  subject: string
  tone?: 'light' | 'dark'
  className?: string
  /** The verbs before the subject: "Pause client logos", "Play client logos". */
  pauseLabel?: string
  playLabel?: string
}

/** The pause control every movement longer than five seconds needs (WCAG 2.2.2). */
export function MotionToggle({
  paused,
  onToggle,
  subject,
  tone = 'light',
  className,
  pauseLabel = controlWords.pause,
  playLabel = controlWords.play,
}: MotionToggleProps) {
  const Icon = paused ? Play : Pause
  return (
    <button
      type="button"
      onClick={onToggle}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-control border px-4 text-sm font-semibold transition-colors',
        tone === 'dark'
          ? 'border-white/60 text-white hover:bg-white/10'
          : 'border-navy-900/30 text-navy-900 hover:bg-navy-50',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {paused ? `${playLabel} ${subject}` : `${pauseLabel} ${subject}`}
    </button>
  )
}
