import { type JsonLdDocument, serializeJsonLd } from '#app/lib/structured-data.ts'

/** One block of schema.org data. The one way pages publish structured data, so all of it is escaped alike. */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own build-time data, serialized with "<" escaped so it cannot close the element
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
