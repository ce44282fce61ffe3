import type { ReactNode } from 'react'
import { Container } from '#app/components/ui/container.tsx'
import { Mail, MapPin, Phone } from '#app/components/ui/icons.tsx'
import { LinkList, type NamedLink } from '#app/components/ui/link-list.tsx'
import { LinkedInIcon } from '#app/components/ui/linkedin-icon.tsx'
import { footerWords, chromeStatus as statusLabels } from '#content/chrome.ts'
import { pagePaths, SEARCH_PATH } from '#content/paths.ts'
import { privacyLinkLabels } from '#content/privacy-link.ts'
import { footerSiteLinkLabels } from '#content/search-button-labels.ts'
import { company, formatCityLine, formatCredentialLine, formatStreetAddress } from '#content/site.ts'
import { solutionLinks } from '#content/solution-links.ts'
import { BrandLogo } from './brand-logo.tsx'

const quickLinks: NamedLink[] = [
  { name: footerWords.quickLinks.home, href: pagePaths.home },
  { name: footerWords.quickLinks.about, href: pagePaths.about },
  { name: footerWords.quickLinks.services, href: pagePaths.services },
  { name: footerWords.quickLinks.contact, href: pagePaths.contact },
]

const resourceLinks: NamedLink[] = [
  { name: footerWords.resources.contractVehicles, href: `${pagePaths.home}#contractvehicles` },
  { name: footerWords.resources.certifications, href: `${pagePaths.home}#certification` },
  // Required to be a full page load, landing on the leadership anchor.
  { name: footerWords.resources.leadership, href: `${pagePaths.about}#leadership`, reloadDocument: true },
]

/** Beside the copyright line, apart from the link columns: the notices and the site index. */
const siteLinks: NamedLink[] = [
  { name: privacyLinkLabels.footer, href: pagePaths.privacy },
  { name: footerSiteLinkLabels.accessibility, href: pagePaths.accessibility },
  { name: footerSiteLinkLabels.siteIndex, href: SEARCH_PATH },
]

const footerLinkClass = 'footer-link inline-flex min-h-8 items-center'

/** The `<footer>` element's own classes, which the browser's kept footer carries too. */
export const FOOTER_CLASS = 'bg-navy-950 text-navy-100'

/**
 * The footer as the prerender renders it (`SiteFooter`). `missing`: the in-page links whose section the
 * content leaves out, so the footer leaves them out too.
 */
export function FooterContent({ missing = [] }: { missing?: readonly string[] }) {
  const resources = resourceLinks.filter((link) => !missing.includes(link.href))
  return (
    <footer className={FOOTER_CLASS}>
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr_1.5fr]">
        <div className="sm:col-span-2 lg:col-span-1">
          <BrandLogo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{footerWords.about}</p>
        </div>
        <FooterColumn id="footer-quick-links" title={footerWords.columns.quickLinks} links={quickLinks} />
        <FooterColumn id="footer-resources" title={footerWords.columns.resources} links={resources} />
        <FooterColumn id="footer-solutions" title={footerWords.columns.solutions} links={solutionLinks} />
        <section aria-labelledby="footer-contact">
          <FooterHeading id="footer-contact">{footerWords.columns.contact}</FooterHeading>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <ContactLine
              icon={<MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-300" />}
            >
              <span>
                {formatStreetAddress()}
                <br />
                {formatCityLine()}
              </span>
            </ContactLine>
            <ContactLine icon={<Phone aria-hidden="true" className="mt-1 size-4 shrink-0 text-gold-300" />}>
              <a href={`tel:${company.phone.e164}`} className="footer-link inline-flex min-h-6 items-center">
                {company.phone.display}
              </a>
            </ContactLine>
            <ContactLine icon={<Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-gold-300" />}>
              <a href={`mailto:${company.email}`} className="footer-link inline-flex min-h-6 items-center">
                {company.email}
              </a>
            </ContactLine>
            <ContactLine icon={<LinkedInIcon className="mt-1 size-4 shrink-0 text-gold-300" />}>
              <a
                href={company.linkedInUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="footer-link inline-flex min-h-6 items-center"
              >
                {footerWords.linkedIn}
                <span className="sr-only"> {statusLabels.opensInNewTab}</span>
              </a>
            </ContactLine>
          </address>
        </section>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-2 py-6 text-sm lg:flex-row lg:items-center lg:justify-between">
          <div className="flex flex-col gap-x-6 gap-y-1 sm:flex-row sm:items-center">
            <p>
              © <CurrentYear /> {company.name}. {footerWords.rightsReserved}
            </p>
            <LinkList
              links={siteLinks}
              aria-label={footerWords.siteInformation}
              className="flex flex-wrap gap-x-5"
              linkClassName={footerLinkClass}
            />
          </div>
          <p>{formatCredentialLine()}</p>
        </Container>
      </div>
    </footer>
  )
}

/** The build's year; `SiteFooter` sets the year the page is viewed in. */
function CurrentYear() {
  return <span data-current-year="">{new Date().getFullYear()}</span>
}

function FooterHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-sm font-bold uppercase tracking-[0.14em] text-white">
      {children}
    </h2>
  )
}

function FooterColumn({ id, title, links }: { id: string; title: string; links: readonly NamedLink[] }) {
  if (links.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <FooterHeading id={id}>{title}</FooterHeading>
      <LinkList links={links} className="mt-4 space-y-1 text-sm" linkClassName={footerLinkClass} />
    </section>
  )
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2.5">
      {icon}
      {children}
    </p>
  )
}
