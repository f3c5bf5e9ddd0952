import { CONTACT_NOT_SENT } from '../content/contact-not-sent-text';

/** Said when a Send could not go (the form's code or rules had not come): it is never sent later. */
export function ContactNotSent({ online = false }: { online?: boolean }) {
  return (
    <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
      {online ? CONTACT_NOT_SENT.unreachable : CONTACT_NOT_SENT.offline}
    </p>
  );
}
