import { Navigate, Route, Routes } from 'react-router';
import { AccountPage } from '../features/account/components/account-page';
import { AdminLayout } from '../features/auth/components/admin-layout';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireSession } from '../features/auth/components/require-session';
import { BackupsPage } from '../features/backups/components/backups-page';
import { BookingsPage } from '../features/bookings/components/bookings-page';
import { wipeDoorData } from '../features/check-in';
import { CheckInPage } from '../features/check-in/components/check-in-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { EventsAdminPage } from '../features/events-admin/components/events-admin-page';
import { MessagesPage } from '../features/messages/components/messages-page';
import { ProjectsAdminPage } from '../features/projects/components/projects-admin-page';
import { TasksPage } from '../features/tasks/components/tasks-page';
import { UsersPage } from '../features/users/components/users-page';
import { lazyPage } from '../lib/lazy-page';
import { onSessionEnd } from '../lib/session';

// The end of a session wipes the door scanner's data from the device (docs/api/check-in.md#the-door).
onSessionEnd(() => {
  void wipeDoorData();
});

/** Admin's operations page (failed emails): loaded only when an Admin opens it. */
const OperationsPage = lazyPage('src/features/operations/components/operations-page.tsx', () =>
  import('../features/operations/components/operations-page').then((m) => m.OperationsPage),
);

/** The payment desk (section 16): its own chunk; Papa Parse loads inside it only when a statement is chosen. */
const PaymentsPage = lazyPage('src/features/payments/components/payments-page.tsx', () =>
  import('../features/payments/components/payments-page').then((m) => m.PaymentsPage),
);
/** An event's messages (docs/api/event-messages.md), Admin and Supporter: its own chunk. */
const EventMessagesPage = lazyPage('src/features/event-messages/components/event-messages-page.tsx', () =>
  import('../features/event-messages/components/event-messages-page').then((m) => m.EventMessagesPage),
);
/** An event's own page (docs/api/reports.md#the-events-page): its charts (uPlot) load only with it. */
const EventReportPage = lazyPage('src/features/event-report/components/event-report-page.tsx', () =>
  import('../features/event-report/components/event-report-page').then((m) => m.EventReportPage),
);
/** Admin's personal-data screens (docs/api/privacy.md): loaded only when an Admin opens them. */
const PrivacyPage = lazyPage('src/features/privacy/components/privacy-page.tsx', () =>
  import('../features/privacy/components/privacy-page').then((m) => m.PrivacyPage),
);
const AccessLogPage = lazyPage('src/features/privacy/components/access-log-page.tsx', () =>
  import('../features/privacy/components/access-log-page').then((m) => m.AccessLogPage),
);

/**
 * The staff panel (Arabic, right-to-left); this module and everything it imports is lazy-loaded.
 * It is mounted under /admin/*: descendant <Routes> match what follows that prefix, so paths here are relative.
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route
        element={
          <RequireSession>
            <AdminLayout />
          </RequireSession>
        }
      >
        {/* Every role's home is the dashboard, never a redirect (docs/product.md#staff-home). */}
        <Route index element={<DashboardPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="projects" element={<ProjectsAdminPage />} />
        <Route path="events" element={<EventsAdminPage />} />
        <Route path="events/:id/messages" element={<EventMessagesPage />} />
        <Route path="events/:id" element={<EventReportPage />} />
        <Route path="bookings" element={<BookingsPage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="tasks" element={<TasksPage />} />
        <Route path="check" element={<CheckInPage />} />
        <Route path="backups" element={<BackupsPage />} />
        <Route path="profile" element={<AccountPage />} />
        <Route path="operations" element={<OperationsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="audit" element={<AccessLogPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
