/** The events module's door. */
export { getEvent, listEvents } from './events.service';
