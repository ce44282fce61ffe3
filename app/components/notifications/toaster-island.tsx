import { deferredModule } from '#app/lib/deferred-module.ts'
import { useToasts } from './toast-store.ts'

const toaster = deferredModule(() => import('./toaster.tsx'))

/** Warms the notification code before a form result needs it (forms call it when a visitor starts). */
export const preloadToaster = toaster.preload

/** Mounted on the first notification, so pages without one skip the download; then it stays, keeping F8. */
export function ToasterIsland() {
  const toasts = useToasts()
  const module = toaster.useModule(toasts.length > 0)
  return module ? <module.Toaster /> : null
}
