import { Link, type LinkProps } from 'react-router'
import { cn } from '#app/lib/cn.ts'
import { type ButtonVariants, buttonStyles } from './button-styles.ts'

/** A link that looks like a button: anything that navigates is a link. */
export function LinkButton({ tone, size, className, ...props }: LinkProps & ButtonVariants) {
  return <Link className={cn(buttonStyles({ tone, size }), className)} {...props} />
}
