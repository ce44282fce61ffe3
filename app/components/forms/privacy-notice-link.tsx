import { Link } from 'react-router'
import { ShieldCheck } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import { pagePaths } from '#content/paths.ts'
import { privacyLinkLabels } from '#content/privacy-link.ts'

export function PrivacyNoticeLink({ className }: { className?: string }) {
  return (
    <p className={cn('flex items-center gap-2 text-sm text-muted', className)}>
      <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-gold-700" />
      {/* A lone link on its line, so it is at least 24 px tall (WCAG 2.5.8). */}
      <Link
        to={pagePaths.privacy}
        className="inline-flex min-h-6 items-center text-navy-700 underline underline-offset-4 hover:text-navy-900"
      >
        {privacyLinkLabels.underForms}
      </Link>
    </p>
  )
}
