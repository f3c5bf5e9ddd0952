import { AR } from '@app/shared';

export const PAYMENT_METHOD_LABEL: Record<string, string> = {
  InstaPay: AR.booking.instaPay,
  VodafoneCash: AR.booking.vodafoneCash,
};

/** SPEC.md section 4: Arabic status label; any other value is shown as is. */
export const statusLabel = (status: string) => AR.bookingStatus[status] ?? status;
export const paymentMethodLabel = (method: string) => PAYMENT_METHOD_LABEL[method] ?? method;
