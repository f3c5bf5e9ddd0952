/** The users module's door. */
export { ensureAdmin } from './users.service';
