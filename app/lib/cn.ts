import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names without resolving utility conflicts, which would add script to every page;
 * tests/built/class-conflicts.test.ts catches two utilities setting the same property instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
