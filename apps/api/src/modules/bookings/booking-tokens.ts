/** The signed links moved to lib/ (email templates sign them too, and must not import bookings). */
export * from '../../lib/booking-tokens';
