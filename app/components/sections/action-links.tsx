import { LinkButton } from '#app/components/ui/link-button.tsx'

export interface ActionLink {
  to: string
  label: string
}

/**
 * A page's calls to action as large buttons: the first is the primary action, the others are
 * outlined (white on the dark hero and closing bands, navy on a light section).
 */
export function ActionLinks({
  links,
  secondaryTone = 'inverse',
}: {
  links: readonly ActionLink[]
  secondaryTone?: 'inverse' | 'outline'
}) {
  return links.map((link, index) => (
    <LinkButton key={link.to} to={link.to} tone={index === 0 ? undefined : secondaryTone} size="lg">
      {link.label}
    </LinkButton>
  ))
}
