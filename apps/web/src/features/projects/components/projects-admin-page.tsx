import { AR_CONTACT_REQUESTS, AR_PROJECTS, type ProjectDto } from '@app/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { errorText } from '../../../lib/api-client';
import { useDeleteProject } from '../api/delete-project';
import { useAdminProjects } from '../api/get-projects';
import { useReorderProjects } from '../api/reorder-projects';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectsTable } from './projects-table';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** /admin/projects (Admin, Contant): the portfolio shown on the home page and at /portfolio/{slug}. */
export function ProjectsAdminPage() {
  const projects = useAdminProjects();
  const reorder = useReorderProjects();
  const remove = useDeleteProject();
  const [formTarget, setFormTarget] = useState<'create' | ProjectDto | null>(null);
  const [deleting, setDeleting] = useState<ProjectDto | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const move = (index: number, offset: -1 | 1) => {
    const list = projects.data;
    if (!list) return;
    const target = index + offset;
    if (target < 0 || target >= list.length) return;
    const next = [...list];
    [next[index], next[target]] = [next[target]!, next[index]!];
    setNotice(null);
    reorder.mutate(next, {
      onError: (error) => setNotice({ tone: 'error', text: errorText(error, AR_PROJECTS.reorderFailed) }),
    });
  };

  return (
    <section>
      <PageHeader
        title={AR_PROJECTS.adminTitle}
        actions={
          <Button onClick={() => setFormTarget('create')}>
            <Plus aria-hidden="true" className="size-4" />
            {AR_PROJECTS.add}
          </Button>
        }
      />
      {notice && (
        <AlertBanner tone={notice.tone} onDismiss={() => setNotice(null)} className="mb-4">
          {notice.text}
        </AlertBanner>
      )}
      {projects.isError ? (
        <AlertBanner tone="error">
          <span className="flex flex-wrap items-center justify-between gap-3">
            {errorText(projects.error, AR_PROJECTS.fetchFailed)}
            <Button size="sm" variant="secondary" onClick={() => projects.refetch()}>
              {AR_CONTACT_REQUESTS.retry}
            </Button>
          </span>
        </AlertBanner>
      ) : (
        <ProjectsTable
          projects={projects.data}
          loading={projects.isPending}
          reordering={reorder.isPending}
          onMove={move}
          onEdit={(project) => {
            setNotice(null);
            setFormTarget(project);
          }}
          onDelete={(project) => {
            setNotice(null);
            setDeleting(project);
          }}
        />
      )}
      <ProjectFormDialog
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={(text) => {
          setFormTarget(null);
          setNotice({ tone: 'success', text });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={AR_PROJECTS.delete}
        description={
          deleting ? (
            <>
              {AR_PROJECTS.deleteConfirm}
              <strong dir="auto" className="mt-1 block text-ink-900">
                {deleting.title}
              </strong>
            </>
          ) : undefined
        }
        confirmLabel={AR_PROJECTS.delete}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting._id, {
            onSuccess: (result) => {
              setDeleting(null);
              setNotice({ tone: 'success', text: result.message ?? AR_PROJECTS.deleted });
            },
            onError: (error) => {
              setDeleting(null);
              setNotice({ tone: 'error', text: errorText(error, AR_PROJECTS.deleteFailed) });
            },
          });
        }}
      />
    </section>
  );
}
