/** Copy of /faq. */
export const FAQ_TEXT = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
  lead: 'Straight answers about how we work, what it costs and what happens after launch.',
  stillTitle: 'Still have a question?',
  stillBody: 'Send it to us and a member of the team will answer within 24 hours.',
  stillCta: 'Contact us',
} as const;

export const FAQS: { q: string; a: string }[] = [
  {
    q: 'How much does a project cost?',
    a: 'It depends on scope. As a guide, a corporate website starts around EGP 180,000, a mobile app MVP around EGP 650,000, and monthly social media management from EGP 35,000. After a first call we send a fixed quote with everything included, so there are no surprises.',
  },
  {
    q: 'How long until my website or app is live?',
    a: 'Most websites launch in 6 to 10 weeks and app MVPs in 10 to 16 weeks. We agree the timeline in the plan phase and show you working progress every week.',
  },
  {
    q: 'Do you work with clients outside Egypt?',
    a: 'Yes. About a third of our clients are in Saudi Arabia, the UAE and Europe. We work remotely with them and travel for workshops and launches when needed.',
  },
  {
    q: 'Will I own the code, designs and accounts?',
    a: 'Yes. Source code, design files, ad accounts and social pages are set up under your ownership from day one. If you ever leave us, you leave with everything.',
  },
  {
    q: 'Do you write content in Arabic?',
    a: 'Every project is bilingual by default. Our native copywriters write in Egyptian Arabic, Modern Standard Arabic and English, and our designers build proper right-to-left layouts.',
  },
  {
    q: 'What happens after launch?',
    a: 'You can choose a care plan with hosting, monitoring, security updates and monthly improvement hours. Marketing clients get a monthly review with results and the next month’s plan.',
  },
  {
    q: 'How do payments work?',
    a: 'Projects are usually paid in three milestones: at kick-off, at design approval and at launch. Monthly services are invoiced at the start of each month. We accept bank transfer and InstaPay.',
  },
  {
    q: 'How quickly will you reply to my request?',
    a: 'Within 24 hours on working days. Send the contact form with a short description and the best number to reach you.',
  },
];
