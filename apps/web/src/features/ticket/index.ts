/** What other pages show of the booker's own bookings: the "find my bookings" form. */

/** "Send my links again" (POST /api/tickets/resend), also offered by the booking page's 'already booked' dialog. */
export { useResendLinks } from './api/resend-links';
export { FindBookings } from './components/find-bookings';
