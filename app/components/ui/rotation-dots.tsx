import { cn } from '#app/lib/cn.ts'

interface RotationDotsProps {
  /** One accessible name per item, e.g. "Slide 2: Global ERP". */
  labels: readonly string[]
  current: number
  onSelect: (index: number) => void
}

/**
 * The dots of a carousel on a dark background: 44 px targets around small marks, the current one long
 * and gold. In forced-colours mode the transparent border becomes a visible ring and the marks keep
 * system colours (Highlight for the current one), so the controls and the current item stay visible.
 */
export function RotationDots({ labels, current, onSelect }: RotationDotsProps) {
  return (
    <ul className="flex items-center">
      {labels.map((label, index) => (
        <li key={label}>
          <button
            type="button"
            aria-label={label}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => onSelect(index)}
            className="group inline-flex size-11 items-center justify-center rounded-full border border-transparent"
          >
            <span
              aria-hidden="true"
              data-dot-mark=""
              className={cn(
                'block h-2.5 rounded-full transition-all forced-colors:forced-color-adjust-none',
                index === current
                  ? 'w-8 bg-gold-400 forced-colors:bg-[Highlight]'
                  : 'w-2.5 bg-white/60 group-hover:bg-white forced-colors:bg-[CanvasText]',
              )}
            />
          </button>
        </li>
      ))}
    </ul>
  )
}
