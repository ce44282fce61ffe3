import { cn } from '#app/lib/cn.ts'

interface CertificationBadgeProps {
  top: string
  bottom: string
  tone: 'navy' | 'gold'
  /** Sizing classes; 64 px square when none are given. */
  className?: string
}

/** A seal of our own design naming a certification; decorative, since its title is always beside it. */
export function CertificationBadge({ top, bottom, tone, className }: CertificationBadgeProps) {
  const ring = tone === 'navy' ? '#0a1f44' : '#8c5d0b'
  const fill = tone === 'navy' ? '#102b5c' : '#f2b544'
  const text = tone === 'navy' ? '#ffffff' : '#06142b'
  return (
    <svg
      viewBox="0 0 96 96"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', className ?? 'size-16')}
    >
      <circle cx="48" cy="48" r="46" fill="#ffffff" stroke={ring} strokeWidth="3" />
      <circle cx="48" cy="48" r="39" fill={fill} />
      <circle cx="48" cy="48" r="34" fill="none" stroke={text} strokeOpacity="0.4" strokeDasharray="2 4" />
      <text x="48" y="45" textAnchor="middle" fontSize="17" fontWeight="800" fill={text} fontFamily="inherit">
        {top}
      </text>
      <text
        x="48"
        y="63"
        textAnchor="middle"
        fontSize="11.5"
        fontWeight="700"
        fill={text}
        fontFamily="inherit"
      >
        {bottom}
      </text>
    </svg>
  )
}
