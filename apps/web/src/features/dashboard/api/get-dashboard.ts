import type { DashboardDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The overview is live: new contact requests and bookings show up without a reload. */
const DASHBOARD_REFRESH_MS = 30_000;

export const dashboardKeys = { all: ['dashboard'] as const };

export const dashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.all,
    queryFn: ({ signal }) => apiRequest<DashboardDto>('/api/dashboard', { auth: true, signal }),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
