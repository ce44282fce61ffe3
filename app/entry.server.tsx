import { renderToReadableStream } from 'react-dom/server'
import { type EntryContext, ServerRouter } from 'react-router'
import { prerenderedStaticContent } from '#content/static-sections.ts'
import { StaticSectionsContext } from './lib/static-sections.ts'

/**
 * Renders a page at build time (every page is prerendered; there is no server rendering at run time).
 * React Router's default entry streams the shell first, and React moves any Suspense boundary larger
 * than its progressive chunk size to the end of the document, revealed by an inline script. The
 * hydration slices (HydrationSlice) are such boundaries, so the whole page is awaited and no boundary
 * is ever outlined: the HTML stays in reading order, complete without script, and carries only React
 * Router's inline scripts. Pages' static sections read their content from the content modules, not
 * from their loader data, which the HTML would carry a second time (`prerenderedStaticContent`).
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
      <ServerRouter context={routerContext} url={request.url} />
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
