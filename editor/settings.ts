import { z } from 'zod'

/**
 * Where the editor saves, chosen when the page is served rather than when it is built: the same bundle
 * writes files in local mode (`npm run edit`) and commits through GitHub on the production server.
 */
export const EditorSettingsSchema = z.discriminatedUnion('storage', [
  // The local editor's site preview (scripts/editor/preview/), which GitHub mode does not have.
  z.object({ storage: z.literal('local'), preview: z.url().optional() }),
  z.object({
    storage: z.literal('github'),
    repo: z.object({ owner: z.string().min(1), name: z.string().min(1) }),
  }),
])
export type EditorSettings = z.infer<typeof EditorSettingsSchema>

export const EDITOR_SETTINGS_ELEMENT_ID = 'editor-settings'

/** JSON in a data block is not run as script, so the page's script policy stays 'self'. */
export function settingsElement(settings: EditorSettings): string {
  const json = JSON.stringify(settings).replaceAll('<', '\\u003c')
  return `<script type="application/json" id="${EDITOR_SETTINGS_ELEMENT_ID}">${json}</script>`
}

export function readSettings(document: Document): EditorSettings {
  const text = document.getElementById(EDITOR_SETTINGS_ELEMENT_ID)?.textContent
  return text ? EditorSettingsSchema.parse(JSON.parse(text)) : { storage: 'local' }
}
