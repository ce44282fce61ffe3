import type { z } from 'zod'

export function requireUnique<T>(
  ctx: z.RefinementCtx,
  list: string,
  entries: readonly T[],
  key: keyof T & string,
) {
  const seen = new Set<unknown>()
  for (const [index, entry] of entries.entries()) {
    if (seen.has(entry[key]))
      ctx.addIssue({
        code: 'custom',
        path: [list, index, key],
        message: `repeats "${String(entry[key])}", which an earlier entry already uses; each must be different`,
      })
    seen.add(entry[key])
  }
}

/** Lists the editor leaves empty when a page does without them. */
export function requireNoneOrBetween(
  ctx: z.RefinementCtx,
  field: string,
  entries: readonly unknown[] | undefined,
  min: number,
  max: number,
) {
  const count = entries?.length ?? 0
  if (count > 0 && (count < min || count > max))
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: `must list no entries, or ${min === max ? `exactly ${min}` : `${min} to ${max}`} (it lists ${count})`,
    })
}
