/** The emails about a booker's own page (AR.ticket.emails): server code only, kept out of the pages' texts. */
export const AR_TICKET_EMAILS = {
  cancelledSubject: (event: string) => `تم إلغاء حجزك لفعالية ${event}`,
  cancelledTitle: 'تم إلغاء حجزك',
  cancelledIntro: (event: string, reference: string) =>
    `تم إلغاء حجزك رقم ${reference} لفعالية «${event}» بناءً على طلبك، وأُتيح المقعد لغيرك.`,
  linksSubject: 'روابط حجوزاتك',
  linksTitle: 'روابط حجوزاتك',
  linksIntro: 'طلبت روابط حجوزاتك. افتح الرابط لترى حالة الحجز وتدفع أو ترسل إثبات الدفع أو تعرض التذكرة.',
  openBooking: 'فتح الحجز',
  reminderSubject: (event: string) => `تذكير: حجزك لفعالية ${event} ينتهي قريباً`,
  reminderTitle: 'حجزك ينتهي قريباً',
  reminderIntro: (event: string, reference: string, when: string) =>
    `لم يصلنا إثبات الدفع لحجزك رقم ${reference} لفعالية «${event}». إن لم يتم الدفع قبل ${when} يُلغى الحجز تلقائياً.`,
  viewBooking: 'عرض حجزي والدفع',
  bookingLink: (url: string) => `رابط حجزك: ${url}`,
} as const;
