/** LinkedIn's "in" glyph drawn as a plain mark (the icon set carries no brand logos). */
export function LinkedInIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.6 4.77 5.98V21h-4v-5.05c0-1.2-.02-2.76-1.7-2.76-1.7 0-1.95 1.31-1.95 2.67V21H9.5V9.75Z" />
    </svg>
  )
}
