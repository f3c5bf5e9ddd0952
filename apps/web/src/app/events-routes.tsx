import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { EventDetailsPage } from '../features/events/components/event-details-page';
import { EventsLayout } from '../features/events/components/events-layout';
import { EventsListPage } from '../features/events/components/events-list-page';
import { lazyPage } from '../lib/lazy-page';

// The pages with forms (and their validation library) load only where they are used.
const BookingPage = lazyPage('src/features/booking/components/booking-page.tsx', () =>
  import('../features/booking/components/booking-page').then((m) => m.BookingPage),
);
const WaitlistPage = lazyPage('src/features/waitlist/components/waitlist-page.tsx', () =>
  import('../features/waitlist/components/waitlist-page').then((m) => m.WaitlistPage),
);
const TicketPage = lazyPage('src/features/ticket/components/ticket-page.tsx', () =>
  import('../features/ticket/components/ticket-page').then((m) => m.TicketPage),
);

/**
 * Arabic, right-to-left public pages: /events, /events/:eventId, /booking/:eventId, /ticket/:token,
 * /waitlist/:token.
 * This module is mounted under /events/*, /booking/*, /ticket/* and /waitlist/*; descendant <Routes> match only what
 * follows the parent's prefix, so the prefix picks the branch and the paths below are relative to it.
 */
export default function EventsRoutes() {
  const section = useLocation().pathname.split('/')[1];
  return (
    <Routes>
      <Route element={<EventsLayout />}>
        {section === 'events' && <Route index element={<EventsListPage />} />}
        {section === 'events' && <Route path=":eventId" element={<EventDetailsPage />} />}
        {section === 'booking' && (
          <Route
            path=":eventId"
            element={
              <Suspense fallback={null}>
                <BookingPage />
              </Suspense>
            }
          />
        )}
        {section === 'waitlist' && (
          <Route
            path=":token"
            element={
              <Suspense fallback={null}>
                <WaitlistPage />
              </Suspense>
            }
          />
        )}
        {section === 'ticket' && (
          <Route
            path=":token"
            element={
              <Suspense fallback={null}>
                <TicketPage />
              </Suspense>
            }
          />
        )}
      </Route>
    </Routes>
  );
}
