import type { DeviceCreated } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentKeys } from './get-transfers';

/** POST /api/payments/devices (Admin): answers the token once. */
export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<DeviceCreated>('/api/payments/devices', { method: 'POST', json: { name }, auth: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
