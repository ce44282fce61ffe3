/** The parts of @mdn/mdn-http-observatory (plain JavaScript, no types) that tests/built/observatory.test.ts uses. */
declare module '@mdn/mdn-http-observatory' {
  export interface ObservatoryTest {
    pass: boolean | null
    result: string | null
    scoreModifier: number
    expectation: string
  }
  export interface ObservatoryScan {
    scan: {
      grade: string
      score: number
      statusCode: number
      testsPassed: number
      testsFailed: number
      testsQuantity: number
      responseHeaders: Record<string, string>
    }
    tests: Record<string, ObservatoryTest>
  }
  /** Scans http:// and https:// at the host (a "host:port" works), following redirects. */
  export function scan(hostname: string): Promise<ObservatoryScan>
}

declare module '@mdn/mdn-http-observatory/src/analyzer/tests/strict-transport-security.js' {
  import type { ObservatoryTest } from '@mdn/mdn-http-observatory'
  /** The HSTS check on its own, given the responses the scanner would have captured. */
  export function strictTransportSecurityTest(requests: {
    hostname: string
    responses: { https: { headers: Record<string, string>; verified: boolean } | null }
  }): ObservatoryTest & { maxAge: number | null; includeSubDomains: boolean }
}
