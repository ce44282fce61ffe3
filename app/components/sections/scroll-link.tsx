import type { ComponentProps, MouseEvent } from 'react'
import { type ButtonVariants, buttonStyles } from '#app/components/ui/button-styles.ts'
import { cn } from '#app/lib/cn.ts'
import { prefersReducedMotion } from '#app/lib/motion.ts'

interface ScrollLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  targetId: string
}

/**
 * Glides to a section of the page (instantly under reduced motion) and moves focus there, so keyboard and
 * screen reader users continue from it. Without JavaScript it is an ordinary fragment link.
 */
export function ScrollLink({
  targetId,
  tone,
  size,
  className,
  onClick,
  ...props
}: ScrollLinkProps & ButtonVariants) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    const target = document.getElementById(targetId)
    if (!target || event.defaultPrevented) return
    // Handled here rather than by the router, which would treat the hash as a navigation.
    event.preventDefault()
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' })
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }
  return (
    <a
      href={`#${targetId}`}
      onClick={handleClick}
      className={cn(buttonStyles({ tone, size }), className)}
      {...props}
    />
  )
}
