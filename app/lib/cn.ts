import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names. It does not resolve conflicts between utilities (a resolver would cost every
 * page about 8 KB of script): components expose props for their variants instead, and a test over
 * the built pages (tests/built/class-conflicts.test.ts) fails if an element ends up with two
 * utilities that set the same property.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
