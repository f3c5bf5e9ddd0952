/**
 * A Send that could not go because the form's code or rules had not come: nothing left, nothing is sent
 * later. A module of its own: the page's first load carries these lines, not the whole form's words
 * (contact-text.ts).
 */
export const CONTACT_NOT_SENT = {
  offline:
    'You are offline, so your message was not sent. Check your connection and press “Send Message” again.',
  /** Online, but the form's rules could not be fetched from the server. */
  unreachable:
    'We could not reach the server, so your message was not sent. Please press “Send Message” again.',
} as const;
