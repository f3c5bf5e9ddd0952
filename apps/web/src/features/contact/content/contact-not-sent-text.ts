/**
 * A Send tapped offline before the form's code or rules came: nothing left, nothing is sent later. A module
 * of its own: the page's first load carries this line, not the whole form's words (contact-text.ts).
 */
export const CONTACT_NOT_SENT =
  'You are offline, so your message was not sent. Check your connection and press “Send Message” again.';
