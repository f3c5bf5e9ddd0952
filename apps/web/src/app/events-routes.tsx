import { Route, Routes } from 'react-router';
import { BookingPage } from '../features/booking/components/booking-page';
import { EventDetailsPage } from '../features/events/components/event-details-page';
import { EventsLayout } from '../features/events/components/events-layout';
import { EventsListPage } from '../features/events/components/events-list-page';
import { TicketPage } from '../features/events/components/ticket-page';

/** Arabic, right-to-left public pages: /events, /events/:eventId, /booking/:eventId, /ticket/:token. */
export default function EventsRoutes() {
  return (
    <Routes>
      <Route element={<EventsLayout />}>
        <Route path="/events" element={<EventsListPage />} />
        <Route path="/events/:eventId" element={<EventDetailsPage />} />
        <Route path="/booking/:eventId" element={<BookingPage />} />
        <Route path="/ticket/:token" element={<TicketPage />} />
      </Route>
    </Routes>
  );
}
