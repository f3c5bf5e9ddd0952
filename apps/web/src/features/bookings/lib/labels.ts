import { AR } from '@app/shared';

export const PAYMENT_METHOD_LABEL: Record<string, string> = {
  InstaPay: AR.booking.instaPay,
  VodafoneCash: AR.booking.vodafoneCash,
};

/** docs/product.md#states: Arabic status label; any other value is shown as is. */
export const statusLabel = (status: string) => AR.bookingStatus[status] ?? status;
/** A free event's booking has no payment method: 'مجاني'. */
export const paymentMethodLabel = (method: string | null) =>
  method ? (PAYMENT_METHOD_LABEL[method] ?? method) : AR.bookings.free;
