import { describe, expect, it } from 'vitest'
import {
  buildPdf,
  minimalDocx,
  minimalPdf,
  pdfWithLaunchAction,
  zipBombDocx,
} from '../../../tests/fixtures/documents.ts'
import { checkDocument, checksRunning, DEFAULT_CHECK_LIMITS } from './check.ts'

const bigPdf = (megabytes: number) => {
  const text = 'BT /F1 9 Tf 36 800 Td (Statement of work, section 1.1, deliverables and schedule) Tj ET\n'
  const content = text.repeat(Math.ceil((megabytes * 1024 * 1024) / text.length))
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ])
}

/** Many small objects: cheap on disk, heavy on a parser's heap. */
const manyObjectsPdf = (count = 100_000) =>
  buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ...Array.from({ length: count }, (_, index) => `<< /A [${index} ${index} ${index} ${index}] /B (x) >>`),
  ])

// Each check starts a worker; on a busy machine that alone can take seconds.
describe('checkDocument (in a worker thread)', { timeout: 60_000 }, () => {
  it('accepts a real document and refuses a hostile one', async () => {
    expect(await checkDocument('pdf', minimalPdf())).toEqual({ accepted: true })
    expect(await checkDocument('docx', minimalDocx())).toEqual({ accepted: true })
    expect(await checkDocument('pdf', pdfWithLaunchAction())).toMatchObject({
      accepted: false,
      reason: 'active_content',
    })
  })

  it('refuses the 1 GiB zip bomb on its contents, not by running out of time', async () => {
    const bomb = zipBombDocx({ lieAboutSize: true })
    // A check stopped by its time limit says `unverifiable`; this verdict comes from reading the file.
    expect(await checkDocument('docx', bomb)).toMatchObject({ accepted: false, reason: 'not_this_kind' })
  })

  it('stops a check that runs past its time limit and refuses the document', async () => {
    const verdict = await checkDocument('pdf', bigPdf(8), { ...DEFAULT_CHECK_LIMITS, timeoutMs: 1 })
    expect(verdict).toMatchObject({ accepted: false, reason: 'unverifiable' })
    expect(verdict.accepted === false && verdict.detail).toContain('took over 1 ms')
  })

  it('refuses a document whose check needs more memory than the worker is allowed, and carries on', async () => {
    // Below about 16 MB the worker cannot even load the parser; 32 MB loads it but not this file.
    const verdict = await checkDocument('pdf', manyObjectsPdf(), { timeoutMs: 50_000, maxHeapMb: 32 })
    expect(verdict).toMatchObject({ accepted: false, reason: 'unverifiable' })
    // Stopped by the heap limit, not by the clock.
    expect(verdict.accepted === false && verdict.detail).not.toContain('took over')
    expect(await checkDocument('pdf', minimalPdf())).toEqual({ accepted: true })
  })

  it('checks a 9 MB real PDF and one of 10,000 objects within the default limits', async () => {
    expect(await checkDocument('pdf', bigPdf(9))).toEqual({ accepted: true })
    expect(await checkDocument('pdf', manyObjectsPdf(10_000))).toEqual({ accepted: true })
  })

  it('runs at most two checks at once and answers every one of many started together', async () => {
    let most = 0
    const sampler = setInterval(() => {
      most = Math.max(most, checksRunning())
    }, 2)
    const verdicts = await Promise.all(Array.from({ length: 6 }, () => checkDocument('pdf', minimalPdf())))
    clearInterval(sampler)
    expect(verdicts).toEqual(Array.from({ length: 6 }, () => ({ accepted: true })))
    expect(most).toBe(2)
    expect(checksRunning()).toBe(0)
  })
})
