import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, it } from 'vitest'
import { findDataProblems } from './check-data.ts'

const repo = resolve(import.meta.dirname, '..')

type Parsed = ReturnType<typeof JSON.parse>

/** Every data file as committed, except `path`, which `edit` changes first. */
function problemsAfter(path: string, edit: (data: Parsed) => void) {
  return findDataProblems((file) => {
    const text = readFileSync(join(repo, file), 'utf8')
    if (file !== path) return text
    const data = JSON.parse(text)
    edit(data)
    return JSON.stringify(data)
  })
}

it('accepts the committed page words', () => {
  expect(findDataProblems((file) => readFileSync(join(repo, file), 'utf8'))).toEqual([])
})

it('holds the home page to five slides and its figures and pictures to the known ones', () => {
  const path = 'content/data/home.json'
  expect(
    problemsAfter(path, (home) => {
      home.heroSlides.pop()
      home.solutionHighlights[0].figure.stat = 'awards'
      home.sections.cta.eyebrow = 'Contact'
    }),
  ).toEqual([
    `${path}: sections.cta: has "eyebrow", which the site does not use; remove it`,
    `${path}: Solution highlight "userprovisioning", figure.stat: must be one of "on-time", "uptime", "reliability", "support", "automation", "projects", "clients", "satisfaction" (it is "awards")`,
  ])
})

it('refuses a word in braces the page cannot fill in', () => {
  const path = 'content/data/detail-pages.json'
  expect(
    problemsAfter(path, (words) => {
      words.service.cta.title = 'Discuss {name} with {categoryName}'
      words.solution.cta.title = 'See {categoryName} in action'
    }),
  ).toEqual([
    `${path}: solution.cta.title: uses {categoryName}, which the site cannot fill in here; it can use {name}`,
  ])
})

it('lets each control use only the words in braces it fills in', () => {
  const path = 'content/data/site-words.json'
  expect(
    problemsAfter(path, (words) => {
      words.controls.next = 'Next {name}'
      words.controls.item = '{Noun} {number} of {count}: {name}'
      words.controls.closesIn = 'Closes in {time}'
      words.cards.learnMore = 'More about {name}'
    }),
  ).toEqual([
    `${path}: cards.learnMore: uses {name}, which the site cannot fill in here; remove the braces`,
    `${path}: controls.next: uses {name}, which the site cannot fill in here; it can use {noun}`,
    `${path}: controls.item: uses {count}, which the site cannot fill in here; it can use {Noun}, {number}, {name}`,
  ])
})

it('holds the enquiry forms’ words to the fields and braces the forms know', () => {
  const path = 'content/data/enquiry-form.json'
  expect(
    problemsAfter(path, (words) => {
      words.messages.tooLong = 'Use at most {limit} characters'
      words.sendResult.short.failureDescription = 'Please email {email}'
      words.sendResult.short.successDescription = 'We will write to {email}'
      words.projectTypes.other = ''
      words.formLabels.fax = 'Fax'
    }),
  ).toEqual([
    `${path}: formLabels: has "fax", which the site does not use; remove it`,
    `${path}: projectTypes.other: is required (must not be empty)`,
    `${path}: messages.tooLong: uses {limit}, which the site cannot fill in here; it can use {max}`,
    `${path}: sendResult.short.successDescription: uses {email}, which the site cannot fill in here; remove the braces`,
  ])
})

it('keeps the rotating clients distinct and the firm’s figures complete', () => {
  const about = 'content/data/about.json'
  expect(
    problemsAfter(about, (words) => {
      words.rotatingClientMarks[1] = words.rotatingClientMarks[0]
    }),
  ).toEqual([
    `${about}: Client mark "USDA": repeats "USDA", which an earlier entry already uses; each must be different`,
  ])
  const profile = 'content/data/company-profile.json'
  expect(
    problemsAfter(profile, (company) => {
      company.stats[1].id = company.stats[0].id
    }),
  ).toEqual([
    `${profile}: Figure "Infrastructure uptime", id: repeats "on-time", which an earlier entry already uses; each must be different`,
  ])
})

it('keeps {reference} in the thank-you line and allows no other braces there', () => {
  const path = 'content/data/thank-you.json'
  expect(problemsAfter(path, (words) => (words.referenceLine = 'Your number: {id}'))).toEqual([
    `${path}: referenceLine: must keep {reference}, where the site shows the enquiry’s reference`,
    `${path}: referenceLine: uses {id}, which the site cannot fill in here; it can use {reference}`,
  ])
})
