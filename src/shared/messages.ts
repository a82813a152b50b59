/**
 * Texts the product specification quotes, word for word, in one place so that the server, the
 * client and the tests say exactly the same thing.
 */
export const messages = {
  pageNotFound: (path: string) => `Page Not Found: ${path}`,
  /** The API's answer for a path it does not have. */
  apiPathNotFound: (path: string) => `Page not found: ${path}`,
  internalServerError: 'Internal Server Error',
  connectionOffline: 'Connection offline',
  systemLoading: 'System loading',
  fieldRequired: 'This field is required',
  dateNotValid: 'Date not valid',
  emailNotValid: 'Email not valid',
  numbersOnly: 'Numbers only',
  notFound: (type: string) => `${type} not found`,
  recordSaved: 'Record saved',
  recordDeleted: 'Record deleted',
  errorSaving: (message: string) => `Error saving ${message}`,
  errorDeleting: 'Error deleting',
  errorConnecting: 'Error connecting',
} as const;
