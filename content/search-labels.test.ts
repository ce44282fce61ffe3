import { expect, test } from 'vitest'
import { describeResultCount } from './search-labels.ts'

test('a result count fills in the number and the query as typed, even one with replacement patterns', () => {
  expect(describeResultCount(0, 'soc')).toBe(
    'No pages match “soc”. Try another word, or browse the site index.',
  )
  expect(describeResultCount(1, 'soc')).toBe('1 page matches “soc”')
  expect(describeResultCount(3, '$& {count}')).toBe('3 pages match “$& {count}”')
})
