/** The unfinished-tasks panel the dashboard shows to non-admins. */
export { UnfinishedTasksPanel } from './components/unfinished-tasks-panel';
