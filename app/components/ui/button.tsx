import type { ComponentProps } from 'react'
import { cn } from '#app/lib/cn.ts'
import { type ButtonVariants, buttonStyles } from './button-styles.ts'

export function Button({
  tone,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonVariants) {
  return <button type={type} className={cn(buttonStyles({ tone, size }), className)} {...props} />
}
