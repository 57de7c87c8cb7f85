/**
 * Messages the specification fixes word for word (spec 000 section 8, spec 001 section 8).
 * The API answers with these English texts; the web app translates them for display.
 */
export const MESSAGES = {
  required: 'This field is required.',
  invalidEmail: 'Invalid email address.',
  passwordsMustMatch: 'Passwords must match.',
  invalidLink: 'Invalid link.',
  tooManyFiles: 'Too many files selected.',
  notANumber: 'This value must be a number',
  incorrectCode: 'Incorrect code',
  invalidPhone: 'Invalid phone number',
  notReadyForPublishing: 'not ready for publishing',
  cannotFavourite: "You can't add this offer to favorites",
  addressNotFound: 'Could not find the specified address. Make sure it is valid and try again.',
  validationFailed: 'Validation Failed',
  invalidValue: 'This value is not valid.',
  tooLong: 'This value is too long.',
  notFound: 'Not Found',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  internalError: 'Internal Server Error',
  invalidJson: 'The request body is not valid JSON.',
  unknownSalesChannel: 'Unknown sales channel. Send X-Sales-Channel: us or pl.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
