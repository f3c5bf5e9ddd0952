import type { TransferDto, TransferState } from '@app/shared';
import { PAYMENTS_KEY } from '../../../api/keys';
import { pagedListOptions, usePagedList } from '../../../lib/paged-list';

/** The payments desk's keys: everything under PAYMENTS_KEY, so an action refreshes every list. */
export const paymentKeys = {
  all: PAYMENTS_KEY,
  transfers: (state: TransferState | '') => [...PAYMENTS_KEY, 'transfers', state] as const,
  refunds: () => [...PAYMENTS_KEY, 'refunds'] as const,
  summary: () => [...PAYMENTS_KEY, 'summary'] as const,
  pendingBookings: () => [...PAYMENTS_KEY, 'pending-bookings'] as const,
  linkable: (text: string) => [...PAYMENTS_KEY, 'linkable', text] as const,
  devices: () => [...PAYMENTS_KEY, 'devices'] as const,
};

/**
 * GET /api/payments/transfers page by page (docs/api/big-events.md#paging): the ledger, optionally
 * one state (without one: all but the dismissed). Every transfer is reachable, none silently cut off.
 */
export function transfersListOptions(state: TransferState | '') {
  return pagedListOptions<TransferDto>(paymentKeys.transfers(state), '/api/payments/transfers', {
    state: state || undefined,
  });
}

export function useTransfers(state: TransferState | '') {
  return usePagedList(transfersListOptions(state));
}
