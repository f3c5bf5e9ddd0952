import type { ContactMessageInput } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiEnvelope } from '../../../lib/api-client';
import { withProofOfWork } from '../../../lib/proof-of-work';

/** How a submit ended, in the terms of docs/product.md#error-messages: success, a refused answer, or no answer. */
export type ContactResult = 'success' | 'failed' | 'network';

/** Past a few requests from one address the server asks for a proof-of-work first; it is solved unseen. */
export async function sendContactMessage(body: ContactMessageInput): Promise<ContactResult> {
  try {
    await withProofOfWork((altcha) =>
      apiEnvelope('/api/contact/contact-messages', {
        method: 'POST',
        json: altcha ? { ...body, altcha } : body,
      }),
    );
    return 'success';
  } catch (error) {
    return error instanceof ApiError && error.status === 0 ? 'network' : 'failed';
  }
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
