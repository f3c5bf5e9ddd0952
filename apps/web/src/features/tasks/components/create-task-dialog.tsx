import { AR_COMMON, AR_TASKS, type CreateTaskBody, createTaskBodySchema } from '@app/shared';
import { useEffect } from 'react';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select';
import { errorText } from '../../../lib/api-client';
import { toCairoDateInput } from '../../../lib/format';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateTask } from '../api/create-task';
import { useAssignableUsers } from '../api/get-assignable-users';

const EMPTY: CreateTaskBody = { userId: '', title: '', description: '', dueDate: '' };

/** Admin only (docs/product.md#validation): user, title, description and due date, all required. */
export function CreateTaskDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}) {
  const users = useAssignableUsers({ enabled: open });
  const create = useCreateTask();
  const form = useSchemaForm<CreateTaskBody>(createTaskBodySchema, { defaultValues: EMPTY }).form;
  const { errors } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset(EMPTY);
      create.reset();
    }
  }, [open, form.reset, create.reset]);

  const submit = form.handleSubmit((body) => {
    create.mutate(body, { onSuccess: () => onCreated() });
  });

  const userOptions = (users.data ?? []).map((user) => ({ value: user._id, label: user.username }));
  const usersMessage = users.isError
    ? errorText(users.error, AR_TASKS.usersFetchFailed)
    : users.isSuccess && userOptions.length === 0
      ? AR_TASKS.noAssignableUsers
      : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !create.isPending && onOpenChange(next)}
      title={AR_TASKS.create}
      size="lg"
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {create.isError && (
          <AlertBanner tone="error">{errorText(create.error, AR_TASKS.createFailed)}</AlertBanner>
        )}
        {usersMessage && <AlertBanner tone={users.isError ? 'error' : 'warning'}>{usersMessage}</AlertBanner>}
        <SelectField
          label={AR_TASKS.user}
          placeholder={users.isPending ? AR_COMMON.loading : AR_TASKS.chooseUser}
          options={userOptions}
          error={errors.userId?.message}
          disabled={users.isPending}
          required
          {...form.register('userId')}
        />
        <TextField
          label={AR_TASKS.taskTitle}
          error={errors.title?.message}
          maxLength={200}
          required
          {...form.register('title')}
        />
        <TextareaField
          label={AR_TASKS.description}
          error={errors.description?.message}
          maxLength={5000}
          required
          {...form.register('description')}
        />
        <DateField
          type="date"
          label={AR_TASKS.dueDate}
          error={errors.dueDate?.message}
          min={toCairoDateInput(Date.now())}
          required
          {...form.register('dueDate')}
        />
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            {AR_COMMON.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {create.isPending ? AR_TASKS.creating : AR_TASKS.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
