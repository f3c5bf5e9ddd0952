import { Navigate } from 'react-router';
import { useSession } from '../features/auth';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';

/** /admin's index: a Scanner works the door, so its panel opens on the attendance screen. */
export function AdminHome() {
  const { profile } = useSession();
  if (profile.role === 'Scanner') return <Navigate to="/admin/check" replace />;
  return <DashboardPage />;
}
