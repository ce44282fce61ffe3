/** What the preview adds to every page: a banner saying it is a preview, and a draft notice on a draft's page. */

export const VERSION_PATH = '/__preview/version'

export const PREVIEW_NOTICE =
  'Preview of your saved content, drafts included. This is not the published site.'
export const DRAFT_NOTICE =
  'Draft: this page is not published. Clear its Draft box in the editor to publish it.'

const bar = 'margin:0;padding:8px 16px;font:600 15px/1.4 system-ui,sans-serif;text-align:center'
/** At the foot of the window: the site's header is fixed at the top and would cover it there. */
const dock = 'position:fixed;left:0;right:0;bottom:0;z-index:2147483647'

/**
 * React hydrates the whole document but skips elements it did not render at the start of <body>, so the
 * banner stays through client-side navigation; its script keeps the draft notice and the content current.
 */
export function previewBanner(path: string, draftPages: Record<string, string>, version: number): string {
  const data = JSON.stringify({ draftPages, version, versionPath: VERSION_PATH }).replaceAll('<', '\\u003c')
  return `<div id="site-preview-banner" role="region" aria-label="Preview" style="${dock}">
<p style="${bar};background:#fef3c7;color:#422006;border-bottom:2px solid #92400e">${PREVIEW_NOTICE}</p>
<p id="site-preview-draft" role="status" style="${bar};background:#7f1d1d;color:#fff"${path in draftPages ? '' : ' hidden'}>${DRAFT_NOTICE}</p>
</div><script type="application/json" id="site-preview-data">${data}</script><script>${PREVIEW_SCRIPT}</script>`
}

const PREVIEW_SCRIPT = `(() => {
  const data = JSON.parse(document.getElementById('site-preview-data').textContent)
  const notice = document.getElementById('site-preview-draft')
  const mark = () => { notice.hidden = !(location.pathname.replace(/\\/$/, '') in data.draftPages) }
  mark()
  setInterval(async () => {
    mark()
    try {
      const answer = await fetch(data.versionPath, { cache: 'no-store' })
      if (answer.ok && Number(await answer.text()) !== data.version) location.reload()
    } catch {}
  }, 1000)
})()`
