import { AR_BOOKING_FORM, AR_BOOKING_STATUS, AR_BOOKINGS } from '@app/shared';

export const PAYMENT_METHOD_LABEL: Record<string, string> = {
  InstaPay: AR_BOOKING_FORM.instaPay,
  VodafoneCash: AR_BOOKING_FORM.vodafoneCash,
};

/** docs/product.md#states: Arabic status label; any other value is shown as is. */
export const statusLabel = (status: string) => AR_BOOKING_STATUS[status] ?? status;
/** A free event's booking has no payment method: 'مجاني'. */
export const paymentMethodLabel = (method: string | null) =>
  method ? (PAYMENT_METHOD_LABEL[method] ?? method) : AR_BOOKINGS.free;
