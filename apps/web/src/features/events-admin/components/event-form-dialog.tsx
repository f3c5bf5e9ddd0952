import {
  AR,
  AR_EVENT_MESSAGES_UI,
  AR_LIFECYCLE_UI,
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
      title={(editing) => (editing ? `${AR.events.edit}: ${editing.name}` : AR.events.add)}
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

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormServerError error={serverError} onDismiss={() => setServerError(null)} />
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
          label={`${AR.events.ticketPrice} (${AR.common.currency})`}
          required
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          error={errors.ticketPrice?.message}
          {...field('ticketPrice')}
        />
        <TextField
          label={AR_LIFECYCLE_UI.paymentHours}
          hint={AR_LIFECYCLE_UI.paymentHoursHint}
          type="number"
          inputMode="numeric"
          min={1}
          max={72}
          step={1}
          error={errors.paymentHours?.message}
          {...field('paymentHours')}
        />
        <TextField
          label={AR_EVENT_MESSAGES_UI.reminderHours}
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
        label={AR.events.image}
        note={
          editing ? (
            <span className="ms-2 text-xs font-normal text-slate-500">{AR.events.imageOptional}</span>
          ) : (
            <span aria-hidden="true" className="ms-1 text-red-600">
              *
            </span>
          )
        }
        picture={picture}
        currentImage={editing?.image}
        currentAlt={AR.events.currentImage}
        newAlt={AR.events.newImage}
        hint={AR.events.imageHint}
      />
      <FormActions onCancel={onCancel} pending={save.isPending} />
    </form>
  );
}
