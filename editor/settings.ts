import { z } from 'zod'

/** Chosen when served, not built, so one bundle writes files locally and commits through GitHub live. */
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
