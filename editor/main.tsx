import type { Config } from '@keystatic/core'
import { Keystatic } from '@keystatic/core/ui'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import keystaticConfig, { collections, singletons } from '../keystatic.config.ts'
import { leaveFieldChecksToTheServer } from './fields.ts'
import { withCollectionPreviewLinks, withPreviewLinks } from './preview-links.ts'
import { readSettings } from './settings.ts'

const container = document.getElementById('editor')
if (!container) throw new Error('editor/index.html lacks its #editor element')
const settings = readSettings(document)
if (settings.storage === 'local') leaveFieldChecksToTheServer()
const preview = settings.storage === 'local' ? settings.preview : undefined
const config = {
  ...keystaticConfig,
  storage: settings.storage === 'github' ? { kind: 'github', repo: settings.repo } : { kind: 'local' },
  singletons: preview ? withPreviewLinks(singletons, preview) : singletons,
  collections: preview ? withCollectionPreviewLinks(collections, preview) : collections,
}
// The component's prop is the widest Config, which the typed navigation keys do not narrow to.
createRoot(container).render(
  <StrictMode>
    <Keystatic config={config as Config} />
  </StrictMode>,
)
