import { FIGURE_TEXT } from './figures';
import { SERVICE_LIST, type ServiceSummary } from './service-list';

export type Service = ServiceSummary & {
  /** Opening paragraph of the detail page. */
  intro: string;
  includes: { title: string; text: string }[];
  deliverables: string[];
  /** A measured result from past work, shown as a highlight. */
  result: { value: string; label: string };
  timeline: string;
};

/** A service's own page, by slug: kept apart from SERVICE_LIST so the site's layout does not carry it. */
const DETAILS: Record<string, Omit<Service, keyof ServiceSummary>> = {
  'digital-marketing': {
    intro:
      'We plan, launch and optimise performance campaigns across Google Ads, Meta, TikTok and Snapchat for brands selling in Egypt and the Gulf. Budgets move weekly toward what actually sells.',
    includes: [
      {
        title: 'Audience and funnel plan',
        text: 'Customer research, offer mapping and a funnel for each audience, from first touch to repeat purchase.',
      },
      {
        title: 'Campaign setup',
        text: 'Account structure, conversion tracking with server-side events, and creative testing matrices.',
      },
      {
        title: 'Weekly optimisation',
        text: 'Bid and budget changes, new creative variants and audience exclusions every week.',
      },
      {
        title: 'Reporting',
        text: 'A live dashboard plus a monthly review of cost per acquisition, return on ad spend and next steps.',
      },
    ],
    deliverables: [
      'Media plan with monthly budget split',
      'Tracking audit and fixes (GA4, Meta Pixel, Conversions API)',
      'Ad creatives in Arabic and English',
      'Live performance dashboard',
    ],
    result: { value: '3.4×', label: 'average return on ad spend for e-commerce clients in 2025' },
    timeline: 'Setup in 2 weeks, then monthly optimisation cycles.',
  },
  'social-media-management': {
    intro:
      'Your brand speaks every day, in the right dialect, on the right platform. We write the calendar, design the posts, publish them and answer your community within business hours.',
    includes: [
      {
        title: 'Content calendar',
        text: 'A monthly plan of posts, stories and reels tied to launches, seasons such as Ramadan and local occasions.',
      },
      {
        title: 'Design and copy',
        text: 'Branded templates, Egyptian Arabic and English copy, and captions written for each platform.',
      },
      {
        title: 'Community management',
        text: 'Replies to comments and messages within four business hours, with an escalation path for complaints.',
      },
      {
        title: 'Insights',
        text: 'Monthly reach, engagement and follower quality report with what we will change next month.',
      },
    ],
    deliverables: [
      '12 to 30 posts per month per platform',
      'Stories and short-form video plan',
      'Reply playbook for your customer service team',
      'Monthly insights report',
    ],
    result: { value: '+180%', label: 'engagement growth for a Cairo restaurant group in six months' },
    timeline: 'First calendar in 10 working days, then monthly.',
  },
  'content-creation': {
    intro:
      'Our studio team shoots, edits and writes the content your channels need: product photography, reels, explainer animations and long-form articles that rank.',
    includes: [
      {
        title: 'Photo and video production',
        text: 'Product, food and lifestyle shoots in our studio or on location anywhere in Greater Cairo.',
      },
      {
        title: 'Motion graphics',
        text: '2D animation and explainer videos for launches, apps and internal communication.',
      },
      {
        title: 'Copywriting',
        text: 'Website copy, blog articles and scripts in Arabic and English by native writers.',
      },
      {
        title: 'Content libraries',
        text: 'Organised, licensed assets your team can reuse across ads, social and print.',
      },
    ],
    deliverables: [
      'Shot list and creative brief',
      'Edited photos and videos in every platform format',
      'Subtitles in Arabic and English',
      'Shared library with usage rights',
    ],
    result: { value: '2,400+', label: 'videos and reels produced for clients last year' },
    timeline: 'One shoot day produces about a month of content.',
  },
  'web-development': {
    intro:
      'From corporate sites to booking platforms and online stores, we design and build web products that load fast on Egyptian mobile networks and that your team can update without calling us.',
    includes: [
      {
        title: 'UX and interface design',
        text: 'Wireframes, clickable prototypes and a design system tested with real users before code.',
      },
      {
        title: 'Engineering',
        text: 'React, TypeScript and Node.js with automated tests, code review and continuous deployment.',
      },
      {
        title: 'Payments and integrations',
        text: 'Paymob, Fawry, InstaPay and Vodafone Cash flows, CRMs and ERP connections.',
      },
      {
        title: 'Care plan',
        text: 'Hosting, monitoring, security updates and a monthly block of improvement hours.',
      },
    ],
    deliverables: [
      'Design system and page templates',
      'Production website or web app with admin panel',
      'Bilingual content management (Arabic and English)',
      'Performance and accessibility report',
    ],
    result: { value: '1.2 s', label: 'median load time of the sites we launched in 2025' },
    timeline: '6 to 14 weeks depending on scope.',
  },
  'mobile-apps': {
    intro:
      'We take an app from a validated idea to both app stores: product discovery, design, a React Native build, store submission and the analytics to know what to improve next.',
    includes: [
      {
        title: 'Product discovery',
        text: 'Workshops to define the first release, user journeys and the metrics that matter.',
      },
      {
        title: 'App design',
        text: 'Native-feeling interfaces for iOS and Android with right-to-left layouts done properly.',
      },
      {
        title: 'Development',
        text: 'React Native with offline support, push notifications, payments and maps.',
      },
      {
        title: 'Launch and growth',
        text: 'Store listings, review management, crash monitoring and release planning.',
      },
    ],
    deliverables: [
      'Clickable prototype',
      'iOS and Android apps published under your accounts',
      'Admin dashboard and API',
      'Analytics and crash reporting setup',
    ],
    result: { value: '4.7★', label: 'average store rating of apps we maintain' },
    timeline: 'An MVP in 10 to 16 weeks.',
  },
  seo: {
    intro:
      'Search is the channel that keeps paying. We fix what stops Google from understanding your site, find what Egyptians really type, and publish content that answers it.',
    includes: [
      {
        title: 'Technical audit',
        text: 'Crawlability, speed, structured data, hreflang for Arabic and English, and indexing fixes.',
      },
      {
        title: 'Keyword research',
        text: 'Arabic, Franco-Arabic and English search terms grouped by intent and value.',
      },
      {
        title: 'On-page and content',
        text: 'Page rewrites and a publishing plan of articles and landing pages.',
      },
      {
        title: 'Local SEO',
        text: 'Google Business Profile optimisation for every branch, reviews and local citations.',
      },
    ],
    deliverables: [
      'Audit with a prioritised fix list',
      'Keyword map for every important page',
      'Monthly content and links',
      'Ranking and organic revenue report',
    ],
    result: { value: '+260%', label: 'organic traffic for a real-estate developer within a year' },
    timeline: 'First improvements in 6 to 8 weeks; compounding after.',
  },
  branding: {
    intro:
      'A brand is a promise people recognise. We define what yours stands for, then design a bilingual identity that stays consistent on a storefront, a screen and a delivery bag.',
    includes: [
      {
        title: 'Brand strategy',
        text: 'Positioning, audience, personality and messaging pillars agreed with your leadership.',
      },
      {
        title: 'Naming',
        text: 'Name ideas checked for meaning in Arabic and English, domains and trademark availability.',
      },
      {
        title: 'Visual identity',
        text: 'Logo, bilingual typography, colour, illustration and photography direction.',
      },
      {
        title: 'Brand guidelines',
        text: 'A practical guide and templates so every supplier applies the brand correctly.',
      },
    ],
    deliverables: [
      'Strategy document',
      'Logo suite in Arabic and English',
      'Brand guidelines (PDF and online)',
      'Stationery, social and packaging templates',
    ],
    result: { value: '60+', label: `brands launched or refreshed ${FIGURE_TEXT.since}` },
    timeline: '5 to 8 weeks.',
  },
  'events-management': {
    intro:
      'We organise events people remember and measure: product launches, tech meetups, conferences and training days, with online ticketing and check-in handled by our own platform.',
    includes: [
      {
        title: 'Concept and planning',
        text: 'Event concept, agenda, speakers, budget and a run-of-show down to the minute.',
      },
      {
        title: 'Venue and production',
        text: 'Venue booking, stage, sound, lighting, screens, catering and permits.',
      },
      {
        title: 'Ticketing and check-in',
        text: 'Online booking with InstaPay and Vodafone Cash, QR tickets and fast door check-in.',
      },
      {
        title: 'Promotion and coverage',
        text: 'Campaigns to fill the room, plus photo and video coverage on the day.',
      },
    ],
    deliverables: [
      'Event plan and budget',
      'Booking page and QR tickets',
      'On-site team and production',
      'Attendance report and highlight video',
    ],
    result: { value: '35,000+', label: 'attendees checked in at events we ran' },
    timeline: 'From 3 weeks for a workshop to 4 months for a conference.',
  },
};

export const SERVICES: Service[] = SERVICE_LIST.map((service) => ({ ...service, ...DETAILS[service.slug]! }));

export function findService(slug: string | undefined): Service | undefined {
  return SERVICES.find((service) => service.slug === slug);
}
