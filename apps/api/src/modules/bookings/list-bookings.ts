import type { BookingDto, BookingsPageMeta, BookingsQuery } from '@app/shared';
import type { Db } from '../../db/client';
import { isId } from '../../lib/ids';
import { afterKey, decodeCursor, encodeCursor, keyValues, pageOf } from '../../lib/paging';
import { toBookingDto } from './booking-view';
import { bookingViewsByIds } from './repository/booking-views';
import { staffListIds, staffListPage, staffListSortKeys } from './repository/staff-list';

const LIST = 'bookings';

/** Bookings read and answered per step of the whole list: a long list never holds the event loop. */
export const WHOLE_LIST_STEP = 100;

/**
 * The staff list (docs/api/bookings.md): one status, or Pending and Accepted without one; optionally
 * one booking by its id, one event and a search text (name, payment number, reference, or the proof's
 * transaction ID or sender number). `sort=deadline` (the default for Pending) puts the nearest
 * payment deadline first; otherwise newest first. Without `limit`: the whole list, in steps of WHOLE_LIST_STEP bookings, in the list's order: the filter's ids in one
 * statement, then each step's views. `ids` receives the ids first (the access log names them).
 */
export async function* listBookingsInSteps(
  db: Db,
  filter: BookingsQuery,
  ids?: (all: string[]) => void,
): AsyncGenerator<BookingDto[]> {
  if ((filter.eventId && !isId(filter.eventId)) || (filter.id && !isId(filter.id))) {
    ids?.([]);
    return;
  }
  const all = await staffListIds(db, filter);
  ids?.(all);
  for (let start = 0; start < all.length; start += WHOLE_LIST_STEP) {
    const step = all.slice(start, start + WHOLE_LIST_STEP);
    const byId = new Map((await bookingViewsByIds(db, step)).map((view) => [view.booking.id, view]));
    yield step.flatMap((id) => {
      const view = byId.get(id);
      return view ? [toBookingDto(view, { staff: true })] : [];
    });
  }
}

/** One page of the staff list, and the counters of the whole filter. */
export async function listBookingsPage(
  db: Db,
  secret: string,
  filter: BookingsQuery & { limit: number },
): Promise<{ items: BookingDto[]; meta: BookingsPageMeta }> {
  const { limit, cursor, ...binding } = filter;
  const keys = staffListSortKeys(filter);
  const after = cursor ? afterKey(keys, decodeCursor(secret, LIST, binding, cursor, keys.length)) : undefined;
  if ((filter.eventId && !isId(filter.eventId)) || (filter.id && !isId(filter.id))) {
    return { items: [], meta: { nextCursor: null, total: 0, pending: 0, accepted: 0, moneyExpected: 0 } };
  }
  const [keyRows, counters] = await staffListPage(db, filter, keys, after, limit);
  const page = pageOf(keyRows, limit, (last) =>
    encodeCursor(secret, LIST, binding, keyValues(last, keys.length)),
  );
  const ids = page.items.map((row) => row.id);
  const views = ids.length ? await bookingViewsByIds(db, ids) : [];
  const byId = new Map(views.map((view) => [view.booking.id, view]));
  return {
    items: ids.flatMap((id) => {
      const view = byId.get(id);
      return view ? [toBookingDto(view, { staff: true })] : [];
    }),
    meta: {
      nextCursor: page.nextCursor,
      total: counters.total,
      pending: counters.pending,
      accepted: counters.accepted,
      moneyExpected: Number(counters.money_expected),
    },
  };
}
