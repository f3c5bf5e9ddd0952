/** The waiting list's door. */
export { closeLinesAtSalesClose, expireOffers } from './waitlist.service';
