import { describe, expect, it } from 'vitest'
import {
  fcpRange,
  type LighthouseResult,
  median,
  medianSample,
  readSample,
  type Sample,
} from './lighthouse-sample.ts'

const result: LighthouseResult = {
  categories: {
    performance: { score: 0.99 },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
    seo: { score: 1 },
  },
  audits: {
    'first-contentful-paint': { numericValue: 812.4 },
    'largest-contentful-paint': { numericValue: 1206.2 },
    'total-blocking-time': { numericValue: 35 },
    'cumulative-layout-shift': { numericValue: 0 },
    'resource-summary': {
      details: {
        items: [
          { resourceType: 'total', transferSize: 212_992, requestCount: 12 },
          { resourceType: 'script', transferSize: 133_427, requestCount: 6 },
        ],
      },
    },
  },
  environment: { benchmarkIndex: 1612.5 },
}

describe('readSample', () => {
  it('reads the scores as percentages, the metrics, the transfer in KB, the requests and the host’s speed', () => {
    expect(readSample(result)).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      fcpMs: 812.4,
      lcpMs: 1206.2,
      tbtMs: 35,
      cls: 0,
      scriptKb: 133_427 / 1024,
      totalKb: 208,
      requests: 12,
      benchmarkIndex: 1612.5,
    })
  })
})

describe('median', () => {
  it('takes the middle of an odd count and the upper middle of an even one', () => {
    expect(median([300, 100, 200])).toBe(200)
    expect(median([40, 10, 30, 20])).toBe(30)
  })
})

describe('medianSample and fcpRange', () => {
  const sample = readSample(result)
  const samples: Sample[] = [
    { ...sample, fcpMs: 900, tbtMs: 10 },
    { ...sample, fcpMs: 800, tbtMs: 70 },
    { ...sample, fcpMs: 850, tbtMs: 30 },
  ]

  it('takes each figure’s median on its own', () => {
    expect(medianSample(samples)).toMatchObject({ fcpMs: 850, tbtMs: 30, performance: 99 })
  })

  it('gives the spread of first paint', () => {
    expect(fcpRange(samples)).toBe(100)
  })
})
