import { childPath, SITE_PATHS, sectionPath } from '@app/shared';
import { Route, Routes } from 'react-router';
import { lazyPage } from '../lib/lazy-page';

// Each page loads on demand: a page's first load carries its own code only, never another page's,
// the Arabic events pages' or the staff panel's. Sources are named as in Vite's manifest.
const site = 'src/features/site/components';
const PublicLayout = lazyPage(`${site}/public-layout.tsx`, () =>
  import('../features/site/components/public-layout').then((m) => m.PublicLayout),
);
const HomePage = lazyPage(`${site}/home-page.tsx`, () =>
  import('../features/site/components/home-page').then((m) => m.HomePage),
);
const AboutPage = lazyPage(`${site}/about-page.tsx`, () =>
  import('../features/site/components/about-page').then((m) => m.AboutPage),
);
const ServicesPage = lazyPage(`${site}/services-page.tsx`, () =>
  import('../features/site/components/services-page').then((m) => m.ServicesPage),
);
const ServicePage = lazyPage(`${site}/service-page.tsx`, () =>
  import('../features/site/components/service-page').then((m) => m.ServicePage),
);
const PortfolioPage = lazyPage(`${site}/portfolio-page.tsx`, () =>
  import('../features/site/components/portfolio-page').then((m) => m.PortfolioPage),
);
const ContactPage = lazyPage(`${site}/contact-page.tsx`, () =>
  import('../features/site/components/contact-page').then((m) => m.ContactPage),
);
const TeamPage = lazyPage(`${site}/team-page.tsx`, () =>
  import('../features/site/components/team-page').then((m) => m.TeamPage),
);
const CareersPage = lazyPage(`${site}/careers-page.tsx`, () =>
  import('../features/site/components/careers-page').then((m) => m.CareersPage),
);
const FaqPage = lazyPage(`${site}/faq-page.tsx`, () =>
  import('../features/site/components/faq-page').then((m) => m.FaqPage),
);
// The 404 page carries the English site's texts and meta (every service's): in the first-load chunk they
// would ride along with every Arabic page.
const NotFoundPage = lazyPage(`${site}/not-found-page.tsx`, () =>
  import('../features/site/components/not-found-page').then((m) => m.NotFoundPage),
);
const EventsRoutes = lazyPage('src/app/events-routes.tsx', () =>
  import('./events-routes').then((m) => m.default),
);
const AdminRoutes = lazyPage('src/app/admin-routes.tsx', () =>
  import('./admin-routes').then((m) => m.default),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path={childPath(SITE_PATHS.about)} element={<AboutPage />} />
        <Route path={childPath(SITE_PATHS.services)} element={<ServicesPage />} />
        <Route path={childPath(SITE_PATHS.service)} element={<ServicePage />} />
        <Route path={childPath(SITE_PATHS.portfolio)} element={<PortfolioPage />} />
        <Route path={childPath(SITE_PATHS.contact)} element={<ContactPage />} />
        <Route path={childPath(SITE_PATHS.team)} element={<TeamPage />} />
        <Route path={childPath(SITE_PATHS.careers)} element={<CareersPage />} />
        <Route path={childPath(SITE_PATHS.faq)} element={<FaqPage />} />
      </Route>
      <Route path={sectionPath(SITE_PATHS.event)} element={<EventsRoutes />} />
      <Route path={sectionPath(SITE_PATHS.booking)} element={<EventsRoutes />} />
      <Route path={sectionPath(SITE_PATHS.ticket)} element={<EventsRoutes />} />
      <Route path={sectionPath(SITE_PATHS.waitlist)} element={<EventsRoutes />} />
      <Route path={SITE_PATHS.admin} element={<AdminRoutes />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
