import { hydrateOnUse } from '../../../lib/hydrate-on-use';

/** The form hydrates on the visitor's first touch (lib/hydrate-on-use.tsx): a reader's first load carries none of it. */
const ContactForm = hydrateOnUse(() => import('./contact-form').then((m) => m.ContactForm));

/** The form in its card, as both /contact-us and the home page show it. */
export function ContactCard() {
  return (
    <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-200/60 sm:p-10">
      <ContactForm />
    </div>
  );
}
