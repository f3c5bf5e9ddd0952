/** A privacy search's answer for someone of whom nothing is held (DECISIONS.md section 17). */
export const NOTHING_FOUND = {
  blocked: false,
  bookings: [],
  tickets: [],
  waitlist: [],
  contactRequests: [],
  transfers: [],
  refunds: [],
  emails: [],
};
