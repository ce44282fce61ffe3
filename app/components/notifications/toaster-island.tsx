import { deferredModule } from '#app/lib/deferred-module.ts'
import { useToasts } from './toast-store.ts'

const toaster = deferredModule(() => import('./toaster.tsx'))

/** Warms the notification code before a form result needs it (forms call it when a visitor starts). */
export const preloadToaster = toaster.preload

/**
 * Mounts the notification viewport the first time a notification is raised, so pages that never show
 * one do not download it. Once loaded it stays, keeping Radix's F8 shortcut and exit animations.
 */
export function ToasterIsland() {
  const toasts = useToasts()
  const module = toaster.useModule(toasts.length > 0)
  return module ? <module.Toaster /> : null
}
