import { AR_EVENT_MESSAGES_UI } from '@app/shared';
import { MessageCircle } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { whatsAppLink } from '../lib/whatsapp';

/** Opens WhatsApp on the staff member's own phone; nothing is sent by the server. */
export function WhatsAppLink({
  paymentNumber,
  reference,
}: {
  paymentNumber: string | null;
  reference: string;
}) {
  const href = whatsAppLink(paymentNumber, reference);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${buttonClasses('secondary', 'sm')} gap-1.5 px-3`}
    >
      <MessageCircle aria-hidden className="size-4" />
      {AR_EVENT_MESSAGES_UI.whatsapp}
    </a>
  );
}
