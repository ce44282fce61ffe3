import type { ContractVehicle } from './schema.ts'

export const contractVehicles = [
  {
    id: 'gsa-multiple-award-schedule',
    title: 'GSA Multiple Award Schedule (MAS)',
    description:
      'The government-wide schedule lets federal, state and local buyers order our IT professional services directly, with pre-negotiated ceiling rates and streamlined task order competition.',
    fields: [
      { label: 'Vehicle type', value: 'Government-wide IDIQ schedule' },
      { label: 'Special Item Number', value: '54151S Information Technology Professional Services' },
      {
        label: 'Eligible buyers',
        value: 'Federal agencies; state and local governments through Cooperative Purchasing',
      },
      {
        label: 'Order through',
        value: 'GSA eLibrary and GSA Advantage!',
        href: 'https://www.gsaelibrary.gsa.gov/',
      },
    ],
  },
  {
    id: 'oasis-small-business',
    title: 'GSA OASIS Small Business',
    description:
      'A multiple-award IDIQ pool for integrated professional services, covering complex requirements that combine program management, consulting, engineering and financial disciplines in one order.',
    fields: [
      { label: 'Vehicle type', value: 'Multiple-award IDIQ, small business pool' },
      { label: 'Scope', value: 'Integrated professional services across disciplines' },
      {
        label: 'Task order types',
        value: 'Firm-fixed-price, time-and-materials, labor-hour and cost-reimbursement',
      },
      {
        label: 'Learn more',
        value: 'GSA professional services vehicles',
        href: 'https://www.gsa.gov/buy-through-us/products-and-services/professional-services',
      },
    ],
  },
  {
    id: 'faa-efast',
    title: 'FAA eFAST',
    description:
      'The Federal Aviation Administration’s preferred small-business vehicle for simplified tasks, giving FAA programs fast access to our engineering, IT and business support services.',
    fields: [
      { label: 'Vehicle type', value: 'Master Ordering Agreement, small business set-aside' },
      { label: 'Full name', value: 'Electronic FAA Accelerated and Simplified Tasks' },
      {
        label: 'Functional areas',
        value: 'Computer systems support, business administration and management',
      },
      {
        label: 'Learn more',
        value: 'FAA eFAST program',
        href: 'https://www.faa.gov/about/office_org/headquarters_offices/ang/offices/efast',
      },
    ],
  },
  {
    id: 'un-global-marketplace',
    title: 'UN Global Marketplace (UNGM)',
    description:
      'A registered vendor on the United Nations Global Marketplace, the common procurement portal of UN agencies, eligible to respond to IT and consulting solicitations worldwide.',
    fields: [
      { label: 'Listing type', value: 'Registered vendor' },
      { label: 'Buyers', value: 'United Nations organizations and affiliated agencies' },
      { label: 'Categories', value: 'IT consulting, software development and systems integration' },
      { label: 'Portal', value: 'ungm.org', href: 'https://www.ungm.org/' },
    ],
  },
] as const satisfies readonly ContractVehicle[]
