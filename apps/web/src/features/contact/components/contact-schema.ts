/** The shared schema in a chunk of its own, with zod: fetched when the visitor first touches the form. */
export { contactMessageBodySchema } from '@app/shared';
