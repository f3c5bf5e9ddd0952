import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AboutPage } from '../features/site/components/about-page';
import { CareersPage } from '../features/site/components/careers-page';
import { ContactPage } from '../features/site/components/contact-page';
import { FaqPage } from '../features/site/components/faq-page';
import { HomePage } from '../features/site/components/home-page';
import { NotFoundPage } from '../features/site/components/not-found-page';
import { PortfolioPage } from '../features/site/components/portfolio-page';
import { PublicLayout } from '../features/site/components/public-layout';
import { ServicePage } from '../features/site/components/service-page';
import { ServicesPage } from '../features/site/components/services-page';
import { TeamPage } from '../features/site/components/team-page';

// Arabic events pages and the staff panel load on demand: the English pages never download them.
const EventsRoutes = lazy(() => import('./events-routes'));
const AdminRoutes = lazy(() => import('./admin-routes'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about-details" element={<AboutPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="services/:serviceName" element={<ServicePage />} />
        <Route path="portfolio/:title" element={<PortfolioPage />} />
        <Route path="contact-us" element={<ContactPage />} />
        <Route path="team" element={<TeamPage />} />
        <Route path="careers" element={<CareersPage />} />
        <Route path="faq" element={<FaqPage />} />
      </Route>
      <Route
        path="/events/*"
        element={
          <Suspense fallback={null}>
            <EventsRoutes />
          </Suspense>
        }
      />
      <Route
        path="/booking/*"
        element={
          <Suspense fallback={null}>
            <EventsRoutes />
          </Suspense>
        }
      />
      <Route
        path="/ticket/*"
        element={
          <Suspense fallback={null}>
            <EventsRoutes />
          </Suspense>
        }
      />
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={null}>
            <AdminRoutes />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
