/** Copy of /contact-us around the form. */
export const CONTACT_PAGE = {
  eyebrow: 'Contact Us',
  title: 'Tell us what you need',
  lead: 'Questions, new projects or a problem with something we built: send us a message and we will reply within 24 hours.',
  visitTitle: 'Visit us',
  callTitle: 'Call us',
  mailTitle: 'Email us',
  hoursTitle: 'Working hours',
} as const;
