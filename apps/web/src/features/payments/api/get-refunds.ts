import type { RefundDto } from '@app/shared';
import { pagedListOptions, usePagedList } from '../../../lib/paged-list';
import { paymentKeys } from './get-transfers';

/** GET /api/payments/refunds page by page (docs/api/big-events.md#paging): the ones to do first. */
export function refundsListOptions() {
  return pagedListOptions<RefundDto>(paymentKeys.refunds(), '/api/payments/refunds', {});
}

export function useRefunds() {
  return usePagedList(refundsListOptions());
}
