import { z } from 'zod';

/**
 * The adaptive proof-of-work of docs/api/bookings.md#under-pressure ("Under pressure"): past a few bookings (or
 * contact requests) from one client address, the server answers 429 with an ALTCHA challenge in
 * `data.challenge`; the client solves it and sends the same request again with the solution, a base64
 * payload, in the JSON body field `altcha`.
 */
export const PROOF_OF_WORK_FIELD = 'altcha';

/** The optional `altcha` body field of the booking and contact requests (in the endpoint's language). */
export function proofOfWorkSolutionField(message: string) {
  return z.string({ error: message }).max(2000, message).optional();
}

/** An ALTCHA (v1) challenge as the 429 answer carries it in `data.challenge`. */
export type ProofOfWorkChallenge = {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
};
