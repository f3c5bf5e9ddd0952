/** English texts of the public site that the server also needs (contact endpoint answers). */
export const EN = {
  contact: {
    fullNameRequired: 'Full Name is required.',
    /** docs/api/README.md#input-hygiene: names are copied into emails. */
    fullNameHasAddress: 'Full Name cannot contain a web or email address.',
    emailInvalid: 'Invalid email address.',
    phoneInvalid: 'Invalid phone number.',
    requestTypeRequired: 'Please select a request type.',
    messageRequired: 'Message cannot be empty.',
    successTitle: 'Message Sent Successfully!',
    successBody:
      'Your request has been successfully submitted and you will receive a response within the next 24 hours.',
    failed: 'An error occurred, please try again.',
    network: 'There was an error connecting to the server.',
    sending: 'Sending...',
    fullNameTooLong: 'Full Name must be at most 100 characters.',
    messageTooLong: 'Message must be at most 5000 characters.',
    created: 'Your request has been received.',
    /** Emails to the requester about the decision (apps/api/src/modules/email/templates/contact-decision.ts). */
    emailAcceptedSubject: 'Your request was accepted: interview scheduled',
    emailRejectedSubject: 'An update on your request',
  },
  /** Public portfolio answers (GET /api/projects/{slug}). */
  projects: {
    notFound: 'Project not found.',
  },
  server: {
    invalidInput: 'Invalid input.',
    textInvalid: 'This field contains characters that are not allowed.',
    /** A text over its field's length, where the field has no message of its own for it. */
    textTooLong: (max: number) => `This field is too long (at most ${max} characters).`,
    /** A body field the call does not know (docs/api/README.md#input-hygiene): refused, never ignored. */
    unknownField: 'Unknown field in the request.',
    invalidJson: 'The request body is not valid JSON.',
    /** A JSON body nested deeper than 32 levels (docs/api/README.md#input-hygiene). */
    tooDeep: 'The request body is nested too deeply.',
    tooLarge: 'The request is too large.',
    unsupportedType: 'Unsupported content type.',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    /** 429 with an ALTCHA challenge (docs/api/README.md#proof-of-work); the page solves it and sends again unseen. */
    proofOfWorkRequired:
      'Too many requests from this connection. Please try again so your browser can verify the request.',
    proofOfWorkFailed: 'The request could not be verified. Please try again.',
    internal: 'Something went wrong on our side. Please try again later.',
    stopping: 'The server is restarting. Please try again in a moment.',
    unavailable: 'The service is temporarily unavailable. Please try again shortly.',
    notFound: 'Not found.',
  },
} as const;
