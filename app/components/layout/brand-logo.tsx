import { cn } from '#app/lib/cn.ts'

interface BrandLogoProps {
  tone?: 'light' | 'dark'
  className?: string
  markClassName?: string
  wordmarkClassName?: string
}

/** The mark (a "G" orbiting a node, in navy and gold) and the wordmark as live text. */
export function BrandLogo({ tone = 'dark', className, markClassName, wordmarkClassName }: BrandLogoProps) {
  const onDark = tone === 'light'
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <BrandMark className={cn('size-10 shrink-0', markClassName)} />
      <span
        className={cn(
          'whitespace-nowrap text-xl font-extrabold tracking-tight',
          onDark ? 'text-white' : 'text-navy-900',
          wordmarkClassName,
        )}
      >
        GlobalTek<span className={onDark ? 'text-gold-300' : 'text-gold-700'}>Force</span>
      </span>
    </span>
  )
}

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#0a1f44" />
      <ellipse
        cx="24"
        cy="24"
        rx="15"
        ry="6.5"
        fill="none"
        stroke="#3b6fc4"
        strokeWidth="1.5"
        transform="rotate(-28 24 24)"
      />
      <path
        d="M33.5 16.5A12 12 0 1 0 36 25.5H25.5"
        fill="none"
        stroke="#f2b544"
        strokeWidth="4.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="36.5" cy="13" r="3" fill="#ffffff" />
    </svg>
  )
}
