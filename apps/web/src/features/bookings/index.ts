/**
 * What the payment desk (features/payments) uses of the bookings desk: a booking's decision, the
 * short-paid acceptance's second confirmation, and the words for a transfer that is short or over.
 */
export { useUpdateBookingStatus } from './api/update-booking-status';
export { ShortAcceptDialog } from './components/short-accept-dialog';
export { moneyLine } from './lib/booking-cells';
