import { FIGURE_TEXT, FOUNDED_YEAR, TEAM_SIZE } from './figures';

/** Copy of the home page (docs/product.md#public-site: hero, Our Process, Our Services, About us, Featured Projects, contact). */
export const HOME = {
  hero: {
    eyebrow: `Digital agency in Cairo, ${FIGURE_TEXT.since}`,
    title: 'We grow brands that Egypt talks about',
    lead: 'Nile Pixel plans, designs, builds and markets digital products for ambitious companies in Egypt and the Gulf: websites, apps, campaigns and events, all under one roof.',
    primary: 'Get Started',
    secondary: 'Explore services',
    badges: ['Google Partner', 'Meta Business Partner', FIGURE_TEXT.happyClients],
  },
  process: {
    eyebrow: 'How we work',
    title: 'Our Process',
    lead: 'Four steps we follow on every project, whether it is a two-week campaign or a year-long platform build.',
    steps: [
      {
        title: 'Discover',
        text: 'We meet your team, study your numbers and customers, and audit what already exists. You get a written brief with goals we can measure.',
      },
      {
        title: 'Plan',
        text: 'Strategy, scope, budget and timeline in one document, with the risks named. Nothing starts until you approve it.',
      },
      {
        title: 'Create',
        text: 'Design, code and content in short cycles. You review working results every week, not a big reveal at the end.',
      },
      {
        title: 'Launch and grow',
        text: 'We release, measure and improve. A monthly review shows what moved the numbers and what we will try next.',
      },
    ],
  },
  about: {
    eyebrow: 'About us',
    title: `A team of ${TEAM_SIZE} makers on the Nile in Zamalek`,
    body: `Nile Pixel started in ${FOUNDED_YEAR} as three friends building websites for Cairo restaurants. Today we are strategists, designers, engineers, marketers and producers working with banks, retailers, start-ups and public institutions. We stay small enough to know every client by name and big enough to run their entire digital presence.`,
    points: [
      'Bilingual team: Arabic and English',
      'One project lead from brief to launch',
      'Transparent monthly reporting',
    ],
    cta: 'More about us',
  },
  projects: {
    eyebrow: 'Selected work',
    title: 'Featured Projects',
    lead: 'A few of the products and campaigns we are proud of.',
    empty: 'Our latest case studies are being written. Check back soon.',
    error: 'The projects could not be loaded right now.',
  },
  contact: {
    eyebrow: 'Contact',
    title: "Let's build something together",
    lead: 'Tell us about your project, a question or a problem. A real person from our team replies within 24 hours.',
  },
} as const;
