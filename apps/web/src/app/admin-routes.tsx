import { Navigate, Route, Routes } from 'react-router';
import { AccountPage } from '../features/account/components/account-page';
import { AdminLayout } from '../features/auth/components/admin-layout';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireSession } from '../features/auth/components/require-session';
import { BookingsPage } from '../features/bookings/components/bookings-page';
import { wipeDoorData } from '../features/check-in';
import { CheckInPage } from '../features/check-in/components/check-in-page';
import { EventsAdminPage } from '../features/events-admin/components/events-admin-page';
import { MessagesPage } from '../features/messages/components/messages-page';
import { ProjectsAdminPage } from '../features/projects/components/projects-admin-page';
import { TasksPage } from '../features/tasks/components/tasks-page';
import { UsersPage } from '../features/users/components/users-page';
import { onSessionEnd } from '../lib/session';
import { AdminHome } from './admin-home';

// The end of a session wipes the door scanner's data from the device (DECISIONS.md section 6).
onSessionEnd(() => {
  void wipeDoorData();
});

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
        <Route index element={<AdminHome />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="projects" element={<ProjectsAdminPage />} />
        <Route path="events" element={<EventsAdminPage />} />
        <Route path="bookings" element={<BookingsPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="tasks" element={<TasksPage />} />
        <Route path="check" element={<CheckInPage />} />
        <Route path="profile" element={<AccountPage />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
