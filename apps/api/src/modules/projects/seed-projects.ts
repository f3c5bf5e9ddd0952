import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema';
import { slugify } from './slug';

type SeedProject = {
  title: string;
  summary: string;
  body: string;
  icon: string;
  client: string;
  category: string;
};

/** The agency's portfolio on a fresh install; staff edit or replace it at /admin/projects. */
const SEED_PROJECTS: SeedProject[] = [
  {
    title: 'Nile Bites Ordering App',
    summary:
      'A branded ordering app for a 14-branch Cairo restaurant chain, cutting phone orders in half within three months.',
    body: [
      'Nile Bites had grown from one koshary shop in Heliopolis to fourteen branches across Greater Cairo, yet almost every delivery order still came in by phone. At lunch peaks customers waited on hold, and orders were written by hand and mistyped.',
      'We designed and built iOS and Android apps with a shared codebase, live menus per branch, Arabic and English interfaces, cash on delivery, card and wallet payments, and order tracking from kitchen to doorstep. Branch tablets receive orders instantly and print kitchen tickets.',
      'Within three months of launch 52% of delivery orders came through the app, the average order value rose 18%, and the call centre moved its staff to customer care.',
    ].join('\n\n'),
    icon: 'smartphone',
    client: 'Nile Bites',
    category: 'Mobile Apps',
  },
  {
    title: 'Coral Bay Resort Booking Website',
    summary:
      'A fast, bilingual booking website for a Red Sea resort in Hurghada that moved guests from travel agents to direct bookings.',
    body: [
      'Coral Bay, a 220-room resort on the Red Sea coast, sold most of its nights through online travel agencies and paid up to 20% commission on each one.',
      'We rebuilt its website around direct booking: room and package pages with real photography, a date picker with live availability from the hotel system, prices in EGP, EUR and USD, and a checkout that takes a deposit by card. The pages load in under two seconds on a mobile connection.',
      'In the first season direct bookings grew from 9% to 31% of reservations, and the resort recovered the project cost in eleven weeks of saved commission.',
    ].join('\n\n'),
    icon: 'globe',
    client: 'Coral Bay Resort, Hurghada',
    category: 'Web Development',
  },
  {
    title: 'Masarif Wallet Brand Identity',
    summary:
      'Name, logo and visual system for a new Egyptian digital wallet built to feel trustworthy to first-time users.',
    body: [
      'Masarif is a digital wallet for young Egyptians receiving their first salaries. The founders needed a brand that felt as safe as a bank but as friendly as a messaging app.',
      'We ran workshops with the team and interviews with twenty future users, then designed the logo, a bilingual type pairing, a colour system tested for accessibility, an icon set, and app store artwork. A 40-page brand book keeps every screen and campaign consistent.',
      'The identity launched with the app and helped Masarif reach 100,000 sign-ups in its first four months.',
    ].join('\n\n'),
    icon: 'palette',
    client: 'Masarif',
    category: 'Branding',
  },
  {
    title: 'Qamar Juices Ramadan Campaign',
    summary:
      'A thirty-day Ramadan social campaign for a juice brand, with daily iftar stories that reached 6.2 million people.',
    body: [
      'Qamar Juices wanted to own the iftar table during Ramadan without one more loud television advert.',
      'We created "One Table", a series of thirty short videos and posts, one for each night, telling real stories of families, neighbours and strangers sharing iftar across Egypt. Followers nominated people for the next episode, and every nomination added a meal box to a partner charity.',
      'The campaign reached 6.2 million people, collected 48,000 nominations and funded 25,000 meal boxes, while brand mentions grew fourfold compared with the previous Ramadan.',
    ].join('\n\n'),
    icon: 'megaphone',
    client: 'Qamar Juices',
    category: 'Social Media Management',
  },
  {
    title: 'Fasl Online Learning Platform',
    summary:
      'An EdTech platform for secondary school students with live classes, recorded lessons and exam practice.',
    body: [
      'Fasl Academy teaches thousands of Thanaweya Amma students in Alexandria, but lessons were spread over video links, chat groups and paper handouts.',
      'We built one web platform and companion app: live classes with attendance, a library of recorded lessons by subject and chapter, timed practice exams with instant marking, and a dashboard where parents follow progress. Video is streamed adaptively so it plays on weak mobile connections.',
      'Twelve thousand students used the platform in its first school year, with an average of five study sessions a week.',
    ].join('\n\n'),
    icon: 'graduation-cap',
    client: 'Fasl Academy',
    category: 'Web Development',
  },
  {
    title: 'TechNile Summit 2025 Production',
    summary:
      'Full production of a two-day technology conference in New Cairo: stage, screens, registration and live stream.',
    body: [
      'TechNile Summit brings together 2,500 founders, engineers and investors for two days in New Cairo.',
      'We handled the whole event: stage and LED screen design, sound and lighting, a QR code registration desk that checked in 1,800 guests in the first hour, speaker management, and a multi-camera live stream watched from 40 countries. A social media team published highlights throughout both days.',
      'Attendance grew 35% on the previous edition, and 92% of surveyed guests rated the organisation excellent.',
    ].join('\n\n'),
    icon: 'calendar-days',
    client: 'TechNile',
    category: 'Events Management',
  },
];

/** The seeded projects as rows: their images are the SVG files in apps/web/public/portfolio/<slug>.svg. */
export function seedProjectRows() {
  return SEED_PROJECTS.map((project, index) => {
    const slug = slugify(project.title);
    return { ...project, slug, image: `/portfolio/${slug}.svg`, sortOrder: index };
  });
}

/**
 * Fills an empty portfolio on first start. Safe when two processes start at once: both may see the
 * table empty, but the unique slug lets only one copy of each project in.
 */
export async function seedProjects(db: Db): Promise<number> {
  const [existing] = await db
    .select({ id: projects.id })
    .from(projects)
    .orderBy(asc(projects.sortOrder))
    .limit(1);
  if (existing) return 0;
  const inserted = await db
    .insert(projects)
    .values(seedProjectRows())
    .onConflictDoNothing({ target: projects.slug })
    .returning({ id: projects.id });
  return inserted.length;
}
