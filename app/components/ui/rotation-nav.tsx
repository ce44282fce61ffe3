import { ChevronLeft, ChevronRight } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import { controlWords } from '#content/chrome.ts'

interface RotationNavProps {
  /** What one item is called in the controls' names: "slide", "testimonial". */
  noun: string
  /** Each item's name, in order: its dot is called "Slide 2: Global ERP". */
  names: readonly string[]
  current: number
  /** Called with current ± 1 by the arrows (the rotation wraps it) or a dot's index. */
  onSelect: (index: number) => void
}

const arrowClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-white/60 text-white hover:bg-white/10'

/**
 * Previous, dots and next for a rotation on a dark background; 44 px targets around small marks. In forced
 * colors the transparent border becomes a ring and marks keep system colors. The caller lays them out.
 */
export function RotationNav({ noun, names, current, onSelect }: RotationNavProps) {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1)
  return (
    <>
      <button
        type="button"
        aria-label={controlWords.previous.replace('{noun}', noun)}
        onClick={() => onSelect(current - 1)}
        className={arrowClass}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <ul className="flex items-center">
        {names.map((name, index) => (
          <li key={name}>
            <button
              type="button"
              aria-label={controlWords.item
                .replace('{Noun}', Noun)
                .replace('{number}', String(index + 1))
                .replace('{name}', name)}
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
      <button
        type="button"
        aria-label={controlWords.next.replace('{noun}', noun)}
        onClick={() => onSelect(current + 1)}
        className={arrowClass}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </>
  )
}
