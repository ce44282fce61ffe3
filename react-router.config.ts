import type { Config } from '@react-router/dev/config'
import { listSitePaths, NOT_FOUND_PATH, THANK_YOU_PATH } from './content/paths.ts'

// Every page is static HTML made at build time; no server rendering at run time.
// The not-found page is prerendered too so that unknown URLs get real HTML with a 404 status.
export default {
  ssr: false,
  prerender: () => [...listSitePaths(), THANK_YOU_PATH, NOT_FOUND_PATH],
} satisfies Config
