import { useEffect, useRef, useState } from 'react'
import { cn } from '#app/lib/cn.ts'
import { countDecimals, formatCountUp } from '#app/lib/format-stat.ts'
import { prefersReducedMotion } from '#app/lib/motion.ts'
import type { CompanyStat } from '#content/company-profile.ts'

const COUNT_UP_MS = 2000

/**
 * A figure that counts up from 0 the first time it scrolls into view. The prerendered HTML, visitors
 * without JavaScript, reduced-motion users and figures already on screen at load show the final value.
 */
export function CountUp({ value, prefix = '', suffix }: Pick<CompanyStat, 'value' | 'prefix' | 'suffix'>) {
  const ref = useRef<HTMLSpanElement>(null)
  const final = value.toFixed(countDecimals(value))
  const [shown, setShown] = useState(final)

  useEffect(() => {
    const element = ref.current
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return
    let frame = 0
    let firstReport = true
    const observer = new IntersectionObserver(([entry]) => {
      const visible = entry?.isIntersecting ?? false
      if (firstReport) {
        firstReport = false
        if (visible) {
          observer.disconnect()
        } else {
          setShown(formatCountUp(value, 0))
        }
        return
      }
      if (!visible) return
      observer.disconnect()
      const start = performance.now()
      const step = (now: number) => {
        const progress = (now - start) / COUNT_UP_MS
        setShown(formatCountUp(value, progress))
        if (progress < 1) frame = requestAnimationFrame(step)
      }
      frame = requestAnimationFrame(step)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [value])

  return (
    <>
      <span ref={ref} aria-hidden="true" className="tabular-nums" data-stat-value>
        {prefix}
        {shown}
        {suffix}
      </span>
      <span className="sr-only">
        {prefix}
        {final}
        {suffix}
      </span>
    </>
  )
}

interface StatGridProps {
  stats: readonly CompanyStat[]
  tone?: 'light' | 'dark'
  className?: string
}

/** Headline figures as a description list: the label describes the number. */
export function StatGrid({ stats, tone = 'light', className }: StatGridProps) {
  const dark = tone === 'dark'
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
