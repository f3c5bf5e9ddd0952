/** What other pages show of the booker's own bookings: the "find my bookings" form. */
export { FindBookings } from './components/find-bookings';
