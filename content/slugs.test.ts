import { describe, expect, it } from 'vitest'
import { toCategorySlug, toServiceSlug, toSolutionSlug } from './slugs.ts'

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

describe('toCategorySlug: the name lowercased, spaces to hyphens', () => {
  it.each([
    ['ERP Solutions', 'erp-solutions'],
    ['Digital Transformation', 'digital-transformation'],
    ['Federal Financial Management', 'federal-financial-management'],
    ['Application and Software Development', 'application-and-software-development'],
    ['Database and Infrastructure Management', 'database-and-infrastructure-management'],
    ['Cybersecurity', 'cybersecurity'],
    ['Information Technology Service Management', 'information-technology-service-management'],
    ['Federal Grants Management', 'federal-grants-management'],
  ])('%s -> %s', (name, slug) => {
    expect(toCategorySlug(name)).toBe(slug)
  })

  it('collapses runs of whitespace into one hyphen and ignores surrounding whitespace', () => {
    expect(toCategorySlug('  Federal   Grants\tManagement ')).toBe('federal-grants-management')
  })
})

describe('toServiceSlug: the name lowercased, punctuation removed, spaces to hyphens', () => {
  it.each([
    ['Interagency Agreements (IAA) Support', 'interagency-agreements-iaa-support'],
    ['A-123 Support', 'a123-support'],
    ['UI/UX Design', 'uiux-design'],
    ['CI/CD', 'cicd'],
    ['Grants Execution & Funds Control', 'grants-execution-funds-control'],
    ['Grants Closeout & Reconciliation', 'grants-closeout-reconciliation'],
    ['US Treasury Accounting and Reporting Support', 'us-treasury-accounting-and-reporting-support'],
    ['RICEW Objects', 'ricew-objects'],
    ['Oracle CLM', 'oracle-clm'],
    ['SAP', 'sap'],
    ['Low Code Application Development', 'low-code-application-development'],
    ['Database and Infrastructure Management', 'database-and-infrastructure-management'],
    ['Financial Contract Close-Out', 'financial-contract-closeout'],
  ])('%s -> %s', (name, slug) => {
    const result = toServiceSlug(name)
    expect(result).toBe(slug)
    expect(result).toMatch(KEBAB)
  })

  it('never leaves a doubled, leading or trailing hyphen where punctuation stood between spaces', () => {
    expect(toServiceSlug(' Governance, Risk & Compliance ')).toBe('governance-risk-compliance')
    expect(toServiceSlug('Security Operations (SOC/XDR)')).toBe('security-operations-socxdr')
  })
})

describe('toSolutionSlug: the name lowercased, everything except letters and digits removed', () => {
  it.each([
    ['User Provisioning', 'userprovisioning'],
    ['Financial Contract Close-Out', 'financialcontractcloseout'],
    ['Automated Regression Testing', 'automatedregressiontesting'],
    ['Agriculture Data Solutions', 'agriculturedatasolutions'],
    ['A-123 & UI/UX (v2)', 'a123uiuxv2'],
  ])('%s -> %s', (name, slug) => {
    const result = toSolutionSlug(name)
    expect(result).toBe(slug)
    expect(result).toMatch(/^[a-z0-9]+$/)
  })
})
