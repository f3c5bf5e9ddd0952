import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';

async function download(eventId: string): Promise<Response> {
  const token = getAccessToken();
  const query = eventId ? `?eventId=${encodeURIComponent(eventId)}` : '';
  try {
    return await fetch(`/api/events/bookings/export${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, undefined, null);
  }
}

function fileNameOf(response: Response, eventId: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  // Prefer the UTF-8 name (Arabic event names) over the plain ASCII fallback.
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return (utf8 ? decodeURIComponent(utf8) : plain) || `bookings-${eventId || 'all'}.csv`;
}

/** GET /api/events/bookings/export as a file: fetched with the bearer (a plain link cannot send it), then saved. */
export function useExportBookings() {
  return useMutation({
    mutationFn: async (eventId: string) => {
      let response = await download(eventId);
      if (response.status === 401) {
        // The access token expired: any authenticated call refreshes it once (or ends the session).
        await apiRequest('/api/users/profile', { auth: true });
        response = await download(eventId);
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {
          errors?: { msg?: string }[];
          error?: string;
        } | null;
        throw new ApiError(response.status, body?.errors?.[0]?.msg ?? body?.error, body);
      }
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, eventId);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
