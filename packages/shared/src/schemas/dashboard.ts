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
    }),
  ),
  todayCheckIns: z.number(),
  tasksAwaitingDelivery: z.number(),
});
export type DashboardDto = z.infer<typeof dashboardDtoSchema>;
