import { randomBytes } from 'node:crypto'

let lastMillis = 0
let sequence = 0

/**
 * A row key that sorts in the order this process made it: the time in milliseconds, then a counter
 * within that millisecond, then random bits so that two processes never make the same key. Lists
 * that order by time (a status history, notes, the audit log) use it to break ties between rows
 * written in the same millisecond, which random UUIDs would put in a random order.
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
