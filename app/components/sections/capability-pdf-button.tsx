import { type ReactNode, useEffect, useRef, useState } from 'react'
import { type ButtonVariants, buttonStyles } from '#app/components/ui/button-styles.ts'
import { Download, LoaderCircle } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'

interface CapabilityPdfButtonProps extends ButtonVariants {
  href: string
  filename: string
  children: ReactNode
  /** Shown on the button, and announced, while the file downloads. */
  busyLabel: string
  failureMessage: string
  className?: string
}

type Status = 'idle' | 'generating'

/**
 * A plain download link until the page hydrates; then a button showing its progress, since a slow
 * connection would otherwise give no sign that anything is happening.
 */
export function CapabilityPdfButton({
  href,
  filename,
  children,
  busyLabel,
  failureMessage,
  tone,
  size,
  className,
}: CapabilityPdfButtonProps) {
  const [enhanced, setEnhanced] = useState(false)
  const [status, setStatus] = useState<Status>('idle')
  const busy = useRef(false)
  useEffect(() => setEnhanced(true), [])

  const classes = cn(buttonStyles({ tone, size }), className)
  const icon = <Download aria-hidden="true" className="size-5 shrink-0" />

  if (!enhanced) {
    return (
      <a href={href} download={filename} className={classes}>
        {icon}
        {children}
      </a>
    )
  }

  async function save() {
    // aria-disabled rather than disabled keeps keyboard focus on the button while it works.
    if (busy.current) return
    busy.current = true
    setStatus('generating')
    try {
      const response = await fetch(href, { cache: 'no-cache' })
      if (!response.ok) throw new Error(`PDF request failed with status ${response.status}`)
      const blob = await response.blob()
      saveBlob(blob, filename)
    } catch {
      window.alert(failureMessage)
    } finally {
      busy.current = false
      setStatus('idle')
    }
  }

  const generating = status === 'generating'
  return (
    <>
      <button type="button" className={classes} aria-disabled={generating || undefined} onClick={save}>
        {generating ? (
          <LoaderCircle
            aria-hidden="true"
            className="size-5 shrink-0 animate-spin motion-reduce:animate-none"
          />
        ) : (
          icon
        )}
        {generating ? busyLabel : children}
      </button>
      {/* Announces the wait: a changed button name is not reliably read out while it has focus. */}
      <span role="status" className="sr-only">
        {generating ? busyLabel : ''}
      </span>
    </>
  )
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has started the download once click() returns; free the copy after it settles.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
