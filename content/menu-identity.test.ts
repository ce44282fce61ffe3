import { describe, expect, it } from 'vitest'
import { matchEntries, type ServiceMenu, withServiceKeys } from './menu-identity.ts'

interface Service {
  slug: string
  key?: string
  name?: string
}

const menu = (services: Service[], other: Service[] = []): ServiceMenu<Service> => ({
  categories: [{ services }],
  otherServices: other,
})

describe('matchEntries', () => {
  it('pairs entries by key wherever they moved, and leaves removed ones out', () => {
    const sap = { slug: 'sap', key: 'sap' }
    const clm = { slug: 'oracle-clm', key: 'oracle-clm' }
    const epm = { slug: 'oracle-hyperion', key: 'oracle-hyperion' }
    expect(matchEntries([sap, clm, epm], [{ ...epm, slug: 'oracle-epm' }, sap])).toEqual([epm, sap])
  })

  it('matches a key repeated after the save only once', () => {
    const sap = { slug: 'sap', key: 'sap' }
    expect(matchEntries([sap], [sap, { slug: 'sap-copy', key: 'sap' }])).toEqual([sap, undefined])
  })

  it('gives an entry without a key the earlier entry at its address, unless that one kept its key elsewhere', () => {
    const sap: Service = { slug: 'sap', key: 'sap-erp' }
    expect(matchEntries([sap], [{ slug: 'sap' }])).toEqual([sap])
    expect(matchEntries([sap], [{ slug: 'sap' }, { slug: 'sap-s4', key: 'sap-erp' }])).toEqual([
      undefined,
      sap,
    ])
  })
})

describe('withServiceKeys', () => {
  it('keys an added service by its address, numbered when a service kept or removed in the save has it', () => {
    const before = menu([
      { slug: 'sap-s4', key: 'sap' },
      { slug: 'oracle-clm', key: 'oracle-clm' },
    ])
    const after = menu([{ slug: 'sap-s4', key: 'sap' }, { slug: 'sap' }], [{ slug: 'oracle-clm-2' }])
    expect(withServiceKeys(before, after)).toEqual(
      menu(
        [
          { slug: 'sap-s4', key: 'sap' },
          { slug: 'sap', key: 'sap-2' },
        ],
        [{ slug: 'oracle-clm-2', key: 'oracle-clm-2' }],
      ),
    )
  })

  it('gives a service saved again at the address of a keyed one that key back', () => {
    const before = menu([{ slug: 'sap', name: 'SAP', key: 'sap-erp' }])
    const keyed = withServiceKeys(before, menu([{ slug: 'sap', name: 'SAP S/4' }]))
    expect(JSON.stringify(keyed.categories[0]?.services)).toBe(
      '[{"slug":"sap","name":"SAP S/4","key":"sap-erp"}]',
    )
  })

  it('leaves a menu whose services all have keys as it was', () => {
    const keyed = menu([{ slug: 'sap', key: 'sap' }])
    expect(withServiceKeys(menu([]), keyed)).toEqual(keyed)
  })
})
