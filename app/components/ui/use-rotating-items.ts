import { useAutoRotation } from '#app/lib/use-auto-rotation.ts'

/** An automatic rotation over a list (use-auto-rotation.ts), with the item now in view. */
export function useRotatingItems<T>(items: readonly T[], intervalMs: number) {
  const count = items.length
  const rotation = useAutoRotation({ count, intervalMs })
  return { ...rotation, count, current: items[rotation.index] }
}
