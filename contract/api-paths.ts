/** Where the forms post, on the API's origin (the pages' own unless the build sets PUBLIC_API_ORIGIN). */
export const CONTACT_PATH = '/api/contact'
