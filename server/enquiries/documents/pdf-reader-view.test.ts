import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { pdfWithObjectOnlyTheXrefReaches } from '../../../tests/fixtures/pdf-documents.ts'
import { DEFAULT_CHECK_LIMITS } from './check.ts'
import type { DocumentVerdict } from './verdict.ts'

const READER_VIEW_WORKER = new URL('../../../tests/fixtures/pdf-reader-view-worker.ts', import.meta.url)

function readInWorker(content: Buffer): Promise<{ verdict: DocumentVerdict; threadId: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(READER_VIEW_WORKER, {
      workerData: { content: new Uint8Array(content) },
      resourceLimits: {
        maxOldGenerationSizeMb: DEFAULT_CHECK_LIMITS.maxHeapMb,
        maxYoungGenerationSizeMb: 32,
      },
    })
    worker.once('message', (message) => {
      void worker.terminate()
      resolve(message)
    })
    worker.once('error', reject)
  })
}

describe('the reader view (pdf.js)', { timeout: 30_000 }, () => {
  it("runs inside a worker thread under the check's heap limit and finds a hidden script", async () => {
    const started = performance.now()
    const { verdict, threadId } = await readInWorker(pdfWithObjectOnlyTheXrefReaches())
    expect(threadId).toBeGreaterThan(0)
    expect(verdict).toMatchObject({ accepted: false, detail: 'pdf (as a reader opens it): JavaScript' })
    expect(performance.now() - started).toBeLessThan(DEFAULT_CHECK_LIMITS.timeoutMs)
  })
})
