import { cva, type VariantProps } from 'class-variance-authority'

/** Shared by Button and LinkButton so an action and a link that look alike stay alike. */
export const buttonStyles = cva(
  // Forced colors drop backgrounds, so a border keeps the shape. aria-disabled marks a button busy with its
  // own action: unlike disabled, it keeps focus.
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-control font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-70 forced-colors:border-2',
  {
    variants: {
      tone: {
        primary: 'bg-gold-400 text-navy-950 hover:bg-gold-300',
        secondary: 'bg-navy-900 text-white hover:bg-navy-700',
        outline: 'border-2 border-navy-900 text-navy-900 hover:bg-navy-50',
        inverse: 'border-2 border-white/80 text-white hover:bg-white/10',
      },
      size: {
        md: 'px-5 py-2.5 text-base',
        lg: 'px-7 py-3.5 text-lg',
      },
    },
    defaultVariants: { tone: 'primary', size: 'md' },
  },
)

export type ButtonVariants = VariantProps<typeof buttonStyles>
