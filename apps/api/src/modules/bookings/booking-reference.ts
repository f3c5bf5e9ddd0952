import { randomInt } from 'node:crypto';

/** No look-alikes (0/O, 1/I/L): a payer copies it into a transfer note by hand (docs/api/bookings.md#reference-code). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 7;

/** 31^7 ≈ 27 billion codes: a clash is rare, and the insert retries on one. */
export function newBookingReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
