import { LinkButton } from '#app/components/ui/link-button.tsx'

export interface ActionLink {
  to: string
  label: string
}

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
