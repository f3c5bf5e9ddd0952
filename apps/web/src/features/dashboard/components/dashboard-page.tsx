import { AR_SHELL } from '@app/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { useSession } from '../../auth';
import { UnfinishedTasksPanel } from '../../tasks';
import { AdminOverview } from './admin-overview';
import { DoorCard } from './door-card';

/**
 * /admin index (docs/product.md#login-and-shell): a greeting, then the Admin's panel or the member's unfinished
 * tasks; a Scanner's home also leads to the door (docs/product.md#staff-home).
 */
export function DashboardPage() {
  const { profile } = useSession();
  const isAdmin = profile.role === 'Admin';
  return (
    <div>
      <PageHeader
        title={AR_SHELL.greeting(profile.username)}
        description={isAdmin ? AR_SHELL.adminWelcome : undefined}
      />
      {isAdmin ? (
        <AdminOverview />
      ) : (
        <div className="grid gap-4">
          {/* A Scanner's work is the door: its button comes first, above the tasks. */}
          {profile.role === 'Scanner' && <DoorCard />}
          <UnfinishedTasksPanel />
        </div>
      )}
    </div>
  );
}
