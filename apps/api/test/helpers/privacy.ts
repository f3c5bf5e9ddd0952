/** A privacy search's answer for someone of whom nothing is held (docs/api/privacy.md#search-a-person). */
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
