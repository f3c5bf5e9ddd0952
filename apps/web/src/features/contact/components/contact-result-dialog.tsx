import { EN } from '@app/shared';
import * as Dialog from '@radix-ui/react-dialog';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { ContactResult } from '../api/send-contact-message';
import { CONTACT_FORM } from '../content/contact-text';

const closeButton =
  'mt-6 inline-flex w-full items-center justify-center rounded-full bg-ink-900 px-6 py-3 text-sm font-semibold text-white hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900';

/**
 * The dialog after a submit (docs/product.md#contact-form and docs/product.md#error-messages). Loaded on demand so the Radix dialog code is not
 * part of the first download of every page.
 */
export default function ContactResultDialog({
  result,
  onClose,
}: {
  result: ContactResult;
  onClose: () => void;
}) {
  const success = result === 'success';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60 backdrop-blur-sm" />
        <Dialog.Content
          lang="en"
          dir="ltr"
          className="dialog-in fixed start-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-8 text-center shadow-2xl focus:outline-none"
        >
          <div
            className={`mx-auto flex size-16 items-center justify-center rounded-full ${success ? 'bg-emerald-100 text-emerald-700' : 'bg-red-100 text-red-700'}`}
          >
            {success ? (
              <CircleCheck aria-hidden className="size-8" />
            ) : (
              <CircleAlert aria-hidden className="size-8" />
            )}
          </div>
          <Dialog.Title className="mt-5 text-2xl font-bold text-ink-900">
            {success ? EN.contact.successTitle : CONTACT_FORM.errorTitle}
          </Dialog.Title>
          <Dialog.Description className="mt-3 leading-relaxed text-slate-600">
            {success ? EN.contact.successBody : result === 'network' ? EN.contact.network : EN.contact.failed}
          </Dialog.Description>
          <Dialog.Close asChild>
            {success ? (
              <Link to="/" className={closeButton}>
                {CONTACT_FORM.close}
              </Link>
            ) : (
              <button type="button" className={closeButton}>
                {CONTACT_FORM.close}
              </button>
            )}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
