import { renderToReadableStream } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'
import { prerenderedStaticContent } from '#content/static-sections.ts'
import { iconDrawings } from './components/ui/icon-drawings.tsx'
import { IconDrawingsContext } from './components/ui/icon-sprite.tsx'
import { JsonLd } from './components/ui/json-ld.tsx'
import { OrganizationJsonLdContext } from './components/ui/organization-json-ld.tsx'
import { StaticSectionsContext } from './lib/static-sections.ts'
import { buildOrganizationJsonLd } from './lib/structured-data.ts'

/**
 * Renders a page at build time. The whole page is awaited so React never outlines a Suspense boundary
 * (the hydration slices) to the document's end: the HTML stays in reading order, complete without script.
 * Static sections read content modules, not loader data, which the HTML would carry a second time.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode
  const page = (
    <StaticSectionsContext value={prerenderedStaticContent}>
      <IconDrawingsContext value={iconDrawings}>
        <OrganizationJsonLdContext value={<JsonLd data={buildOrganizationJsonLd()} />}>
          <ServerRouter context={routerContext} url={request.url} />
        </OrganizationJsonLdContext>
      </IconDrawingsContext>
    </StaticSectionsContext>
  )
  const body = await renderToReadableStream(page, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500
      console.error(error)
    },
  })
  await body.allReady
  responseHeaders.set('Content-Type', 'text/html')
  return new Response(body, { headers: responseHeaders, status })
}
