/** The shared payment-proof schema in a chunk of its own, with zod: fetched when the booker first sends. */
export { paymentProofFieldsSchema } from '@app/shared';
