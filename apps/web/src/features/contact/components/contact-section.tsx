import { hydrateOnUse } from '../../../lib/hydrate-on-use';
import { ContactNotSent } from './contact-not-sent';

/** The form hydrates on the visitor's first touch (lib/hydrate-on-use.tsx): a reader's first load carries none of it. */
// A tap offline before the form's code came is told at once, as the form itself tells it.
const ContactForm = hydrateOnUse(() => import('./contact-form').then((m) => m.ContactForm), {
  offline: <ContactNotSent />,
});

/** The form in its card, as both /contact-us and the home page show it. */
export function ContactCard() {
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-200/60 sm:p-10">
      <ContactForm />
    </div>
  );
}
