import { AR_EVENT_MESSAGES_UI } from '@app/shared';

/** An Egyptian mobile number as typed (01x..., +201x..., 00201x..., spaces or dashes), or undefined. */
function egyptianMobile(number: string): string | undefined {
  const digits = number.replace(/[\s-]/g, '').replace(/^\+/, '00');
  const local = digits.startsWith('0020')
    ? `0${digits.slice(4)}`
    : digits.startsWith('20')
      ? `0${digits.slice(2)}`
      : digits;
  return /^01[0125]\d{8}$/.test(local) ? local : undefined;
}

/**
 * The staff's WhatsApp link to a booker (docs/api/event-messages.md#the-screens): wa.me with the
 * number in international form and a prefilled Arabic text naming the reference; undefined when the
 * payment number is not an Egyptian mobile (an InstaPay address, a landline).
 */
export function whatsAppLink(
  paymentNumber: string | null | undefined,
  reference: string,
): string | undefined {
  const mobile = paymentNumber ? egyptianMobile(paymentNumber) : undefined;
  if (!mobile) return undefined;
  const text = encodeURIComponent(AR_EVENT_MESSAGES_UI.whatsappText(reference));
  return `https://wa.me/20${mobile.slice(1)}?text=${text}`;
}
