import { randomBytes } from 'node:crypto'

let lastMillis = 0
let sequence = 0

/**
 * Milliseconds, a counter, then random bits (so processes never collide): breaks ties between rows written
 * in the same millisecond, which random UUIDs would order at random.
 */
export function orderedId(now = Date.now()): string {
  const millis = Math.max(now, lastMillis)
  sequence = millis === lastMillis ? sequence + 1 : 0
  lastMillis = millis
  return [
    millis.toString(16).padStart(12, '0'),
    sequence.toString(16).padStart(8, '0'),
    randomBytes(8).toString('hex'),
  ].join('-')
}
