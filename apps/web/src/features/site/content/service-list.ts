import {
  CalendarDays,
  Code,
  type LucideIcon,
  Megaphone,
  Palette,
  PenTool,
  Search,
  Share2,
  Smartphone,
} from 'lucide-react';

/** What a service's link shows: the site's header, footer and services grid need no more than this. */
export type ServiceSummary = {
  slug: string;
  title: string;
  icon: LucideIcon;
  /** One line for cards. */
  summary: string;
};

export const SERVICES_TEXT = {
  eyebrow: 'What we do',
  title: 'Our Services',
  lead: 'Eight disciplines, one team. Pick a single service or let us run the whole journey from first idea to launch day.',
  pageTitle: 'Services built around growth',
  pageLead:
    'Every engagement starts with your numbers: who buys, why they buy and what stops them. Then we design, build and run what moves those numbers.',
  includesTitle: "What's included",
  deliverablesTitle: 'What you receive',
  timelineTitle: 'Typical timeline',
  otherServices: 'Other services',
  cta: 'Start a project',
  ctaLead: 'Tell us about your goals and we will reply with a plan and a quote within 24 hours.',
} as const;

/** The 8 services of docs/product.md#public-site, in the order of their slugs (their details: services.ts). */
export const SERVICE_LIST: ServiceSummary[] = [
  {
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    icon: Megaphone,
    summary: 'Paid campaigns on Google, Meta and TikTok planned around cost per customer, not clicks.',
  },
  {
    slug: 'social-media-management',
    title: 'Social Media Management',
    icon: Share2,
    summary:
      'Monthly content calendars, community replies and reporting for Instagram, Facebook, TikTok and LinkedIn.',
  },
  {
    slug: 'content-creation',
    title: 'Content Creation',
    icon: PenTool,
    summary: 'Photography, short video, motion graphics and copy produced by our in-house studio in Zamalek.',
  },
  {
    slug: 'web-development',
    title: 'Web Development',
    icon: Code,
    summary:
      'Fast, accessible websites and web apps in React and Node, built to score 90+ on Core Web Vitals.',
  },
  {
    slug: 'mobile-apps',
    title: 'Mobile Apps',
    icon: Smartphone,
    summary: 'iOS and Android apps from one React Native codebase, from MVP to app-store launch and beyond.',
  },
  {
    slug: 'seo',
    title: 'SEO',
    icon: Search,
    summary:
      'Technical SEO, Arabic keyword research and content that brings customers from Google every month.',
  },
  {
    slug: 'branding',
    title: 'Branding',
    icon: Palette,
    summary: 'Brand strategy, names, logos and identity systems that work in Arabic and English.',
  },
  {
    slug: 'events-management',
    title: 'Events Management',
    icon: CalendarDays,
    summary: 'Launches, conferences and workshops in Cairo: venue, production, ticketing and promotion.',
  },
];
