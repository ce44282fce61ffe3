// How the editor names and explains a data file's fields; the zod schema says what they are (decision 047).

export interface Option {
  label: string
  value: string
}

export interface FieldWords {
  label?: string
  description?: string
  /** A list's entry, where the list's label does not read as plural + s. */
  item?: string
  /** What a text of the wrong form should look like. */
  patternWords?: string
  /** Names shown for the values of a choice, when the values are ids. */
  optionLabels?: Record<string, string>
  /** The choices, taken from other content, for a field the schema keeps as a plain string. */
  options?: (file: string) => readonly Option[]
  multiline?: boolean
  /** `image` uploads into `directory`; `hidden` is kept in the file on every save but not shown. */
  kind?: 'url' | 'image' | 'hidden'
  /** Where an image field's uploads go, from the data file's name under content/data/. */
  directory?: (file: string) => string
  /** The field whose value names each entry of a list. */
  itemLabel?: string
}

/** By key; "parent.key" names a key only inside that parent. */
export type WordLabels = Record<string, string | FieldWords>

export interface ScreenWords {
  /** The screen's name in the editor's menu. */
  label: string
  /** The menu group it is listed under. */
  group: string
  fields: WordLabels
}
