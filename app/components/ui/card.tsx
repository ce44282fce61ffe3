import type { ComponentProps } from 'react'
import { cn } from '#app/lib/cn.ts'

interface CardProps extends ComponentProps<'div'> {
  /** Dark cards stand out from a row of light ones (a call to act, a summary). */
  tone?: 'light' | 'dark'
  /** Roomier padding for a card that carries a block of text or a form. */
  spacious?: boolean
}

const toneClass = {
  light: 'border-line bg-surface',
  dark: 'border-navy-900 bg-navy-900 text-white',
} as const

export function Card({ className, tone = 'light', spacious = false, ...props }: CardProps) {
  return (
    <div
      className={cn('rounded-card border shadow-card', toneClass[tone], spacious ? 'p-8' : 'p-6', className)}
      {...props}
    />
  )
}
