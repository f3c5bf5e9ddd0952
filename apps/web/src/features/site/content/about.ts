import { Award, Eye, Handshake, LifeBuoy, Lightbulb, type LucideIcon } from 'lucide-react';
import { FIGURE_TEXT, FOUNDED_YEAR, TEAM_SIZE } from './figures';

/** Copy of /about-details: vision, message and the five values of docs/product.md#public-site. */
export const ABOUT = {
  eyebrow: 'About Nile Pixel',
  title: 'Digital work with Egyptian roots and global standards',
  lead: `We are a Cairo agency of strategists, designers, engineers and storytellers. Since ${FOUNDED_YEAR} we have delivered ${FIGURE_TEXT.projectsDone} for ${FIGURE_TEXT.happyClients}, who rate our work ${FIGURE_TEXT.reviewScore}.`,
  visionTitle: 'Our Vision',
  vision:
    'To be the most trusted digital partner in the Middle East: the agency companies call first because our work is measurable, our people are honest and our results last.',
  messageTitle: 'Our Message',
  message:
    'Every client deserves a team that treats their budget like its own. We explain what we do in plain words, we commit to outcomes we can measure, and we stay after launch to make things better.',
  valuesTitle: 'Our Values',
  valuesLead: 'Five commitments that guide how we hire, plan and deliver.',
  milestonesTitle: 'Milestones',
  milestones: [
    {
      year: String(FOUNDED_YEAR),
      text: 'Founded in a shared office in Dokki with three people and two clients.',
    },
    { year: '2018', text: 'Opened our content studio and became a Google Partner.' },
    {
      year: '2021',
      text: 'Launched our events and ticketing practice; ran our first 2,000-person conference.',
    },
    { year: '2025', text: `Team of ${TEAM_SIZE}, clients in Egypt, Saudi Arabia and the UAE.` },
  ],
} as const;

export const VALUES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Quality and Craftsmanship',
    text: 'We sweat the details: pixel-accurate design, tested code and proofread copy in both languages.',
    icon: Award,
  },
  {
    title: 'Innovation',
    text: 'We try new platforms and tools on our own projects first, then bring what works to yours.',
    icon: Lightbulb,
  },
  {
    title: 'Transparency',
    text: 'Open budgets, shared dashboards and honest reporting, including when something did not work.',
    icon: Eye,
  },
  {
    title: 'Commitment',
    text: 'Deadlines are promises. One named lead owns your project from the first call to the last invoice.',
    icon: Handshake,
  },
  {
    title: 'Continuous Support',
    text: 'Launch is the beginning. Care plans, training and fast fixes keep your product healthy for years.',
    icon: LifeBuoy,
  },
];
