/**
 * The bookings module's one door (docs/architecture.md#module-doors): other modules import the booking
 * aggregate from here, never from its files.
 */
export * from './booking-clock';
export { type BookingEvents, bookingEvents } from './booking-events';
export * from './booking-repository';
export * from './booking-tokens';
export {
  bookingDtoOf,
  bookingMoney,
  bookingsWithEvents,
  bookingWithEvent,
  emailData,
  ticketsOf,
} from './booking-view';
export { moneyExpected, netReceivedSql } from './repository/booking-money';
export { cancelBooking } from './transitions/cancel';
export { cancelEvent } from './transitions/cancel-event';
export { acceptBooking } from './transitions/decide';
export { expireStaleBookings } from './transitions/expire';
export { paymentDetailsArrived } from './transitions/paid-hooks';
export { openSeatsAfterResize, returnSeats, seatsAddedByResize } from './transitions/seats';
export {
  closeEntry,
  closeWaitlist,
  dueOffers,
  linesPastSalesClose,
  offerTimeIsUp,
  settleSeats,
} from './transitions/waitlist-offers';
