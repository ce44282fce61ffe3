import { Link } from 'react-router'

export interface NamedLink {
  name: string
  href: string
  /** A full page load rather than a client-side navigation; marked so kept markup leaves it to the browser. */
  reloadDocument?: boolean
}

interface LinkListProps {
  links: readonly NamedLink[]
  className?: string
  linkClassName: string
  'aria-label'?: string
}

export function LinkList({ links, className, linkClassName, 'aria-label': label }: LinkListProps) {
  return (
    <ul aria-label={label} className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            to={link.href}
            reloadDocument={link.reloadDocument}
            data-reload-document={link.reloadDocument || undefined}
            className={linkClassName}
          >
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}
