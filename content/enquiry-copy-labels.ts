/** Labels of the copy of an enquiry, shared by the form contract and the e-mails, so they ship to the browser. */
export const enquiryCopyLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  projectType: 'Project type',
  name: 'Name',
  sentFrom: 'Sent from',
  notGiven: 'Not given',
  notSpecified: 'Not specified',
} as const
