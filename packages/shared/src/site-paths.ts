/**
 * Every page the web app answers, in one table: the router mounts these paths, the prerender step
 * writes the English pages among them (PAGE_META), and the server answers the others with the
 * app's shell, and anything else with the 404 page.
 */
export const SITE_PATHS = {
  home: '/',
  about: '/about-details',
  services: '/services',
  service: '/services/:serviceName',
  portfolio: '/portfolio/:title',
  contact: '/contact-us',
  team: '/team',
  careers: '/careers',
  faq: '/faq',
  events: '/events',
  event: '/events/:eventId',
  booking: '/booking/:eventId',
  ticket: '/ticket/:token',
  waitlist: '/waitlist/:token',
  admin: '/admin/*',
} as const;

/** The Arabic sections (events, booking, ticket, staff panel): never the English prerendered shell. */
const ARABIC_SECTION = /^\/(events|booking|ticket|waitlist|admin)(\/|$)/;

/** What a parameter may hold where it is narrower than "anything up to the next slash". */
const PARAMETERS: Record<string, string> = { serviceName: '[\\w-]+' };

function patternOf(sitePath: string): RegExp {
  const body = sitePath
    .replace(/\/\*$/, '(?:/.*)?')
    .replace(/:([A-Za-z]+)/g, (_, name: string) => PARAMETERS[name] ?? '[^/]+')
    .replace(/^\/$/, '');
  return new RegExp(`^${body}/?$`);
}

const SITE_PATTERNS = Object.values(SITE_PATHS).map(patternOf);

/** Whether the web app has a page at this path (its parameters not looked up). */
export function isSitePath(pathname: string): boolean {
  return SITE_PATTERNS.some((pattern) => pattern.test(pathname));
}

export function isArabicSection(pathname: string): boolean {
  return ARABIC_SECTION.test(pathname);
}

/** A path of the table as a route nested under the site's root layout ('/about-details' → 'about-details'). */
export function childPath(sitePath: string): string {
  return sitePath.replace(/^\//, '');
}

/** The section a page with a parameter belongs to, for a router that mounts the whole section ('/booking/:eventId' → '/booking/*'). */
export function sectionPath(sitePath: string): string {
  return sitePath.replace(/\/:[A-Za-z]+$/, '/*');
}
