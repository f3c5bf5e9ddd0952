import { z } from 'zod';

/** GET /api/dashboard: the Admin's overview figures. */
export const dashboardDtoSchema = z.object({
  pendingMessages: z.number(),
  pendingBookings: z.number(),
  upcomingEvents: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      date: z.string(),
      availableSeats: z.number(),
      totalSeats: z.number(),
      /** Tickets of its Pending and Accepted bookings: the seats sold (docs/api/reports.md#the-admins-home). */
      sold: z.number(),
      /** The amount of its Accepted bookings (EGP). */
      received: z.number(),
    }),
  ),
  /** Transfers matched to a booking since midnight in Cairo: how many and their amount (EGP). */
  matchedToday: z.object({ count: z.number(), amount: z.number() }),
  /** Money owed back, not yet sent: how many refunds and their amount (EGP). */
  refundsDue: z.object({ count: z.number(), amount: z.number() }),
  /** Transfers for a look at the desk: a wrong amount, or no booking found. */
  transfersToHandle: z.object({ wrongAmount: z.number(), unmatched: z.number() }),
  /** Emails that gave up, for the failed-emails screen. */
  failedEmails: z.number(),
  todayCheckIns: z.number(),
  tasksAwaitingDelivery: z.number(),
});
export type DashboardDto = z.infer<typeof dashboardDtoSchema>;
