import type { MessageBodyInput, MessagePreview } from '@app/shared';
import { apiRequest } from '../../../lib/api-client';
import { messagesPath } from './keys';

/** The recipient count and the first recipient's email; nothing is queued. */
export function previewMessage(eventId: string, body: MessageBodyInput, signal?: AbortSignal) {
  return apiRequest<MessagePreview>(`${messagesPath(eventId)}/preview`, {
    method: 'POST',
    json: body,
    auth: true,
    signal,
  });
}
