import { resolve } from 'node:path'

/** build/ unless BUILD_DIRECTORY names another, so a build with other settings can sit beside the default one. */
export function clientDirectory(env: Record<string, string | undefined> = process.env): string {
  return resolve(import.meta.dirname, '../..', env.BUILD_DIRECTORY || 'build', 'client')
}
