/** Whether other processes used the CPU during a run: the machine's CPU time less the bench's tree's. */
import { type CpuReading, otherTicks, readCpu, TICKS_PER_SECOND } from './cpu-time.ts'

export type DisturbanceLimits = {
  maxMeanOtherCores: number
  /** In any one interval: a burst in the middle of a page load. */
  maxPeakOtherCores: number
}

/** An idle machine reads a few hundredths of a core: the counts are 10 ms ticks, sampled. */
export const DISTURBANCE_LIMITS: DisturbanceLimits = { maxMeanOtherCores: 0.1, maxPeakOtherCores: 0.33 }

export type Interval = { seconds: number; otherTicks: number }

/** A shorter interval (a run's last) holds too few ticks to judge a peak on. */
const MIN_PEAK_SECONDS = 0.5

export type OtherWork = { meanCores: number; peakCores: number }

export function summarizeOtherWork(intervals: Interval[]): OtherWork {
  const seconds = intervals.reduce((sum, interval) => sum + interval.seconds, 0)
  const ticks = intervals.reduce((sum, interval) => sum + interval.otherTicks, 0)
  const peaks = intervals
    .filter((interval) => interval.seconds >= MIN_PEAK_SECONDS)
    .map((interval) => interval.otherTicks / TICKS_PER_SECOND / interval.seconds)
  return {
    meanCores: seconds > 0 ? ticks / TICKS_PER_SECOND / seconds : 0,
    peakCores: Math.max(0, ...peaks),
  }
}

export function describeDisturbance(
  work: OtherWork,
  limits: DisturbanceLimits = DISTURBANCE_LIMITS,
): string | undefined {
  const reasons = [
    work.meanCores > limits.maxMeanOtherCores
      ? `other processes used ${work.meanCores.toFixed(2)} cores on average (limit ${limits.maxMeanOtherCores})`
      : '',
    work.peakCores > limits.maxPeakOtherCores
      ? `${work.peakCores.toFixed(2)} cores in one second (limit ${limits.maxPeakOtherCores})`
      : '',
  ].filter(Boolean)
  return reasons.length > 0 ? reasons.join(', ') : undefined
}

export function watchOtherWork(rootPid: number, everyMs = 1000): { stop: () => Interval[] } {
  const readings: CpuReading[] = [readCpu(rootPid)]
  const timer = setInterval(() => readings.push(readCpu(rootPid)), everyMs)
  let intervals: Interval[] | undefined
  const collect = () => {
    clearInterval(timer)
    readings.push(readCpu(rootPid))
    return readings.slice(1).map((to, index) => {
      const from = readings[index] as CpuReading
      return { seconds: (to.atMs - from.atMs) / 1000, otherTicks: otherTicks(from, to) }
    })
  }
  return { stop: () => (intervals ??= collect()) }
}
