import type { DeviceDto } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from './get-transfers';

/** GET /api/payments/devices (Admin). */
export function devicesQuery(enabled: boolean) {
  return queryOptions({
    queryKey: paymentKeys.devices(),
    queryFn: () => apiRequest<DeviceDto[]>('/api/payments/devices', { auth: true }),
    enabled,
  });
}

export function useDevices(enabled: boolean) {
  return useQuery(devicesQuery(enabled));
}
