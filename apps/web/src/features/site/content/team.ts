/** Copy of /team. Portraits are drawn as initials: we publish no stock photos of people who are not ours. */
export const TEAM_TEXT = {
  eyebrow: 'Our Team',
  title: 'The people behind the pixels',
  lead: 'Forty-five specialists across strategy, design, engineering, marketing and production. Meet the leads you will work with.',
  joinTitle: 'Want to join them?',
  joinBody: 'We hire designers, engineers and marketers who care about craft.',
  joinCta: 'See open positions',
} as const;

export const TEAM: { name: string; role: string; bio: string }[] = [
  {
    name: 'Omar El-Sayed',
    role: 'Founder and Managing Director',
    bio: 'Fifteen years building digital products in Cairo and Dubai. Leads strategy for our largest accounts.',
  },
  {
    name: 'Mariam Fathy',
    role: 'Creative Director',
    bio: 'Shapes every identity and campaign we ship. Previously art director at a regional advertising network.',
  },
  {
    name: 'Karim Mostafa',
    role: 'Head of Engineering',
    bio: 'Runs our web and mobile teams; obsessed with fast pages, clean code and on-time releases.',
  },
  {
    name: 'Nour Hassan',
    role: 'Head of Performance Marketing',
    bio: 'Manages more than EGP 40 million in yearly ad spend across Google, Meta and TikTok.',
  },
  {
    name: 'Youssef Adel',
    role: 'Content Studio Lead',
    bio: 'Director and photographer who turns product briefs into reels, films and photo libraries.',
  },
  {
    name: 'Salma Ibrahim',
    role: 'Events Director',
    bio: 'Has produced conferences, launches and festivals for audiences from 50 to 5,000 people.',
  },
  {
    name: 'Ahmed Ragab',
    role: 'SEO Lead',
    bio: 'Specialist in Arabic search and technical SEO for large content and e-commerce sites.',
  },
  {
    name: 'Hana Magdy',
    role: 'Client Success Manager',
    bio: 'Your first call for questions, reports and planning; keeps every project honest and on schedule.',
  },
];
