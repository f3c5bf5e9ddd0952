import { Route, Routes, useLocation } from 'react-router';
import { EventsLayout } from '../features/events/components/events-layout';
import { HydrateInTurn } from '../lib/hydrate-in-turn';
import { lazyPage } from '../lib/lazy-page';

// Each page loads only where it is used: the booker's pages carry neither the list nor the event page,
// and the pages with forms bring their validation library alone.
const EventsListPage = lazyPage('src/features/events/components/events-list-page.tsx', () =>
  import('../features/events/components/events-list-page').then((m) => m.EventsListPage),
);
const EventDetailsPage = lazyPage('src/features/events/components/event-details-page.tsx', () =>
  import('../features/events/components/event-details-page').then((m) => m.EventDetailsPage),
);
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
  // The section's layout hydrates in a turn of its own, after the app's providers and router: a first
  // render of the whole shell was the longest task of the Arabic pages' hydration.
  return (
    <HydrateInTurn>
      <Routes>
        <Route element={<EventsLayout />}>
          {section === 'events' && <Route index element={<EventsListPage />} />}
          {section === 'events' && <Route path=":eventId" element={<EventDetailsPage />} />}
          {section === 'booking' && <Route path=":eventId" element={<BookingPage />} />}
          {section === 'waitlist' && <Route path=":token" element={<WaitlistPage />} />}
          {section === 'ticket' && <Route path=":token" element={<TicketPage />} />}
        </Route>
      </Routes>
    </HydrateInTurn>
  );
}
