import {
  AR_COMMON,
  AR_PROJECTS,
  PROJECT_ICONS,
  type ProjectDto,
  type ProjectFormValues,
  projectFormSchema,
} from '@app/shared';
import { FormActions, FormDialog, FormServerError } from '../../../components/ui/form-dialog';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { ImageField } from '../../../components/ui/image-field';
import { SelectField } from '../../../components/ui/select';
import { errorText } from '../../../lib/api-client';
import { usePictureForm } from '../../../lib/use-picture-form';
import { useSaveProject } from '../api/save-project';
import { projectIcon } from '../lib/project-icons';
import { thumbnailSrc } from '../lib/thumbnail';

type FormShape = {
  title: string;
  desc: string;
  body: string;
  icon: string;
  client: string;
  category: string;
};

const ICON_OPTIONS = PROJECT_ICONS.map((name) => ({ value: name, label: AR_PROJECTS.icons[name] ?? name }));

type Props = {
  /** 'create', or the project being edited; null keeps the dialog closed. */
  target: 'create' | ProjectDto | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

export function ProjectFormDialog({ target, onClose, onSaved }: Props) {
  return (
    <FormDialog
      target={target}
      onClose={onClose}
      title={(editing) => (editing ? AR_PROJECTS.editTitle : AR_PROJECTS.createTitle)}
      description={(editing) => editing?.title}
    >
      {(editing) => <ProjectForm editing={editing} onCancel={onClose} onSaved={onSaved} />}
    </FormDialog>
  );
}

function ProjectForm({
  editing,
  onCancel,
  onSaved,
}: {
  editing: ProjectDto | null;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveProject();
  const { form, field, errors, serverError, setServerError, picture, imageId } = usePictureForm<
    FormShape,
    ProjectFormValues
  >(
    projectFormSchema,
    editing
      ? {
          title: editing.title,
          desc: editing.desc,
          body: editing.body,
          icon: editing.icon,
          client: editing.client,
          category: editing.category,
        }
      : { title: '', desc: '', body: '', icon: 'sparkles', client: '', category: '' },
  );
  const Icon = projectIcon(form.watch('icon'));

  const submit = form.handleSubmit(async (values) => {
    if (picture.error) return;
    setServerError(null);
    try {
      const result = await save.mutateAsync({ id: editing?._id, values, image: picture.file });
      onSaved(result.message ?? (editing ? AR_PROJECTS.updated : AR_PROJECTS.created));
    } catch (error) {
      setServerError(errorText(error, AR_PROJECTS.saveFailed));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormServerError error={serverError} onDismiss={() => setServerError(null)} />
      <TextField
        label={AR_PROJECTS.fieldTitle}
        required
        error={errors.title?.message}
        dir="auto"
        {...field('title')}
      />
      <TextareaField
        label={AR_PROJECTS.fieldDesc}
        required
        rows={2}
        error={errors.desc?.message}
        dir="auto"
        {...field('desc')}
      />
      <TextareaField
        label={AR_PROJECTS.fieldBody}
        rows={5}
        error={errors.body?.message}
        dir="auto"
        {...field('body')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={AR_PROJECTS.fieldClient}
          error={errors.client?.message}
          dir="auto"
          {...field('client')}
        />
        <TextField
          label={AR_PROJECTS.fieldCategory}
          error={errors.category?.message}
          dir="auto"
          {...field('category')}
        />
        <div className="flex items-end gap-2">
          <SelectField
            label={AR_PROJECTS.fieldIcon}
            options={ICON_OPTIONS}
            error={errors.icon?.message}
            fieldClassName="flex-1"
            {...field('icon')}
          />
          <span className="mb-0.5 grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
        </div>
      </div>
      <ImageField
        id={imageId}
        label={AR_PROJECTS.fieldImage}
        picture={picture}
        currentImage={editing?.image ? thumbnailSrc(editing.image) : null}
        currentAlt={AR_PROJECTS.currentImage}
        newAlt=""
        hint={editing ? AR_PROJECTS.imageOptional : AR_COMMON.imageType}
      />
      <FormActions onCancel={onCancel} pending={save.isPending} />
    </form>
  );
}
