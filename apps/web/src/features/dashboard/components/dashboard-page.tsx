import { AR } from '@app/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { useSession } from '../../auth';
import { UnfinishedTasksPanel } from '../../tasks';
import { AdminOverview } from './admin-overview';

/** /admin index (SPEC.md section 2): a greeting, then the Admin's panel or the member's unfinished tasks. */
export function DashboardPage() {
  const { profile } = useSession();
  const isAdmin = profile.role === 'Admin';
  return (
    <div>
      <PageHeader
        title={AR.shell.greeting(profile.username)}
        description={isAdmin ? AR.shell.adminWelcome : undefined}
      />
      {isAdmin ? <AdminOverview /> : <UnfinishedTasksPanel />}
    </div>
  );
}
