import {
  AR_COMMON,
  AR_EVENTS,
  AR_EVENTS_ADMIN,
  type EventDto,
  eventFormSchema,
  fromCairoDateTimeInput,
  toCairoDateTimeInput,
} from '@app/shared';
import { DateField } from '../../../components/ui/date-field';
import { FormActions, FormDialog, FormServerError } from '../../../components/ui/form-dialog';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { ImageField } from '../../../components/ui/image-field';
import { errorText } from '../../../lib/api-client';
import { usePictureForm } from '../../../lib/use-picture-form';
import { useSaveEvent } from '../api/save-event';

type FormShape = {
  name: string;
  description: string;
  /** datetime-local value, Cairo wall-clock time. */
  date: string;
  location: string;
  totalSeats: string;
  ticketPrice: string;
  paymentHours: string;
  reminderHours: string;
};
type FormOutput = {
  name: string;
  description: string;
  date: string;
  location: string;
  totalSeats: number;
  ticketPrice: number;
  paymentHours?: number;
  reminderHours?: number;
};

/** docs/product.md's 24 hours, the server's default, shown in a new event's form. */
const DEFAULT_PAYMENT_HOURS = '24';
/** docs/api/event-messages.md#the-reminder-before-the-event: 24 hours before the event, the server's default. */
const DEFAULT_REMINDER_HOURS = '24';

type Props = {
  /** 'create', or the event being edited; null keeps the dialog closed. */
  target: 'create' | EventDto | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

export function EventFormDialog({ target, onClose, onSaved }: Props) {
  return (
    <FormDialog
      target={target}
      onClose={onClose}
      title={(editing) => (editing ? `${AR_EVENTS_ADMIN.edit}: ${editing.name}` : AR_EVENTS_ADMIN.add)}
    >
      {(editing) => <EventForm editing={editing} onCancel={onClose} onSaved={onSaved} />}
    </FormDialog>
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
  const { form, field, errors, serverError, setServerError, picture, imageId } = usePictureForm<
    FormShape,
    FormOutput
  >(
    // The shared schema takes numbers as numbers or text, so the inputs' text is validated as typed.
    eventFormSchema,
    editing
      ? {
          name: editing.name,
          description: editing.description,
          date: toCairoDateTimeInput(editing.date),
          location: editing.location,
          totalSeats: String(editing.totalSeats),
          ticketPrice: String(editing.ticketPrice),
          paymentHours: String(editing.paymentHours),
          reminderHours: String(editing.reminderHours ?? 24),
        }
      : {
          name: '',
          description: '',
          date: '',
          location: '',
          totalSeats: '',
          ticketPrice: '',
          paymentHours: DEFAULT_PAYMENT_HOURS,
          reminderHours: DEFAULT_REMINDER_HOURS,
        },
  );

  const submit = form.handleSubmit(
    async (values) => {
      if (!editing && !picture.file) {
        picture.setError(AR_EVENTS_ADMIN.imageRequired);
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
        onSaved(editing ? AR_EVENTS_ADMIN.updated : AR_EVENTS_ADMIN.created);
      } catch (error) {
        setServerError(errorText(error, editing ? AR_EVENTS_ADMIN.editFailed : AR_EVENTS_ADMIN.createFailed));
      }
    },
    () => {
      // Show the image rule together with the others.
      if (!editing && !picture.file && !picture.error) picture.setError(AR_EVENTS_ADMIN.imageRequired);
    },
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormServerError error={serverError} onDismiss={() => setServerError(null)} />
      <TextField label={AR_EVENTS_ADMIN.name} required error={errors.name?.message} {...field('name')} />
      <TextareaField
        label={AR_EVENTS_ADMIN.description}
        required
        rows={4}
        error={errors.description?.message}
        {...field('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label={AR_EVENTS_ADMIN.dateTime}
          hint={AR_EVENTS_ADMIN.cairoTimeHint}
          required
          type="datetime-local"
          error={errors.date?.message}
          {...field('date')}
        />
        <TextField
          label={AR_EVENTS.location}
          required
          error={errors.location?.message}
          {...field('location')}
        />
        <TextField
          label={AR_EVENTS_ADMIN.totalSeats}
          required
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.totalSeats?.message}
          {...field('totalSeats')}
        />
        <TextField
          label={`${AR_EVENTS.ticketPrice} (${AR_COMMON.currency})`}
          required
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.ticketPrice?.message}
          {...field('ticketPrice')}
        />
        <TextField
          label={AR_EVENTS_ADMIN.paymentHours}
          hint={AR_EVENTS_ADMIN.paymentHoursHint}
          type="number"
          inputMode="numeric"
          min={1}
          max={72}
          step={1}
          error={errors.paymentHours?.message}
          {...field('paymentHours')}
        />
        <TextField
          label={AR_EVENTS_ADMIN.reminderHours}
          type="number"
          inputMode="numeric"
          min={0}
          max={168}
          step={1}
          error={errors.reminderHours?.message}
          {...field('reminderHours')}
        />
      </div>
      <ImageField
        id={imageId}
        label={AR_EVENTS_ADMIN.image}
        note={
          editing ? (
            <span className="ms-2 text-xs font-normal text-slate-500">{AR_EVENTS_ADMIN.imageOptional}</span>
          ) : (
            <span aria-hidden="true" className="ms-1 text-red-600">
              *
            </span>
          )
        }
        picture={picture}
        currentImage={editing?.image}
        currentAlt={AR_EVENTS_ADMIN.currentImage}
        newAlt={AR_EVENTS_ADMIN.newImage}
        hint={AR_EVENTS_ADMIN.imageHint}
      />
      <FormActions onCancel={onCancel} pending={save.isPending} />
    </form>
  );
}
