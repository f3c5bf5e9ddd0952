/** A booking's status as every screen, answer and CSV names it. */
export const AR_BOOKING_STATUS = {
  Pending: 'جاري التحقق',
  Accepted: 'مقبول',
  Rejected: 'مرفوض',
  Cancelled: 'ملغى',
} as Record<string, string>;
