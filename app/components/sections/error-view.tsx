import { Button } from '#app/components/ui/button.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { chromeActions as actionLabels, errorViewWords } from '#content/chrome.ts'

export function ErrorView({ message }: { message: string }) {
  return (
    <section aria-labelledby="page-title" className="bg-navy-50">
      <Container className="py-20 sm:py-28">
        <div className="mx-auto max-w-2xl rounded-card border border-line bg-surface p-8 shadow-card sm:p-10">
          <h1 id="page-title" className="text-3xl font-extrabold tracking-tight text-navy-900">
            {errorViewWords.title}
          </h1>
          <p className="mt-4 text-lg text-muted">{errorViewWords.lead}</p>
          <pre className="mt-6 overflow-x-auto rounded-control bg-navy-50 p-4 text-sm whitespace-pre-wrap text-ink">
            {message}
          </pre>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button tone="secondary" onClick={() => window.location.reload()}>
              {actionLabels.reload}
            </Button>
            {/* A full load, not a client navigation: the app state that failed is thrown away. */}
            <Button tone="outline" onClick={() => window.location.assign('/')}>
              {actionLabels.goHome}
            </Button>
          </div>
        </div>
      </Container>
    </section>
  )
}
