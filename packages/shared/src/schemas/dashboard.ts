/** GET /api/dashboard: the Admin's overview figures. */
export type DashboardDto = {
  pendingMessages: number;
  pendingBookings: number;
  upcomingEvents: { _id: string; name: string; date: string; availableSeats: number; totalSeats: number }[];
  todayCheckIns: number;
  tasksAwaitingDelivery: number;
};
