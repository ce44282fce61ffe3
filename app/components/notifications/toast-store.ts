import { useSyncExternalStore } from 'react'

export const TOAST_LIMIT = 1
export const DEFAULT_TOAST_DURATION_MS = 5500
export const FORM_RESULT_DURATION_MS = 3000
export const TOAST_REMOVE_DELAY_MS = 150

export interface ToastAction {
  label: string
  /** What a screen reader user is told to do instead (Radix announces it with the toast). */
  altText: string
  onClick: () => void
}

export interface ToastInput {
  title: string
  description?: string
  /** A line under the description, such as a stored enquiry's reference. */
  note?: string
  action?: ToastAction
  durationMs?: number
  tone?: 'success' | 'error' | 'info'
}

export interface Toast extends ToastInput {
  id: string
  open: boolean
  durationMs: number
}

let toasts: Toast[] = []
let counter = 0
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function emit(next: Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

/** Shows a notification, replacing the one on screen. */
export function addToast(input: ToastInput): {
  id: string
  update: (patch: Partial<ToastInput>) => void
  dismiss: () => void
} {
  counter += 1
  const id = `toast-${counter}`
  const toast: Toast = { ...input, id, open: true, durationMs: input.durationMs ?? DEFAULT_TOAST_DURATION_MS }
  emit([toast, ...toasts].slice(0, TOAST_LIMIT))
  return { id, update: (patch) => updateToast(id, patch), dismiss: () => dismissToast(id) }
}

export function updateToast(id: string, patch: Partial<ToastInput>): void {
  emit(toasts.map((toast) => (toast.id === id ? { ...toast, ...patch } : toast)))
}

/** Closes a notification (or all), then removes it once its exit has had time to play. */
export function dismissToast(id?: string): void {
  const closing = toasts.filter((toast) => id === undefined || toast.id === id)
  emit(toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)))
  for (const toast of closing) {
    if (removalTimers.has(toast.id)) continue
    removalTimers.set(
      toast.id,
      setTimeout(() => {
        removalTimers.delete(toast.id)
        removeToast(toast.id)
      }, TOAST_REMOVE_DELAY_MS),
    )
  }
}

export function removeToast(id?: string): void {
  emit(id === undefined ? [] : toasts.filter((toast) => toast.id !== id))
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const getSnapshot = () => toasts
const noToasts: Toast[] = []

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, getSnapshot, () => noToasts)
}
