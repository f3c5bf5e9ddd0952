import type { RequestType } from '@app/shared';

/** Labels of the public contact form; docs/product.md's validation and result texts live in EN.contact. */
export const CONTACT_FORM = {
  title: 'Send us a message',
  fullName: 'Full Name',
  fullNamePlaceholder: 'e.g. Mona Abdelrahman',
  email: 'Email',
  emailPlaceholder: 'you@company.com',
  phone: 'Phone',
  phonePlaceholder: '01012345678',
  phoneHint: 'Digits only, 10 to 15.',
  requestType: 'Request Type',
  requestTypePlaceholder: 'Select a request type',
  /** Display names of the request types; the values sent are docs/product.md's (Inquiry, Service Request, ...). */
  requestTypes: {
    Inquiry: 'Inquiry',
    'Service Request': 'Service Request',
    'Technical Issue': 'Technical Issue',
    Other: 'Other',
  } satisfies Record<RequestType, string>,
  message: 'Message',
  messagePlaceholder: 'Tell us about your project, question or issue…',
  submit: 'Send Message',
  close: 'Close',
  errorTitle: 'Message not sent',
  privacy: 'We use your details only to answer this request.',
} as const;
