/** The waiting list's door. */
export { offerReturnedSeats } from './offer-returned-seats';
export { closeLinesAtSalesClose, expireOffers } from './waitlist.service';
