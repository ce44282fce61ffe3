import { cn } from '#app/lib/cn.ts'

const layouts = {
  standard: { box: 'gap-2.5', mark: 'size-10', wordmark: 'text-xl' },
  // From 320 px the wordmark scales with a phone's width; on tablets, where the navigation needs the
  // room, the mark stands alone (docs/decisions/026-header-fits-every-width.md).
  header: {
    box: 'gap-2 sm:gap-2.5',
    mark: 'size-9 sm:size-10',
    wordmark: 'text-[clamp(1rem,5vw,1.25rem)] md:max-lg:hidden',
  },
} as const

interface BrandLogoProps {
  tone?: 'light' | 'dark'
  layout?: keyof typeof layouts
  className?: string
}

/** The mark (a "G" orbiting a node, in navy and gold) and the wordmark as live text. */
export function BrandLogo({ tone = 'dark', layout = 'standard', className }: BrandLogoProps) {
  const onDark = tone === 'light'
  const sizes = layouts[layout]
  return (
    <span className={cn('inline-flex items-center', sizes.box, className)}>
      <BrandMark className={cn('shrink-0', sizes.mark)} />
      <span
        className={cn(
          'whitespace-nowrap font-extrabold tracking-tight',
          sizes.wordmark,
          onDark ? 'text-white' : 'text-navy-900',
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
