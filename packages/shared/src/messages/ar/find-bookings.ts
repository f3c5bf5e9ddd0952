/**
 * "Find my bookings" (POST /api/tickets/resend, docs/api/booker-page.md): the form on the events list and
 * the booker's page, the booking form's way back after a duplicate, and the endpoint's answers.
 */
export const AR_FIND_BOOKINGS = {
  title: 'ابحث عن حجوزاتك',
  hint: 'اكتب البريد الإلكتروني الذي حجزت به وسنرسل إليه روابط حجوزاتك.',
  send: 'أرسل الروابط',
  resendAccepted: 'إذا كانت لديك حجوزات بهذا البريد فستصلك رسالة بروابطها خلال دقائق.',
  emailInvalid: 'البريد الإلكتروني غير صالح',
} as const;
