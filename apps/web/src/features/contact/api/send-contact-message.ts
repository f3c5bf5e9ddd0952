import type { ContactMessageInput } from '@app/shared';
import { useMutation } from '@tanstack/react-query';

/** How a submit ended, in the terms of SPEC.md section 8: success, a refused answer, or no answer. */
export type ContactResult = 'success' | 'failed' | 'network';

export async function sendContactMessage(body: ContactMessageInput): Promise<ContactResult> {
  let response: Response;
  try {
    response = await fetch('/api/contact/contact-messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return 'network';
  }
  const answer = (await response.json().catch(() => null)) as { success?: boolean } | null;
  return response.ok && answer?.success === true ? 'success' : 'failed';
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
