import { useNavigation } from 'react-router'
import { cn } from '#app/lib/cn.ts'
import { chromeStatus as statusLabels } from '#content/chrome.ts'

/** The live region is always present, so screen readers hear the message when it appears. */
export function LoadingIndicator({
  forceVisible = false,
  message = statusLabels.loading,
}: {
  forceVisible?: boolean
  message?: string
}) {
  const navigation = useNavigation()
  const loading = forceVisible || navigation.state === 'loading'
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-header z-50 flex justify-center"
    >
      <p
        className={cn(
          'mt-3 rounded-full bg-navy-900 px-4 py-1.5 text-sm font-semibold text-white shadow-card transition-opacity',
          loading ? 'opacity-100' : 'sr-only opacity-0',
        )}
      >
        {loading ? message : ''}
      </p>
    </div>
  )
}
