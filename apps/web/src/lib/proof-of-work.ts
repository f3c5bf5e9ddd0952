import type { ProofOfWorkChallenge } from '@app/shared';
import { ApiError } from './api-client';

/** The ALTCHA challenge of a 429 answer that carries one in `data.challenge` (docs/api/README.md#proof-of-work). */
export function challengeOf(error: unknown): ProofOfWorkChallenge | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const challenge = (error.body as { data?: { challenge?: Partial<ProofOfWorkChallenge> } } | null)?.data
    ?.challenge;
  if (!challenge) return undefined;
  const { algorithm, challenge: hash, salt, signature, maxnumber } = challenge;
  if (typeof algorithm !== 'string' || typeof hash !== 'string') return undefined;
  if (typeof salt !== 'string' || typeof signature !== 'string') return undefined;
  return { algorithm, challenge: hash, salt, signature, maxnumber };
}

/**
 * Sends a request; when the server answers 429 with a proof-of-work challenge (an address that has
 * booked a lot lately), solves it and sends the same request once more with the solution, so the
 * visitor notices nothing but a short wait. The solver is loaded only then. `send` gets the solution
 * (the base64 payload for the body field `altcha`) on the second call. When the challenge cannot be
 * solved, the first answer's error stands.
 */
export async function withProofOfWork<T>(send: (altcha?: string) => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const challenge = challengeOf(error);
    if (!challenge) throw error;
    let altcha: string;
    try {
      const { solveAltcha } = await import('./altcha-solver');
      altcha = (await solveAltcha(challenge)).payload;
    } catch {
      throw error;
    }
    return send(altcha);
  }
}
