import { expect, it } from 'vitest'
import { enquiryWords } from '#content/enquiry-words.ts'
import { FIELD_STATUS } from './enquiry-labels.ts'

const { attached, oneNeedsAttention, manyNeedAttention } = enquiryWords.fieldStatus

it('names the attached document and counts the fields to correct, one or several', () => {
  expect(FIELD_STATUS.attached('Statement of Work.pdf')).toBe(
    attached.replace('{file}', 'Statement of Work.pdf'),
  )
  expect(FIELD_STATUS.attached('Statement of Work.pdf')).toContain('Statement of Work.pdf')
  expect(FIELD_STATUS.needAttention(1)).toBe(oneNeedsAttention)
  expect(FIELD_STATUS.needAttention(6)).toBe(manyNeedAttention.replace('{count}', '6'))
  expect(FIELD_STATUS.needAttention(6)).toContain('6')
  for (const words of [
    FIELD_STATUS.attached('a.pdf'),
    FIELD_STATUS.needAttention(1),
    FIELD_STATUS.needAttention(2),
  ])
    expect(words).not.toMatch(/[{}]/)
})
