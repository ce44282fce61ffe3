import { useLayoutEffect, useRef, useState } from 'react'
import { cn } from '#app/lib/cn.ts'
import { countsUp, type FigureParts, formatFigure } from '#app/lib/format-stat.ts'
import { prefersReducedMotion } from '#app/lib/motion.ts'
import type { CompanyStat } from '#content/company-profile.ts'

const COUNT_UP_MS = 2000

/**
 * Counts up from 0 the first time it is in view; a figure that would read wrong mid-count ("24/7") shows
 * as it is (decision 027). The HTML holds the final value; app.css stands a zero in for it (decision 018).
 */
export function CountUp({ value, prefix, suffix }: FigureParts) {
  const ref = useRef<HTMLSpanElement>(null)
  const figure = { value, prefix, suffix }
  const final = formatFigure(figure, 1)
  const zero = formatFigure(figure, 0)
  const counts = countsUp(figure)
  const [shown, setShown] = useState(final)
  const [live, setLive] = useState(false)

  // A layout effect, so on a page reached by a link the zero replaces the final value before the
  // first paint, just as the stylesheet's placeholder does on a page loaded from the server.
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    // Count only where the visitor sees the zero; a figure already showing its final value (reduced motion,
    // or a placeholder that gave up) keeps it rather than dropping back to 0.
    const motionAllowed = counts && !prefersReducedMotion() && typeof IntersectionObserver !== 'undefined'
    let atZero = motionAllowed && isShowingPlaceholder(element)
    if (atZero) setShown(zero)
    setLive(true)
    if (!motionAllowed) return
    let frame = 0
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) {
        // Out of view and not yet counted: wait at 0 for the visitor to scroll to it.
        atZero = true
        setShown(zero)
        return
      }
      observer.disconnect()
      if (!atZero) return
      const start = performance.now()
      const step = (now: number) => {
        const progress = (now - start) / COUNT_UP_MS
        setShown(formatFigure({ value, prefix, suffix }, progress))
        if (progress < 1) frame = requestAnimationFrame(step)
      }
      frame = requestAnimationFrame(step)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [value, prefix, suffix, zero, counts])

  return (
    <>
      <span
        ref={ref}
        aria-hidden="true"
        className="count-up"
        data-count-from={zero}
        data-count-to={final}
        data-count-live={live ? '' : undefined}
      >
        {/* One text node: with the number and its suffix in two, the suffix would move along as the
            number grows, and each move is a layout shift. */}
        <span data-stat-value>{shown}</span>
      </span>
      <span className="sr-only">{final}</span>
    </>
  )
}

/** Whether the stylesheet's zero stands in for the figure now (see `.count-up` in app.css). */
function isShowingPlaceholder(element: Element): boolean {
  const placeholder = getComputedStyle(element, '::before')
  return (
    placeholder.content !== 'none' && placeholder.content !== 'normal' && placeholder.visibility === 'visible'
  )
}

interface StatGridProps {
  stats: readonly CompanyStat[]
  tone?: 'light' | 'dark'
  className?: string
}

export function StatGrid({ stats, tone = 'light', className }: StatGridProps) {
  const dark = tone === 'dark'
  if (stats.length === 0) return null
  return (
    <dl className={cn('grid grid-cols-2 gap-4 lg:grid-cols-4', className)}>
      {stats.map((stat) => (
        <div
          key={stat.id}
          className={cn(
            'flex flex-col-reverse rounded-card border p-5 text-center',
            dark ? 'border-white/15 bg-white/5' : 'border-line bg-surface shadow-card',
          )}
        >
          <dt className={cn('mt-1 text-sm font-medium', dark ? 'text-navy-100' : 'text-muted')}>
            {stat.label}
          </dt>
          <dd className={cn('text-3xl font-extrabold sm:text-4xl', dark ? 'text-gold-300' : 'text-navy-900')}>
            <CountUp value={stat.value} prefix={stat.prefix} suffix={stat.suffix} />
          </dd>
        </div>
      ))}
    </dl>
  )
}
