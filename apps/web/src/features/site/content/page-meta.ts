import { SERVICE_LIST } from './service-list';

export type PageMeta = { title: string; description: string };

const BRAND = 'Nile Pixel';

export function pageTitle(title: string) {
  return title === BRAND ? `${BRAND} | Digital Agency in Cairo` : `${title} | ${BRAND}`;
}

/** Title and description of every prerendered page; the prerender script writes them into the HTML head. */
export const PAGE_META: Record<string, PageMeta> = {
  '/': {
    title: BRAND,
    description:
      'Nile Pixel is a Cairo digital agency: digital marketing, social media, content, web and mobile development, SEO, branding and events.',
  },
  '/about-details': {
    title: 'About Us',
    description:
      'Our vision, our message and the five values behind every Nile Pixel project: quality, innovation, transparency, commitment and continuous support.',
  },
  '/services': {
    title: 'Services',
    description:
      'Eight services from one Cairo team: digital marketing, social media management, content creation, web development, mobile apps, SEO, branding and events management.',
  },
  '/contact-us': {
    title: 'Contact Us',
    description: 'Send Nile Pixel your question or project. A member of our team replies within 24 hours.',
  },
  '/team': {
    title: 'Our Team',
    description: 'Meet the strategists, designers, engineers and producers who lead Nile Pixel projects.',
  },
  '/careers': {
    title: 'Careers',
    description: 'Open positions at Nile Pixel in Cairo: engineering, marketing, content and events.',
  },
  '/faq': {
    title: 'FAQ',
    description:
      'Answers about cost, timelines, ownership, Arabic content and support after launch at Nile Pixel.',
  },
  ...Object.fromEntries(
    SERVICE_LIST.map((service) => [
      `/services/${service.slug}`,
      { title: service.title, description: service.summary },
    ]),
  ),
};

export const NOT_FOUND_META: PageMeta = {
  title: 'Page Not Found',
  description: 'This page does not exist on the Nile Pixel website.',
};
