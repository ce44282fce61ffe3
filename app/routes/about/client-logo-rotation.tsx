import { ClientLogo } from '#app/components/ui/client-logo.tsx'
import { ClientWordmark } from '#app/components/ui/client-wordmark.tsx'
import { MotionToggle } from '#app/components/ui/motion-toggle.tsx'
import { useRotatingItems } from '#app/components/ui/use-rotating-items.ts'
import { cn } from '#app/lib/cn.ts'
import { controlWords } from '#content/chrome.ts'
import type { RotatingClient } from '#content/index.ts'

export const LOGO_INTERVAL_MS = 3000

/**
 * Eight client wordmarks, all on view, one at a time in focus and shown large beside them. Nothing is ever
 * hidden, so under reduced motion the visitor sees all eight and the first in focus.
 */
export function ClientLogoRotation({
  clients,
  labels,
}: {
  clients: readonly RotatingClient[]
  labels: { clientsInFocus: string; inFocus: string; clients: string; spotlightMotion: string }
}) {
  const rotation = useRotatingItems(clients, LOGO_INTERVAL_MS)
  const { index, current } = rotation

  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern groups a carousel with role="group"; it holds no form controls to put in a <fieldset>
    <div
      role="group"
      aria-roledescription={controlWords.carousel}
      aria-label={labels.clientsInFocus}
      data-running={rotation.running}
      data-testid="client-logo-rotation"
      {...rotation.holdProps}
    >
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        {current ? (
          // Every client's words share one cell and only the one in focus shows: the card keeps the height
          // of the longest at every width and nothing on it or below it moves as the focus changes.
          <div
            data-client-in-focus={current.mark}
            className="grid rounded-card bg-navy-900 p-6 text-white shadow-card sm:p-8 forced-colors:border forced-colors:border-[CanvasText]"
          >
            {clients.map((client, clientIndex) => (
              <div
                key={client.mark}
                aria-hidden={clientIndex === index ? undefined : true}
                className={cn(
                  'col-start-1 row-start-1 flex flex-col justify-center',
                  clientIndex !== index && 'invisible',
                )}
              >
                <p className="text-sm font-semibold uppercase tracking-[0.14em] text-gold-300">
                  {labels.inFocus}
                </p>
                {client.logo ? (
                  // The name follows in words, so the logo here is decoration.
                  <span className="mt-4 flex w-fit rounded-lg bg-white p-3 text-navy-900">
                    <ClientLogo logo={client.logo} alt="" className="w-48" />
                  </span>
                ) : (
                  <p
                    aria-hidden="true"
                    className="mt-4 text-4xl font-extrabold tracking-wide text-gold-300 sm:text-5xl"
                  >
                    {client.mark}
                  </p>
                )}
                <p className="mt-3 text-xl font-bold">{client.name}</p>
                <p className="mt-1 text-sm font-semibold text-navy-100">{client.sector}</p>
                <p className="mt-4 leading-relaxed text-navy-100">{client.sectorSummary}</p>
              </div>
            ))}
          </div>
        ) : null}
        {/* Phones show the marks alone, four abreast; the spotlight spells out the one in focus. */}
        <ul aria-label={labels.clients} className="grid grid-cols-4 gap-2 sm:grid-cols-2 sm:gap-3">
          {clients.map((client, clientIndex) => (
            <li key={client.mark}>
              <button
                type="button"
                aria-current={clientIndex === index ? 'true' : undefined}
                onClick={() => rotation.show(clientIndex)}
                className={cn(
                  'flex h-full min-h-14 w-full items-center justify-center rounded-card border-2 bg-surface px-1 py-2 text-left shadow-card transition-[border-color,box-shadow] duration-300 sm:min-h-20 sm:justify-start sm:px-4 sm:py-3',
                  clientIndex === index
                    ? // Forced colors draw every border alike and drop the ring: a thicker border marks the one in focus.
                      'border-gold-500 ring-4 ring-gold-400/30 forced-colors:border-4'
                    : 'border-line hover:border-navy-700',
                )}
              >
                {client.logo ? (
                  <ClientWordmark client={client} className="w-full" />
                ) : (
                  <>
                    <ClientWordmark client={client} className="max-sm:hidden" />
                    <span
                      aria-hidden="true"
                      className="text-xs font-extrabold tracking-wide text-navy-900 sm:hidden"
                    >
                      {client.mark}
                    </span>
                    <span className="sr-only sm:hidden">{client.name}</span>
                  </>
                )}
                <span className="sr-only">, {client.sector}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      {rotation.reducedMotion ? null : (
        <div className="mt-6 flex justify-end">
          <MotionToggle
            subject={labels.spotlightMotion}
            paused={rotation.pausedByUser}
            onToggle={rotation.togglePaused}
          />
        </div>
      )}
      {/* Speaks only when the visitor chose a client; automatic steps stay silent. */}
      <p aria-live="polite" className="sr-only" data-testid="client-announcer">
        {rotation.changedByVisitor && current
          ? `${labels.inFocus}: ${current.name}, ${current.sector}. ${current.sectorSummary}`
          : ''}
      </p>
    </div>
  )
}
