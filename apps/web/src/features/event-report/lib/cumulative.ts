import type { EventReportDto } from '@app/shared';

export type CumulativeDay = {
  date: string;
  bookings: number;
  tickets: number;
  accepted: number;
  revenue: number;
  /** Tickets booked up to and including this day. */
  bookedTotal: number;
  /** Tickets accepted up to and including this day. */
  acceptedTotal: number;
};

/** The report's days with running totals: what the chart draws and its table lists. */
export function cumulativeDays(daily: EventReportDto['daily']): CumulativeDay[] {
  let booked = 0;
  let accepted = 0;
  return daily.map((day) => {
    booked += day.tickets;
    accepted += day.accepted;
    return { ...day, bookedTotal: booked, acceptedTotal: accepted };
  });
}

/** A campaign link to the public event page (docs/api/reports.md#campaign-links). */
export function campaignLink(origin: string, eventId: string, source: string): string {
  const url = new URL(`/events/${encodeURIComponent(eventId)}`, origin);
  url.searchParams.set('src', source);
  return url.href;
}
