import { Route, Routes, useLocation } from 'react-router';
import { BookingPage } from '../features/booking/components/booking-page';
import { EventDetailsPage } from '../features/events/components/event-details-page';
import { EventsLayout } from '../features/events/components/events-layout';
import { EventsListPage } from '../features/events/components/events-list-page';
import { TicketPage } from '../features/events/components/ticket-page';

/**
 * Arabic, right-to-left public pages: /events, /events/:eventId, /booking/:eventId, /ticket/:token.
 * This module is mounted under /events/*, /booking/* and /ticket/*; descendant <Routes> match only what
 * follows the parent's prefix, so the prefix picks the branch and the paths below are relative to it.
 */
export default function EventsRoutes() {
  const section = useLocation().pathname.split('/')[1];
  return (
    <Routes>
      <Route element={<EventsLayout />}>
        {section === 'events' && <Route index element={<EventsListPage />} />}
        {section === 'events' && <Route path=":eventId" element={<EventDetailsPage />} />}
        {section === 'booking' && <Route path=":eventId" element={<BookingPage />} />}
        {section === 'ticket' && <Route path=":token" element={<TicketPage />} />}
      </Route>
    </Routes>
  );
}
