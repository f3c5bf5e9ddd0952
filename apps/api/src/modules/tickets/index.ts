/** The tickets module's door: the booker's page. */
export { getTicket } from './tickets.service';
