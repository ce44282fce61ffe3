import { Accordion } from 'radix-ui'
import type { ReactNode } from 'react'
import { ChevronDown } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'

interface AccordionHeadingProps {
  /** The trigger's layout and type, after `group flex` (the chevron turns on the trigger's group state). */
  className: string
  /** The chevron's color and motion, between its size and its turn. */
  chevronClassName: string
  children: ReactNode
}

export function AccordionHeading({ className, chevronClassName, children }: AccordionHeadingProps) {
  return (
    <Accordion.Header>
      <Accordion.Trigger className={cn('group flex', className)}>
        {children}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-5', chevronClassName, 'group-data-[state=open]:rotate-180')}
        />
      </Accordion.Trigger>
    </Accordion.Header>
  )
}
