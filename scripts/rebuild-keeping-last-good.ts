import { existsSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'

export type RebuildOutcome = 'built' | 'kept-last-good' | 'failed'

/**
 * Runs `build`, which writes `buildDir`. A build that fails part way leaves a broken directory behind,
 * so the last good one is moved aside first and put back when the new one fails: a local server keeps
 * serving the site as it was while the problem is fixed.
 */
export async function rebuildKeepingLastGood(
  buildDir: string,
  build: () => boolean,
  hasGoodBuild: () => boolean,
): Promise<RebuildOutcome> {
  const lastGood = `${buildDir}.last-good`
  await rm(lastGood, { recursive: true, force: true })
  const kept = hasGoodBuild() && existsSync(buildDir)
  if (kept) await rename(buildDir, lastGood)
  if (build()) {
    await rm(lastGood, { recursive: true, force: true })
    return 'built'
  }
  if (!kept) return 'failed'
  await rm(buildDir, { recursive: true, force: true })
  await rename(lastGood, buildDir)
  return 'kept-last-good'
}
