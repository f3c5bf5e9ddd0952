import {
  AR,
  type EventDto,
  eventFormSchema,
  fromCairoDateTimeInput,
  toCairoDateTimeInput,
} from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImageUp } from 'lucide-react';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { AlertBanner } from '../../../components/ui/alert-banner';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { FilePicker } from '../../../components/ui/file-picker';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { errorText } from '../../../lib/api-client';
import { useImageChoice } from '../../../lib/use-image-choice';
import { useSaveEvent } from '../api/save-event';

type FormShape = {
  name: string;
  description: string;
  /** datetime-local value, Cairo wall-clock time. */
  date: string;
  location: string;
  totalSeats: string;
  ticketPrice: string;
};
type FormOutput = {
  name: string;
  description: string;
  date: string;
  location: string;
  totalSeats: number;
  ticketPrice: number;
};

// The shared schema takes numbers as numbers or text, so the inputs' text is validated as typed.
const resolver = zodResolver(eventFormSchema) as unknown as Resolver<FormShape, unknown, FormOutput>;

type Props = {
  /** 'create', or the event being edited; null keeps the dialog closed. */
  target: 'create' | EventDto | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

export function EventFormDialog({ target, onClose, onSaved }: Props) {
  const editing = target !== null && target !== 'create' ? target : null;
  return (
    <Dialog
      open={target !== null}
      // Escape or the close button: the form unmounts with its values and errors.
      onOpenChange={(open) => !open && onClose()}
      title={editing ? `${AR.events.edit}: ${editing.name}` : AR.events.add}
      size="lg"
    >
      {target !== null && (
        <EventForm key={editing?._id ?? 'create'} editing={editing} onCancel={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

function EventForm({
  editing,
  onCancel,
  onSaved,
}: {
  editing: EventDto | null;
  onCancel: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSaveEvent();
  const [serverError, setServerError] = useState<string | null>(null);
  const picture = useImageChoice(() => setServerError(null));
  const imageId = useId();

  const form = useForm<FormShape, unknown, FormOutput>({
    resolver,
    // Errors stay until the next submit, except the edited field's, which clears at once (SPEC.md section 5).
    reValidateMode: 'onSubmit',
    defaultValues: editing
      ? {
          name: editing.name,
          description: editing.description,
          date: toCairoDateTimeInput(editing.date),
          location: editing.location,
          totalSeats: String(editing.totalSeats),
          ticketPrice: String(editing.ticketPrice),
        }
      : { name: '', description: '', date: '', location: '', totalSeats: '', ticketPrice: '' },
  });
  const { errors } = form.formState;
  const field = (name: keyof FormShape) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        setServerError(null);
      },
    });

  const submit = form.handleSubmit(
    async (values) => {
      if (!editing && !picture.file) {
        picture.setError(AR.events.imageRequired);
        return;
      }
      if (picture.error) return;
      setServerError(null);
      try {
        await save.mutateAsync({
          id: editing?._id,
          payload: {
            ...values,
            date: fromCairoDateTimeInput(values.date),
            image: picture.file,
            isShow: editing ? editing.isShow : undefined,
          },
        });
        onSaved(editing ? AR.events.updated : AR.events.created);
      } catch (error) {
        setServerError(errorText(error, editing ? AR.events.editFailed : AR.events.createFailed));
      }
    },
    () => {
      // Show the image rule together with the others.
      if (!editing && !picture.file && !picture.error) picture.setError(AR.events.imageRequired);
    },
  );

  const shownImage = picture.preview ?? editing?.image ?? null;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {serverError && (
        <AlertBanner tone="error" onDismiss={() => setServerError(null)}>
          {serverError}
        </AlertBanner>
      )}
      <TextField label={AR.events.name} required error={errors.name?.message} {...field('name')} />
      <TextareaField
        label={AR.events.description}
        required
        rows={4}
        error={errors.description?.message}
        {...field('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label={AR.events.dateTime}
          hint={AR.events.cairoTimeHint}
          required
          type="datetime-local"
          error={errors.date?.message}
          {...field('date')}
        />
        <TextField
          label={AR.events.location}
          required
          error={errors.location?.message}
          {...field('location')}
        />
        <TextField
          label={AR.events.totalSeats}
          required
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.totalSeats?.message}
          {...field('totalSeats')}
        />
        <TextField
          label={`${AR.events.ticketPrice} (EGP)`}
          required
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.ticketPrice?.message}
          {...field('ticketPrice')}
        />
      </div>
      <div className="grid gap-2">
        <label htmlFor={imageId} className="text-sm font-semibold text-slate-800">
          {AR.events.image}
          {!editing && (
            <span aria-hidden="true" className="ms-1 text-red-600">
              *
            </span>
          )}
          {editing && (
            <span className="ms-2 text-xs font-normal text-slate-500">{AR.events.imageOptional}</span>
          )}
        </label>
        <div className="flex flex-wrap items-center gap-4">
          {shownImage ? (
            <img
              src={shownImage}
              alt={picture.preview ? AR.events.newImage : AR.events.currentImage}
              className="h-20 w-32 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
            />
          ) : (
            <div className="flex h-20 w-32 items-center justify-center rounded-lg bg-slate-100 text-slate-400 ring-1 ring-slate-200">
              <ImageUp aria-hidden className="size-6" />
            </div>
          )}
          <FilePicker
            id={imageId}
            {...picture.picker}
            aria-describedby={picture.error ? `${imageId}-error` : `${imageId}-hint`}
            className="flex-1 basis-56"
          />
        </div>
        <p id={`${imageId}-hint`} className="text-xs text-slate-500">
          {AR.events.imageHint}
        </p>
        {picture.error && (
          <p id={`${imageId}-error`} className="text-sm text-red-700">
            {picture.error}
          </p>
        )}
      </div>
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {AR.common.cancel}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {AR.common.save}
        </Button>
      </div>
    </form>
  );
}
