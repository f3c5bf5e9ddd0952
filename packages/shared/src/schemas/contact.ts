import { z } from 'zod';
import { LIMITS } from '../constants';
import { AR_CONTACT_REQUESTS } from '../messages/ar/contact-requests';
import { AR_SERVER } from '../messages/ar/server';
import { EN } from '../messages/en';
import { proofOfWorkSolutionField } from './proof-of-work';
import { email, personName, text } from './text-rules';

export const REQUEST_TYPES = ['Inquiry', 'Service Request', 'Technical Issue', 'Other'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const CONTACT_STATUSES = ['pending', 'accepted', 'interviewScheduled', 'rejected'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The list filters of docs/product.md#states: 'accepted' covers accepted and interviewScheduled. */
export const CONTACT_FILTERS = ['pending', 'accepted', 'rejected'] as const;
export type ContactFilter = (typeof CONTACT_FILTERS)[number];

const PHONE_PATTERN = new RegExp(`^\\d{${LIMITS.phoneMinDigits},${LIMITS.phoneMaxDigits}}$`);

/** The contact form of docs/product.md#validation, used by the public form and POST /api/contact/contact-messages. */
export const contactMessageBodySchema = z.object({
  fullName: personName({
    required: EN.contact.fullNameRequired,
    tooLong: EN.contact.fullNameTooLong,
    invalid: EN.server.textInvalid,
    hasAddress: EN.contact.fullNameHasAddress,
    max: 100,
  }),
  email: email(EN.contact.emailInvalid),
  phone: z.string({ error: EN.contact.phoneInvalid }).trim().regex(PHONE_PATTERN, EN.contact.phoneInvalid),
  requestType: z.enum(REQUEST_TYPES, { error: EN.contact.requestTypeRequired }),
  message: text({ error: EN.contact.messageRequired, invalid: EN.server.textInvalid, multiline: true })
    .trim()
    .min(1, EN.contact.messageRequired)
    .max(5000, EN.contact.messageTooLong),
  /** A solved proof-of-work challenge, needed only after a 429 that carried one (proof-of-work.ts). */
  altcha: proofOfWorkSolutionField(EN.server.invalidInput),
});
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;
export type ContactMessageInput = z.output<typeof contactMessageBodySchema>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const optionalText = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  text({ error: AR_CONTACT_REQUESTS.statusInvalid, invalid: AR_SERVER.textInvalid, multiline: true }).trim(),
);

/**
 * PUT /api/contact/contact-messages/{id} (docs/product.md#states): reject needs a reason; accept needs a
 * reason, an interview date (YYYY-MM-DD, Cairo) and time (HH:MM, Cairo). 'accepted' and
 * 'interviewScheduled' both mean accept; the server stores interviewScheduled.
 */
export const contactDecisionBodySchema = z
  .object({
    status: z.enum(['accepted', 'interviewScheduled', 'rejected'], {
      error: AR_CONTACT_REQUESTS.statusInvalid,
    }),
    reason: optionalText.pipe(z.string().max(1000, AR_CONTACT_REQUESTS.reasonTooLong)),
    interviewDate: optionalText,
    interviewTime: optionalText,
  })
  .superRefine((body, ctx) => {
    if (body.status === 'rejected') {
      if (!body.reason)
        ctx.addIssue({ code: 'custom', message: AR_CONTACT_REQUESTS.rejectReasonRequired, path: ['reason'] });
      return;
    }
    if (!body.reason)
      ctx.addIssue({ code: 'custom', message: AR_CONTACT_REQUESTS.acceptReasonRequired, path: ['reason'] });
    if (!body.interviewDate || !body.interviewTime) {
      ctx.addIssue({
        code: 'custom',
        message: AR_CONTACT_REQUESTS.interviewRequired,
        path: [body.interviewDate ? 'interviewTime' : 'interviewDate'],
      });
      return;
    }
    if (!isRealDate(body.interviewDate)) {
      ctx.addIssue({
        code: 'custom',
        message: AR_CONTACT_REQUESTS.interviewDateInvalid,
        path: ['interviewDate'],
      });
    }
    if (!TIME_PATTERN.test(body.interviewTime)) {
      ctx.addIssue({
        code: 'custom',
        message: AR_CONTACT_REQUESTS.interviewTimeInvalid,
        path: ['interviewTime'],
      });
    }
  });
/** What a client sends (the schema also accepts null or absent texts). */
export type ContactDecisionBody = {
  status: 'accepted' | 'interviewScheduled' | 'rejected';
  reason?: string;
  interviewDate?: string;
  interviewTime?: string;
};
export type ContactDecisionInput = z.output<typeof contactDecisionBodySchema>;

export const contactListQuerySchema = z.object({
  status: z.enum(CONTACT_FILTERS, { error: AR_CONTACT_REQUESTS.statusInvalid }).optional(),
});

/** A contact request as the API returns it (docs/api/README.md#field-names field names). */
export const contactMessageDtoSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  requestType: z.enum(REQUEST_TYPES),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  reason: z.string().nullable(),
  interviewDate: z.string().nullable(),
  interviewTime: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessageDto = z.infer<typeof contactMessageDtoSchema>;
