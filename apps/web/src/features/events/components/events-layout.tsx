import { Outlet } from 'react-router';

/** Placeholder until the public-site issue builds the header and footer. */
export function EventsLayout() {
  return <Outlet />;
}
