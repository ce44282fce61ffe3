import { Toast as ToastPrimitive } from 'radix-ui'
import { useEffect, useState } from 'react'
import { CheckCircle2, Info, X, XCircle } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import { controlWords } from '#content/chrome.ts'
import { DEFAULT_TOAST_DURATION_MS, dismissToast, type Toast, useToasts } from './toast-store.ts'

export function formatSeconds(ms: number): string {
  return `${Number((Math.max(0, ms) / 1000).toFixed(1))} s`
}

const TICK_MS = 100

/** Radix Toast gives the polite live region, pause on hover and focus, swipe, Escape, and F8 to the list. */
export function Toaster() {
  const toasts = useToasts()
  return (
    <ToastPrimitive.Provider
      duration={DEFAULT_TOAST_DURATION_MS}
      swipeDirection="right"
      label={controlWords.notification}
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
      <ToastPrimitive.Viewport
        label={`${controlWords.notifications} ({hotkey})`}
        className="fixed top-20 right-4 z-[100] m-0 flex w-[calc(100%-2rem)] list-none flex-col gap-2 p-0 outline-none md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  )
}

const toneIcon = { success: CheckCircle2, error: XCircle, info: Info } as const
const toneClass = {
  success: 'border-l-emerald-700 [&_[data-icon]]:text-emerald-700',
  error: 'border-l-red-700 [&_[data-icon]]:text-red-700',
  info: 'border-l-navy-700 [&_[data-icon]]:text-navy-700',
} as const

function ToastCard({ toast }: { toast: Toast }) {
  const [remaining, setRemaining] = useState(toast.durationMs)
  const [paused, setPaused] = useState(false)
  const tone = toast.tone ?? 'info'
  const Icon = toneIcon[tone]

  useEffect(() => {
    if (paused || !toast.open) return
    const timer = setInterval(() => setRemaining((left) => Math.max(0, left - TICK_MS)), TICK_MS)
    return () => clearInterval(timer)
  }, [paused, toast.open])

  return (
    <ToastPrimitive.Root
      open={toast.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(toast.id)
      }}
      duration={toast.durationMs}
      type="background"
      onPause={() => setPaused(true)}
      onResume={() => setPaused(false)}
      className={cn(
        'relative overflow-hidden rounded-card border border-l-4 border-line bg-surface p-4 pr-12 shadow-card',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full',
        'motion-safe:data-[state=open]:animate-[toast-in_150ms_ease-out]',
        toneClass[tone],
      )}
    >
      <div className="flex items-start gap-3">
        <Icon data-icon="" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0">
          <ToastPrimitive.Title className="font-semibold text-navy-900">{toast.title}</ToastPrimitive.Title>
          {toast.description ? (
            <ToastPrimitive.Description className="mt-1 text-sm text-ink">
              {toast.description}
            </ToastPrimitive.Description>
          ) : null}
          {typeof toast.note === 'string' && toast.note ? (
            <p className="mt-1 text-sm font-semibold text-ink">{toast.note}</p>
          ) : null}
          {toast.action ? (
            <ToastPrimitive.Action
              altText={toast.action.altText}
              onClick={toast.action.onClick}
              className="mt-3 inline-flex min-h-9 items-center rounded-control border-2 border-navy-900 px-3 text-sm font-semibold text-navy-900 hover:bg-navy-50"
            >
              {toast.action.label}
            </ToastPrimitive.Action>
          ) : null}
        </div>
      </div>
      <ToastPrimitive.Close
        aria-label={controlWords.closeNotification}
        className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-control text-muted hover:bg-navy-50 hover:text-navy-900"
      >
        <X aria-hidden="true" className="size-5" />
      </ToastPrimitive.Close>
      <div
        role="progressbar"
        aria-label={controlWords.closesIn.replace('{time}', formatSeconds(remaining))}
        aria-valuemin={0}
        aria-valuemax={toast.durationMs}
        aria-valuenow={remaining}
        aria-valuetext={formatSeconds(remaining)}
        className="absolute inset-x-0 bottom-0 h-1 bg-navy-100"
      >
        <div
          className="h-full bg-navy-700 motion-safe:transition-[width] motion-safe:duration-100 motion-safe:ease-linear"
          style={{ width: `${(remaining / toast.durationMs) * 100}%` }}
        />
      </div>
    </ToastPrimitive.Root>
  )
}
