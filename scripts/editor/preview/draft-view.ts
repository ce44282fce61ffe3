/** The preview's stand-in for content/draft-view.ts: a draft is shown, its name marked. */
export const DRAFT_MARK = ' (Draft)'

export function showDraft<T>(entry: T): T[] {
  const fields = entry as Record<string, unknown>
  const named = ['name', 'role'].find((field) => typeof fields[field] === 'string')
  return [named ? ({ ...fields, [named]: `${fields[named]}${DRAFT_MARK}` } as T) : entry]
}
