import { TEAM_SIZE } from './figures';

/** Copy of /careers. */
export const CAREERS_TEXT = {
  eyebrow: 'Careers',
  title: 'Do the best work of your career on the Nile',
  lead: `We are a team of ${TEAM_SIZE} in Zamalek, Cairo, with hybrid working and real ownership. We hire for craft, curiosity and kindness.`,
  perksTitle: 'Why Nile Pixel',
  openingsTitle: 'Open positions',
  apply: 'Apply now',
  applyHint: 'Send your CV and portfolio through the contact form and choose "Inquiry" as the request type.',
} as const;

export const PERKS: { title: string; text: string }[] = [
  { title: 'Hybrid work', text: 'Three office days a week in Zamalek, the rest wherever you focus best.' },
  {
    title: 'Learning budget',
    text: 'EGP 20,000 a year for courses, books and conferences, plus monthly internal talks.',
  },
  { title: 'Health insurance', text: 'Private medical cover for you and your family from your first month.' },
  { title: 'Real ownership', text: 'Small teams, direct client contact and your name on the work you ship.' },
];

export const OPENINGS: { title: string; team: string; type: string; text: string }[] = [
  {
    title: 'Senior React Engineer',
    team: 'Engineering',
    type: 'Full-time · Hybrid, Cairo',
    text: 'Build fast, accessible web products in React and TypeScript; mentor two mid-level engineers.',
  },
  {
    title: 'Performance Marketing Specialist',
    team: 'Marketing',
    type: 'Full-time · Hybrid, Cairo',
    text: 'Plan and optimise Meta, Google and TikTok campaigns for e-commerce and real-estate clients.',
  },
  {
    title: 'Motion Designer',
    team: 'Content Studio',
    type: 'Full-time · On-site, Zamalek',
    text: 'Create 2D animations, reels and explainers from brief to final render.',
  },
  {
    title: 'Arabic Copywriter',
    team: 'Creative',
    type: 'Full-time · Hybrid, Cairo',
    text: 'Write campaigns, social content and website copy in Egyptian and Modern Standard Arabic.',
  },
  {
    title: 'Events Coordinator',
    team: 'Events',
    type: 'Full-time · On-site, Cairo',
    text: 'Coordinate venues, suppliers and on-site teams for launches, workshops and conferences.',
  },
];
