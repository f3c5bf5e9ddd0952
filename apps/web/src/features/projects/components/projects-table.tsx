import { AR_EVENTS_ADMIN, AR_PROJECTS, type ProjectDto } from '@app/shared';
import { ArrowDown, ArrowUp, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { formatNumber } from '../../../lib/format';
import { projectIcon } from '../lib/project-icons';
import { thumbnailSrc } from '../lib/thumbnail';

type Props = {
  projects: ProjectDto[] | undefined;
  loading: boolean;
  reordering: boolean;
  onMove: (index: number, offset: -1 | 1) => void;
  onEdit: (project: ProjectDto) => void;
  onDelete: (project: ProjectDto) => void;
};

/**
 * The portfolio in its order. A table from the md breakpoint up that keeps to the screen with its
 * actions in view: the title's texts wrap, and the picture (also in the edit dialog) shows from
 * 1280 px; on a phone, cards with the picture beside the title and thumb-sized buttons.
 */
export function ProjectsTable({ projects, loading, reordering, onMove, onEdit, onDelete }: Props) {
  const count = projects?.length ?? 0;
  const order = (p: ProjectDto, buttonClass: string) => {
    const index = projects?.indexOf(p) ?? 0;
    return (
      <div className="flex items-center gap-1">
        <span className="w-6 text-center font-semibold text-slate-500">{formatNumber(index + 1)}</span>
        <Button
          size="icon"
          variant="ghost"
          className={buttonClass}
          aria-label={`${AR_PROJECTS.moveUp}: ${p.title}`}
          disabled={index === 0 || reordering}
          onClick={() => onMove(index, -1)}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className={buttonClass}
          aria-label={`${AR_PROJECTS.moveDown}: ${p.title}`}
          disabled={index === count - 1 || reordering}
          onClick={() => onMove(index, 1)}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
      </div>
    );
  };
  const picture = (p: ProjectDto, className: string) =>
    p.image ? (
      <img
        src={thumbnailSrc(p.image)}
        alt=""
        loading="lazy"
        className={`${className} shrink-0 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200`}
      />
    ) : (
      <span
        className={`${className} grid shrink-0 place-items-center rounded-md bg-slate-100 text-center text-xs text-slate-500`}
      >
        {AR_PROJECTS.noImage}
      </span>
    );
  const link = (p: ProjectDto) => (
    <a
      href={`/portfolio/${encodeURIComponent(p.slug)}`}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-w-0 items-center gap-1 text-xs text-brand-700 hover:underline"
    >
      <bdi dir="ltr" className="min-w-0 wrap-anywhere">
        /portfolio/{p.slug}
      </bdi>
      <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
    </a>
  );
  const actions = (p: ProjectDto, size: 'sm' | 'md') => (
    <div className="flex gap-2">
      <Button
        size={size}
        variant="secondary"
        onClick={() => onEdit(p)}
        aria-label={`${AR_PROJECTS.edit}: ${p.title}`}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {AR_PROJECTS.edit}
      </Button>
      <Button
        size={size}
        variant="danger"
        onClick={() => onDelete(p)}
        aria-label={`${AR_PROJECTS.delete}: ${p.title}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {AR_PROJECTS.delete}
      </Button>
    </div>
  );
  const columns: Column<ProjectDto>[] = [
    { key: 'order', header: AR_PROJECTS.order, cell: (p) => order(p, 'size-8') },
    {
      key: 'image',
      header: AR_PROJECTS.fieldImage,
      cell: (p) => picture(p, 'h-14 w-24'),
      className: 'hidden xl:table-cell',
    },
    {
      key: 'title',
      header: AR_PROJECTS.fieldTitle,
      cell: (p) => {
        const Icon = projectIcon(p.icon);
        const meta = [p.client, p.category].filter(Boolean).join(' · ');
        return (
          // The texts wrap within the column, so the actions stay in view on a laptop screen.
          <div className="flex max-w-96 min-w-48 items-start gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="grid min-w-0 gap-0.5">
              <span dir="auto" className="font-semibold break-words text-ink-900">
                {p.title}
              </span>
              {meta && (
                <span dir="auto" className="text-xs font-medium break-words text-slate-600">
                  {meta}
                </span>
              )}
              <span dir="auto" className="line-clamp-2 text-xs text-slate-500">
                {p.desc}
              </span>
              {link(p)}
            </div>
          </div>
        );
      },
    },
    { key: 'actions', header: AR_EVENTS_ADMIN.actions, cell: (p) => actions(p, 'sm') },
  ];

  return (
    <DataTable
      caption={AR_PROJECTS.adminTitle}
      columns={columns}
      rows={projects}
      getRowId={(p) => p._id}
      loading={loading}
      emptyText={AR_PROJECTS.empty}
      cards={{
        leading: (p) => picture(p, 'h-12 w-20'),
        title: (p) => (
          <span dir="auto" className="break-words">
            {p.title}
          </span>
        ),
        fields: (p) => [
          ...(p.client ? [{ label: AR_PROJECTS.fieldClient, value: p.client, short: true }] : []),
          ...(p.category ? [{ label: AR_PROJECTS.fieldCategory, value: p.category, short: true }] : []),
          {
            label: AR_PROJECTS.fieldDesc,
            value: (
              <span className="grid gap-1">
                <span dir="auto">{p.desc}</span>
                {link(p)}
              </span>
            ),
          },
          { label: AR_PROJECTS.order, value: order(p, 'size-11') },
        ],
        footer: (p) => actions(p, 'md'),
      }}
    />
  );
}
