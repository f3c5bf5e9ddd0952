import type { EventDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENTS_KEY } from '../../../api/keys';
import { apiRequest } from '../../../lib/api-client';

export type EventFormPayload = {
  name: string;
  description: string;
  /** ISO instant. */
  date: string;
  location: string;
  totalSeats: number;
  ticketPrice: number;
  /** Hours a booker has to pay (1-72, docs/api/bookings.md#the-payment-clock); the server's default when absent. */
  paymentHours?: number;
  reminderHours?: number;
  image: File | null;
  /** Edit only: the current visibility travels with the form (docs/api/README.md#the-calls). */
  isShow?: boolean;
};

function toFormData(payload: EventFormPayload): FormData {
  const data = new FormData();
  data.set('name', payload.name);
  data.set('description', payload.description);
  data.set('date', payload.date);
  data.set('location', payload.location);
  data.set('totalSeats', String(payload.totalSeats));
  data.set('ticketPrice', String(payload.ticketPrice));
  if (payload.paymentHours !== undefined) data.set('paymentHours', String(payload.paymentHours));
  if (payload.reminderHours !== undefined) data.set('reminderHours', String(payload.reminderHours));
  if (payload.isShow !== undefined) data.set('isShow', String(payload.isShow));
  // The file goes last so the server has every text field before the bytes stream in.
  if (payload.image) data.set('image', payload.image);
  return data;
}

/** POST /api/events (multipart) when `id` is absent, PUT /api/events/{id} (multipart) otherwise. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id?: string; payload: EventFormPayload }) =>
      apiRequest<EventDto>(id ? `/api/events/${id}` : '/api/events', {
        method: id ? 'PUT' : 'POST',
        formData: toFormData(payload),
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}
