import { existsSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'

export type RebuildOutcome = 'built' | 'kept-last-good' | 'failed'

/** A failed build leaves a broken `buildDir`, so the last good one is set aside and put back on failure. */
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
