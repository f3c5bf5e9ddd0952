import { useMutation } from '@tanstack/react-query';
import { apiResponse } from '../../../lib/api-client';

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
      const query = eventId ? `?eventId=${encodeURIComponent(eventId)}` : '';
      const response = await apiResponse(`/api/events/bookings/export${query}`, { auth: true });
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
