import type { RefundDto, TransferDto } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKINGS_KEY } from '../../../api/keys';
import { apiEnvelope } from '../../../lib/api-client';
import { paymentKeys } from './get-transfers';

/**
 * A transfer row's next actions (`docs/api/payments.md`): link it to a booking by hand, mark it "not
 * ours" with why, or put an overpayment's excess on the refunds list. Each answers the server's
 * message; the desk's lists and the bookings are read again.
 */
function useTransferAction<Input, Data>(path: (input: Input) => string, body: (input: Input) => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const answer = await apiEnvelope<Data>(path(input), { method: 'POST', json: body(input), auth: true });
      return answer.message ?? '';
    },
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
    },
  });
}

/** POST /api/payments/transfers/{id}/link */
export const useLinkTransfer = () =>
  useTransferAction<{ id: string; bookingId: string }, TransferDto>(
    ({ id }) => `/api/payments/transfers/${id}/link`,
    ({ bookingId }) => ({ bookingId }),
  );

/** POST /api/payments/transfers/{id}/dismiss */
export const useDismissTransfer = () =>
  useTransferAction<{ id: string; reason: string }, TransferDto>(
    ({ id }) => `/api/payments/transfers/${id}/dismiss`,
    ({ reason }) => ({ reason }),
  );

/** POST /api/payments/transfers/{id}/refund-excess */
export const useRefundExcess = () =>
  useTransferAction<{ id: string }, RefundDto>(
    ({ id }) => `/api/payments/transfers/${id}/refund-excess`,
    () => ({}),
  );
